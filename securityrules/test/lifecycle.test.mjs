// The lifecycle under the rules: transitions, field validation and the late stages' data.
import { onItsOwnDatabase } from './harness.mjs';
import { transitionSuite } from './transitions.mjs';
import { validateSuite } from './validate.mjs';
import { lcomSuite } from './lcom.mjs';
import { monitorSuite } from './monitor.mjs';
import { documentsSuite } from './documents.mjs';
import { correctionSuite } from './corrections.mjs';

onItsOwnDatabase(transitionSuite, validateSuite, lcomSuite, monitorSuite, documentsSuite, correctionSuite);

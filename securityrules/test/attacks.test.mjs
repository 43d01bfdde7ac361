// Named attacks beside their controls, and the CNCA process.
import { onItsOwnDatabase } from './harness.mjs';
import { attackSuite } from './attacks.mjs';
import { cncaSuite } from './cnca.mjs';

onItsOwnDatabase(attackSuite, cncaSuite);

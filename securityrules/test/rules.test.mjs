// OPPNP's database.rules.json under @firebase/rules-unit-testing, against the
// Go database emulator started by this file (see emulator.mjs).
import { before, after } from 'node:test';
import { setUp, tearDown } from './harness.mjs';
import { readSuite } from './reads.mjs';
import { writeSuite } from './writes.mjs';
import { validateSuite } from './validate.mjs';
import { transitionSuite } from './transitions.mjs';
import { cncaSuite } from './cnca.mjs';
import { monitorSuite } from './monitor.mjs';
import { libranzaSuite } from './libranza.mjs';
import { listSuite } from './lists.mjs';
import { lcomSuite } from './lcom.mjs';
import { attackSuite } from './attacks.mjs';
import { matrixSuite } from './matrix.mjs';
import { fourEyesSuite } from './four-eyes.mjs';
import { adminScopeSuite } from './admin-scope.mjs';
import { adminWriteScopeSuite } from './admin-writes.mjs';
import { creationSuite } from './creation.mjs';
import { documentsSuite } from './documents.mjs';
import { correctionSuite } from './corrections.mjs';

before(setUp, { timeout: 300_000 });
after(tearDown);

readSuite();
writeSuite();
validateSuite();
transitionSuite();
cncaSuite();
monitorSuite();
libranzaSuite();
listSuite();
lcomSuite();
attackSuite();
matrixSuite();
fourEyesSuite();
adminScopeSuite();
adminWriteScopeSuite();
creationSuite();
documentsSuite();
correctionSuite();

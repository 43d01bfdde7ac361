// The contract's matrix (role × field group × status) and role × path reads.
import { onItsOwnDatabase } from './harness.mjs';
import { matrixSuite } from './matrix.mjs';
import { readSuite } from './reads.mjs';

onItsOwnDatabase(matrixSuite, readSuite);

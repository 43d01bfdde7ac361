// Who writes what: folios, carta libranza, lists, the four eyes, admin scope, creation.
import { onItsOwnDatabase } from './harness.mjs';
import { writeSuite } from './writes.mjs';
import { libranzaSuite } from './libranza.mjs';
import { listSuite } from './lists.mjs';
import { fourEyesSuite } from './four-eyes.mjs';
import { adminScopeSuite } from './admin-scope.mjs';
import { adminWriteScopeSuite } from './admin-writes.mjs';
import { creationSuite } from './creation.mjs';

onItsOwnDatabase(writeSuite, libranzaSuite, listSuite, fourEyesSuite, adminScopeSuite, adminWriteScopeSuite, creationSuite);

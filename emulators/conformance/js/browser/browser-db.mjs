// The firebase JS SDK's browser build of the database, loaded in Node over
// dom-shim.mjs. Its package exports pick the Node build under Node whatever
// the conditions, so the browser file is imported by path, and the Node
// flag that @firebase/util's Node build sets is cleared first, so the SDK
// takes its browser code paths (long polling, the global WebSocket).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { sockets, polls } from './dom-shim.mjs';
import { CONSTANTS } from '@firebase/util';
import { initializeApp, deleteApp } from 'firebase/app';

CONSTANTS.NODE_CLIENT = false;

// The path comes from Node's own resolution of the package (wherever the npm
// workspace placed it: hoisted to the repository root today); the browser
// build sits next to the Node entry in dist/.
const nodeEntry = pathToFileURL(createRequire(import.meta.url).resolve('@firebase/database'));
export const database = await import(new URL('index.esm.js', nodeEntry));
export { sockets, polls };

const emulatorHost = process.env.RTDB_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error('RTDB_EMULATOR_HOST is not set: run these tests through `go test ./emulators/conformance`');
}
const [host, port] = emulatorHost.split(':');
let apps = 0;

/** A browser-build app on namespace ns, connected as helpers.openDB does. */
export function openBrowserDB(ns) {
  const app = initializeApp(
    { projectId: 'demo-conformance', apiKey: 'fake', databaseURL: `https://${ns}.firebaseio.com` },
    `browser-app-${++apps}`,
  );
  const db = database.getDatabase(app);
  database.connectDatabaseEmulator(db, host, Number(port));
  return { app, db, close: () => deleteApp(app) };
}

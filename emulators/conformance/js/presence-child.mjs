// Child process for ondisconnect.test.mjs: registers onDisconnect writes,
// prints "ready", then waits to be killed with SIGKILL (a dropped client).
import { ref, set, onDisconnect, serverTimestamp } from 'firebase/database';
import { openDB, connected } from './helpers.mjs';

const ns = process.argv[2];
const { db } = openDB(ns);
await connected(db);
await set(ref(db, 'presence/killed'), { state: 'online' });
await onDisconnect(ref(db, 'presence/killed')).set({ state: 'offline', at: serverTimestamp() });
await onDisconnect(ref(db, 'sessions/killed')).remove();
await set(ref(db, 'sessions/killed'), true);
console.log('ready');
setInterval(() => {}, 1 << 30);

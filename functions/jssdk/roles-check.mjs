// The official firebase JS SDK (as the SPA uses it) signs in with the
// custom token the login function returns and reads roles/{bpId} under the
// database rules. Env: API (hosting origin), AUTH_HOST (host:port),
// DB_HOST (host:port), NS (database instance), PROJECT, USER, OTHER_BP.
// Prints one JSON line: {bpId, claims, own, other: "denied" | <value>}.
import { initializeApp } from 'firebase/app';
import { getAuth, connectAuthEmulator, signInWithCustomToken } from 'firebase/auth';
import { getDatabase, connectDatabaseEmulator, ref, get } from 'firebase/database';

const env = process.env;
const res = await fetch(`${env.API}/api/session/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Device-Id': 'jssdk-check' },
  body: JSON.stringify({ username: env.USER, password: 'Demo.2026' }),
});
const login = await res.json();
if (res.status !== 200) throw new Error(`login ${res.status} ${JSON.stringify(login)}`);

const app = initializeApp({
  projectId: env.PROJECT,
  apiKey: 'fake-api-key',
  databaseURL: `http://${env.DB_HOST}?ns=${env.NS}`,
});
const auth = getAuth(app);
connectAuthEmulator(auth, `http://${env.AUTH_HOST}`, { disableWarnings: true });
const cred = await signInWithCustomToken(auth, login.firebaseToken);
const { claims } = await cred.user.getIdTokenResult();

const db = getDatabase(app);
const [host, port] = env.DB_HOST.split(':');
connectDatabaseEmulator(db, host, Number(port));
const bpId = login.user.dataSeller;
const own = (await get(ref(db, `roles/${bpId}`))).val();
let other;
try {
  other = (await get(ref(db, `roles/${env.OTHER_BP}`))).val();
} catch (e) {
  other = String(e.message).toLowerCase().includes('permission') ? 'denied' : `error: ${e.message}`;
}
console.log(JSON.stringify({ uid: cred.user.uid, bpId, claims, own, other }));
process.exit(0);

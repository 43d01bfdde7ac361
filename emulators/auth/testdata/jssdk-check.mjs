// Manual check of the Auth emulator with the firebase JS SDK v12 (see docs/auth-emulator-comparison.md):
//   node emulators/auth/testdata/jssdk-check.mjs http://127.0.0.1:<auth port>
// (after `make deps`: firebase/* resolves from the npm workspace's root node_modules)
import { initializeApp } from "firebase/app";
import { getAuth, connectAuthEmulator, signInWithCustomToken, signOut } from "firebase/auth";
const url = process.argv[2];
const app = initializeApp({ apiKey: "fake-api-key", projectId: "demo-oppnp", appId: "1:1:web:1" });
const auth = getAuth(app);
connectAuthEmulator(auth, url, { disableWarnings: true });
const ct = JSON.stringify({ uid: "promotor1", claims: { bpId: "BP001", role: "promotor" } });
const cred = await signInWithCustomToken(auth, ct);
const r1 = await cred.user.getIdTokenResult();
const r2 = await cred.user.getIdTokenResult(true);
console.log(JSON.stringify({ uid: cred.user.uid, provider: r1.signInProvider, claims: { bpId: r2.claims.bpId, role: r2.claims.role } }));
try { await signInWithCustomToken(auth, "garbage"); } catch (e) { console.log("error code:", e.code); }
await signOut(auth);
console.log("after signOut:", auth.currentUser);

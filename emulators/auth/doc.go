// Package auth is a Firebase Auth emulator: the identitytoolkit and
// securetoken REST endpoints that the firebase JS SDK (connectAuthEmulator)
// and firebase-admin-go (FIREBASE_AUTH_EMULATOR_HOST) call for custom-token
// sign-in, token refresh, account lookup, update and delete, plus the
// emulator-only endpoints of the official Auth emulator.
//
// It follows the official emulator (firebase-tools lib/emulator/auth) on the
// wire: production hosts become the first path segment
// (/identitytoolkit.googleapis.com/v1/accounts:lookup), ID tokens are
// unsigned JWTs (alg "none") with custom claims copied to the top level,
// refresh tokens are base64 JSON carrying the sign-in's extra claims,
// errors are {"error":{"code","message":"CODE : detail","errors":[…]}} and
// CORS reflects the Origin and the requested headers.
//
// Custom tokens are decoded, never verified: only aud and uid matter, so the
// unsigned tokens firebase-admin mints in emulator mode are accepted.
//
// Admin calls (/v1/projects/{p}/accounts:*) need "Authorization: Bearer
// owner" (or any ya29. token); client calls need a non-empty ?key=.
// firebase-admin-go's VerifyIDToken calls the admin accounts:lookup on every
// verification in emulator mode, so every uid that signed in is kept until
// deleted or the emulator is reset.
package auth

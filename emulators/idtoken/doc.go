// Package idtoken mints and reads the unsigned JWTs the Firebase emulators
// exchange: Auth emulator ID tokens and custom tokens, and the mock user
// tokens of connectDatabaseEmulator and @firebase/rules-unit-testing.
//
// Emulator tokens use alg "none" and an empty signature, so a token ends
// with ".". Reading never verifies a signature, issuer, audience or expiry:
// mock tokens carry iat 0 and exp 3600 (1970) and must still be accepted.
// Signed production tokens are decoded the same way, because an offline
// emulator cannot fetch Google's keys.
//
// The package uses the standard library only (layout rule G3).
package idtoken

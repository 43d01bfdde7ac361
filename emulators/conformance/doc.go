// Package conformance holds black-box tests of the Realtime Database
// emulator: they build and start the emulator PROCESS (emuproc) and drive it
// with firebase-admin-go's db package, raw REST and long-polling requests, a
// minimal protocol v5 client (v5client) and, through TestFirebaseJSSDK, the
// official firebase JS SDK v12 in Node (js/*.test.mjs; `make deps` first: the
// npm workspace at the repository root installs it).
// The durable-mode tests kill -9 the process after acknowledged writes and
// check that a restart serves them.
package conformance

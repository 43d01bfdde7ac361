// Package transport holds what the database emulator's transports share
// and nothing of any one of them: a client's credential read into an
// identity (auth.go), the one mapping of errors to wire statuses and HTTP
// responses (errors.go), and a client's bounded outbox (outbox.go). The
// transports themselves are packages below it (rest: the REST API and its
// event streams); the Server of package rtdb mounts them and gives each
// the little it needs of the server (an Env of functions), so a transport
// never holds the Server, and no transport imports another
// (deps_test.go).
//
// # Slow subscribers
//
// Everything sent to a client goes through its Outbox without blocking:
// when max messages are already pending the client is too slow and is
// cut off (Done closes, SetCutoff's function drops the socket at once), so
// a stuck subscriber never delays a writer, the namespace's lock or the
// other clients.
//
// # Lock order
//
// Outbox.mu is a leaf: Send and Queue take it under the namespace lock
// (namespace.DB.mu) and take nothing else while holding it. A direct
// outbox (a WebSocket's) is written outside every lock but its socket's
// own write lock, by whoever holds its write side (Claim/Release).
package transport

// Package panics keeps one bad request from stopping the emulator suite: a
// panic in an HTTP handler is logged with its stack and answered 500 (or
// the connection is cut, when part of the answer already went out), and a
// panic in a background job is logged and reported to the caller, which
// ends only the connection or delivery it was serving.
//
// Without it net/http would recover a handler's panic itself but answer
// nothing (the client sees a reset) and log to the process's stderr only,
// outside the console's log sink; a panic on any other goroutine (a
// WebSocket's writer, a CloudEvent delivery, a change feed) would end the
// whole process.
package panics

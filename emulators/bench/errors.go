//go:build linux

package bench

import "errors"

// Errors of the lean subscribers.
var (
	// ErrHandshake means the server's answer to the WebSocket upgrade was
	// not a valid 101 for our key.
	ErrHandshake = errors.New("bench: bad WebSocket handshake")
	// ErrFrame means a frame from the server broke RFC 6455 or used
	// something a protocol v5 server never sends (masking, fragments,
	// binary or reserved opcodes, reserved bits).
	ErrFrame = errors.New("bench: bad frame from the server")
	// ErrListen means the listen request was not answered ok.
	ErrListen = errors.New("bench: listen refused")
	// ErrClosed means the server closed a subscriber's connection.
	ErrClosed = errors.New("bench: subscriber closed by the server")
)

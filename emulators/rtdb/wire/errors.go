package wire

import "errors"

// Sentinel errors.
var (
	// ErrMalformed is a message that is not a valid envelope.
	ErrMalformed = errors.New("wire: malformed message")
	// ErrTooLarge is a message over the assembler's size limit.
	ErrTooLarge = errors.New("wire: message too large")
)

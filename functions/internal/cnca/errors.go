package cnca

import "errors"

// ErrUnknownCode is returned for a code outside E0001–E0009.
var ErrUnknownCode = errors.New("cnca: unknown code")

// ErrBadMove is returned for a move the process does not allow.
var ErrBadMove = errors.New("cnca: move not allowed")

package cnca

import "errors"

// ErrUnknownCode is returned for a code outside E0001–E0009.
var ErrUnknownCode = errors.New("cnca: unknown code")

// ErrBadMove is returned for a move the process does not allow.
var ErrBadMove = errors.New("cnca: move not allowed")

// ErrNoAccess is returned to a caller without the CNCA access flag (the
// cnca custom claim): a forged cookie in the browser gets nothing.
var ErrNoAccess = errors.New("cnca: no CNCA access")

// ErrForbidden is returned when the caller may not act on the folio.
var ErrForbidden = errors.New("cnca: not your folio")

// ErrNotFound is returned for an unknown folio or one outside the CNCA
// process.
var ErrNotFound = errors.New("cnca: folio not found")

package monitor

import "errors"

// ErrNoKey is returned when an operator action arrives without a key.
var ErrNoKey = errors.New("monitor: operator key missing")

// ErrBadKey is returned for a wrong operator key, or when no key is
// configured (the monitor's operator actions are then closed).
var ErrBadKey = errors.New("monitor: operator key wrong")

// ErrNotFound is returned for a folio or document that does not exist.
var ErrNotFound = errors.New("monitor: folio not found")

// ErrBadCorrection is returned for an operator correction the folio
// contract does not allow from the folio's current status.
var ErrBadCorrection = errors.New("monitor: correction not allowed")

// ErrBadID is returned for a request id that cannot be a database key.
var ErrBadID = errors.New("monitor: bad request id")

// ErrTooManyAttempts is returned while a caller that typed too many wrong
// operator keys waits out its window.
var ErrTooManyAttempts = errors.New("monitor: too many wrong operator keys")

// ErrNoDocument is returned for a document the folio or the gateway does
// not hold.
var ErrNoDocument = errors.New("monitor: no such document")

package trigger

import "errors"

// ErrBadEvent is returned for an event that is not a requests/{id} write.
var ErrBadEvent = errors.New("trigger: bad event")

// ErrCallbackForbidden is returned for a biometric callback whose token
// does not match the submission's.
var ErrCallbackForbidden = errors.New("trigger: biometric callback token mismatch")

// ErrBadResult is returned for a biometric result other than ACEPTADO,
// RECHAZADO or PENDIENTE.
var ErrBadResult = errors.New("trigger: unknown biometric result")

// ErrNotAwaitingBiometric is returned when resending a biometric for a folio
// that is not waiting for one (not in bioprocess, or a result arrived).
var ErrNotAwaitingBiometric = errors.New("trigger: folio not awaiting a biometric result")

// ErrLeaseHeld is returned when another delivery holds the lease of a side
// effect: the event is redelivered later and then finds the effect done.
var ErrLeaseHeld = errors.New("trigger: side effect held by another delivery")

// ErrTooManyResends is returned when a folio's biometric was resent
// BiometricResendLimit times within the last BiometricResendWindow.
var ErrTooManyResends = errors.New("trigger: too many biometric resends")

// ErrUnknownEffect is returned for an effect outside the contract's closed
// set: a contract that names a new effect needs its runner here first.
var ErrUnknownEffect = errors.New("trigger: unknown side effect")

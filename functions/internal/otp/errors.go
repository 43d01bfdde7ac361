package otp

import (
	"errors"
	"fmt"
)

// ErrNotSent is returned when verifying before any code was sent.
var ErrNotSent = errors.New("otp: no code sent")

// ErrExpired is returned for a code past its expiry.
var ErrExpired = errors.New("otp: code expired")

// ErrExhausted is returned when the wrong attempts or the sends are used up.
var ErrExhausted = errors.New("otp: attempts exhausted")

// ErrNoPhone is returned when the folio has no client phone.
var ErrNoPhone = errors.New("otp: folio has no phone")

// ErrBadCode is returned for a malformed code (not 6 digits).
var ErrBadCode = errors.New("otp: malformed code")

// WrongCode is returned for a wrong code; Left attempts remain.
type WrongCode struct{ Left int }

func (e *WrongCode) Error() string { return fmt.Sprintf("otp: wrong code, %d attempts left", e.Left) }

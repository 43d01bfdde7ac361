package link

import (
	"errors"
	"fmt"
)

// ErrNotFound is returned for a credential that opens no link.
var ErrNotFound = errors.New("link: not found")

// ErrExpired is returned for a link past its expiry.
var ErrExpired = errors.New("link: expired")

// ErrUsed is returned for a link whose stage the customer already finished.
var ErrUsed = errors.New("link: already used")

// ErrNotCurrent is returned when a link is asked for a folio whose status
// has no customer stage (nothing for the customer to do by link).
var ErrNotCurrent = errors.New("link: folio not in a customer stage")

// ErrTooManyResends is returned when a folio's links were resent
// ResendLimit times within ResendWindow.
var ErrTooManyResends = errors.New("link: too many resends")

// ErrNoPhone is returned when a link cannot be texted: the folio has no
// client phone.
var ErrNoPhone = errors.New("link: folio has no client phone")

// Error carries the link's action so the message can name the link kind.
type Error struct {
	Kind   error
	Action int
}

func (e *Error) Error() string { return fmt.Sprintf("%v (action %d)", e.Kind, e.Action) }

// Unwrap lets errors.Is match Kind.
func (e *Error) Unwrap() error { return e.Kind }

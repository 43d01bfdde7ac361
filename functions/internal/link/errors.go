package link

import (
	"errors"
	"fmt"
)

// ErrNotFound is returned when no folio holds the uuid.
var ErrNotFound = errors.New("link: not found")

// ErrExpired is returned for a link past its expiry.
var ErrExpired = errors.New("link: expired")

// ErrUsed is returned for a link whose stage the customer already finished.
var ErrUsed = errors.New("link: already used")

// Error carries the link's action so the message can name the link kind.
type Error struct {
	Kind   error
	Action int
}

func (e *Error) Error() string { return fmt.Sprintf("%v (action %d)", e.Kind, e.Action) }

// Unwrap lets errors.Is match Kind.
func (e *Error) Unwrap() error { return e.Kind }

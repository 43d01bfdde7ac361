package store

import (
	"errors"

	"oppnp/functions/internal/refusal"
)

// ErrNotFound is returned when a path holds no value where one is required.
var ErrNotFound = errors.New("store: not found")

// ErrAbort is returned by a transaction function to leave the value unchanged.
var ErrAbort = errors.New("store: transaction aborted")

// ErrBadPath is returned for an empty or malformed path.
var ErrBadPath = errors.New("store: bad path")

// ErrBadLimit is returned for a page size that is not positive.
var ErrBadLimit = errors.New("store: bad page size")

// ErrTimeout is returned for a database call that did not answer within
// its deadline (a store's own, when the caller's context has none): the
// user is told to try again, and nothing the call would have written is
// assumed written.
var ErrTimeout = refusal.New("store: database call timed out", 503, "DATABASE_TIMEOUT",
	"La base de datos no respondió a tiempo. Intenta de nuevo en un momento.")

package store

import "errors"

// ErrNotFound is returned when a path holds no value where one is required.
var ErrNotFound = errors.New("store: not found")

// ErrAbort is returned by a transaction function to leave the value unchanged.
var ErrAbort = errors.New("store: transaction aborted")

// ErrBadPath is returned for an empty or malformed path.
var ErrBadPath = errors.New("store: bad path")

// ErrBadLimit is returned for a page size that is not positive.
var ErrBadLimit = errors.New("store: bad page size")

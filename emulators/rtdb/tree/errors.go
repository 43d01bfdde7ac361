package tree

import "errors"

// Sentinel errors. Callers (the server) map them to wire and HTTP codes.
var (
	// ErrInvalidPath is a path or key with forbidden characters, empty
	// segments where none may be, or too long.
	ErrInvalidPath = errors.New("tree: invalid path")
	// ErrInvalidKey is a child key that may not be stored.
	ErrInvalidKey = errors.New("tree: invalid key")
	// ErrTooDeep is data nested deeper than MaxDepth.
	ErrTooDeep = errors.New("tree: path too deep")
	// ErrInvalidData is a JSON value the database cannot store.
	ErrInvalidData = errors.New("tree: invalid data")
	// ErrTooBig is a write or value over a production size limit.
	ErrTooBig = errors.New("tree: too big")
	// ErrInvalidQuery is a query that cannot be evaluated.
	ErrInvalidQuery = errors.New("tree: invalid query")
)

package httpx

import "errors"

// ErrUnauthenticated is returned when the ID token is missing or invalid.
var ErrUnauthenticated = errors.New("httpx: unauthenticated")

// ErrForbidden is returned when the caller's identity may not do this.
var ErrForbidden = errors.New("httpx: forbidden")

// ErrBadJSON is returned for a body that is not the expected JSON.
var ErrBadJSON = errors.New("httpx: bad JSON body")

// ErrNotFound is returned for an unknown /api path.
var ErrNotFound = errors.New("httpx: no such route")

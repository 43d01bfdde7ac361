package panics

import "errors"

// ErrNoHijack means the underlying writer cannot hand over its connection.
var ErrNoHijack = errors.New("panics: the response writer does not support hijacking")

package hosting

import "errors"

// ErrBadGlob is returned for a rewrite source that is not a valid glob.
var ErrBadGlob = errors.New("hosting: invalid rewrite source")

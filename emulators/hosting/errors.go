package hosting

import "errors"

// ErrBadGlob is returned for a rewrite source that is not a valid glob.
var ErrBadGlob = errors.New("hosting: invalid rewrite source")

// ErrBadHeaderRule is returned for a hosting.headers rule whose pattern
// does not compile, that names both or neither of source and regex, or
// that sets no header.
var ErrBadHeaderRule = errors.New("hosting: invalid headers rule")

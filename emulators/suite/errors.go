package suite

import "errors"

// ErrUnknownService is returned for a --only entry the suite does not know.
var ErrUnknownService = errors.New("suite: unknown service")

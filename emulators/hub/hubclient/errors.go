package hubclient

import "errors"

// ErrNotReady means the hub did not answer 200 before the context ended.
var ErrNotReady = errors.New("hubclient: emulators not ready")

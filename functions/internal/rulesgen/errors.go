package rulesgen

import "errors"

// ErrLifecycle is returned when the lifecycle definition cannot be read or
// does not describe what the rules need (an actor without transitions).
var ErrLifecycle = errors.New("rulesgen: unusable lifecycle definition")

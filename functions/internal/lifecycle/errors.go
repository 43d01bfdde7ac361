package lifecycle

import "errors"

// ErrUnknownStatus is returned for a status the contract does not define.
var ErrUnknownStatus = errors.New("lifecycle: unknown status")

// ErrTransitionRefused is returned when an actor may not make a transition.
var ErrTransitionRefused = errors.New("lifecycle: transition refused")

// ErrInvalidDefinition is returned when the contract cannot be read.
var ErrInvalidDefinition = errors.New("lifecycle: invalid definition")

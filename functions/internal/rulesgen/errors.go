package rulesgen

import "errors"

// ErrContract is returned when the folio contract cannot be read or does
// not describe what the rules need (an actor without transitions).
var ErrContract = errors.New("rulesgen: unusable contract")

package demodata

import "errors"

// ErrInput is returned when the generator's inputs (fixtures, images) are
// not usable.
var ErrInput = errors.New("demodata: unusable input")

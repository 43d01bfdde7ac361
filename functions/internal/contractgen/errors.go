package contractgen

import "errors"

// ErrGenerate is returned when a generated file cannot be produced.
var ErrGenerate = errors.New("contractgen: cannot generate")

package correction

import "errors"

// ErrContract: the embedded contract has no corrections section.
var ErrContract = errors.New("correction: the contract defines no corrections")

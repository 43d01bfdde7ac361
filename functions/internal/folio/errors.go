package folio

import "errors"

// ErrShape is returned when a stored folio has a value of another type than
// the contract's at some path; the rest of the folio is still decoded.
var ErrShape = errors.New("folio: value does not fit the contract")

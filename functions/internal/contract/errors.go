package contract

import "errors"

// ErrInvalid is returned when folio.json contradicts itself or names an
// actor, effect, field kind, flag, status or path the contract does not know.
var ErrInvalid = errors.New("contract: invalid definition")

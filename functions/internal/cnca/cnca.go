// Package cnca runs the internal credit-transfer (CNCA) process of
// docs/requirements.md §4: its codes E0001–E0009 and the moves between them
// are the contract's (folio.json cncaCodes, generated into folio.Cnca*).
package cnca

import (
	"fmt"

	"oppnp/functions/internal/folio"
)

// Code is a CNCA process code.
type Code = folio.CncaCode

// Label is the Spanish label of a code.
func Label(c Code) (string, error) {
	if !c.Valid() {
		return "", fmt.Errorf("%w: %q", ErrUnknownCode, c)
	}
	return c.Label(), nil
}

// Move checks that the process may go from → to.
func Move(from, to Code) error {
	switch {
	case !from.Valid():
		return fmt.Errorf("%w: %q", ErrUnknownCode, from)
	case !to.Valid():
		return fmt.Errorf("%w: %q", ErrUnknownCode, to)
	case !from.CanMove(to):
		return fmt.Errorf("%w: %s → %s", ErrBadMove, from, to)
	}
	return nil
}

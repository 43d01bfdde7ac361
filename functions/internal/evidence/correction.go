package evidence

import (
	"oppnp/functions/internal/contract"
	"oppnp/functions/internal/folio"
)

// correctionAsks: while a customer correction is open, the customer's
// link files only the annexes it names (docs/contract.md, "Correcting a
// folio after capture"); corrects is then true and the registration marks
// the annex corrected in the same write. Without an open customer
// correction, action 5 re-uploads as before and corrects is false.
func correctionAsks(c Caller, f *folio.Folio, named string) (corrects bool, err error) {
	co := f.Correction
	if c.LinkID == "" || co == nil || !co.Open || co.Writer != string(contract.Customer) {
		return false, nil
	}
	if co.Annexes[named] == "" {
		return false, ErrNotRequested
	}
	return true, nil
}

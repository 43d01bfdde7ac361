package correction

import (
	"fmt"
	"sort"

	"oppnp/functions/internal/contract"
	"oppnp/functions/internal/folio"
)

// Item and annex states, as correction/items/{name} and
// correction/annexes/{kind} hold them.
const (
	Requested = "requested"
	Corrected = "corrected"
)

// Rules is the contract's corrections section.
type Rules struct{ c *contract.Corrections }

// Load reads the corrections of the embedded contract.
func Load() (*Rules, error) {
	d, err := contract.Load()
	if err != nil {
		return nil, fmt.Errorf("correction: %w", err)
	}
	if d.Corrections.Field == "" {
		return nil, ErrContract
	}
	return &Rules{c: &d.Corrections}, nil
}

// Outcome is what one write under an open correction did.
type Outcome struct {
	// Corrected lists the requested items and annexes whose paths the
	// write changed, as paths under the correction ("items/clabe",
	// "annexes/ineFront"), sorted.
	Corrected []string
	// Void: the write changed a signed term while the folio held a
	// signature or a letter.
	Void bool
}

// Of reads a write: before and after are the folio around it, paths the
// leaf paths it changed (relative to the folio). A folio without an open
// correction before the write gives a zero Outcome: outside a correction
// the rules froze these paths, and the writes that open or close one are
// staff's own.
func (r *Rules) Of(before, after *folio.Folio, paths []string) Outcome {
	var out Outcome
	if before == nil || after == nil || before.Correction == nil || !before.Correction.Open {
		return out
	}
	c := before.Correction
	seen := map[string]bool{}
	signed := false
	for _, p := range paths {
		if it := r.c.ItemOf(p); it != nil {
			signed = signed || it.SignedTerms
			if c.Items[it.Name] == Requested {
				seen["items/"+it.Name] = true
			}
			continue
		}
		if kind := r.c.AnnexOf(p); kind != "" && c.Annexes[kind] == Requested {
			seen["annexes/"+kind] = true
		}
	}
	for k := range seen {
		out.Corrected = append(out.Corrected, k)
	}
	sort.Strings(out.Corrected)
	out.Void = signed && Signed(before)
	return out
}

// Signed reports whether the folio holds something the customer signed on
// its terms: the signature step or a generated carta libranza.
func Signed(f *folio.Folio) bool {
	if f == nil {
		return false
	}
	if f.CustomerSteps != nil && f.CustomerSteps.Signature != nil {
		return true
	}
	if f.Documents != nil && f.Documents.CartaLibranza != nil {
		return true
	}
	return f.LetterLibranza != nil && f.LetterLibranza.Status != "" && f.LetterLibranza.Status != LetterVoided
}

// LetterVoided is letterLibranza/status once a correction voided the letter.
const LetterVoided = "ANULADA"

// VoidedPaths are the folio paths a void clears (their last values go to
// the trail); letterLibranza/status is set to LetterVoided instead.
var VoidedPaths = []string{"customerSteps/signature", "documents/carta-libranza"}

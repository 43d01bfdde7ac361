package contract

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Corrections is how a folio is corrected after capture (docs/contract.md,
// "Correcting a folio after capture"): staff write the Field object naming
// items and annexes and ONE of Writers; the rules open exactly those
// items' paths to exactly that writer while the object's open flag is true
// and the folio is in the writer's statuses. The folio may not enter a
// ClosedFor status while a correction is open.
type Corrections struct {
	Note      string                      `json:"note,omitempty"`
	Field     string                      `json:"field"`
	ClosedFor []string                    `json:"closedFor"`
	Writers   []Writer                    `json:"writers"`
	Items     map[string]*CorrectionItem  `json:"items"`
	Annexes   map[string]*CorrectionAnnex `json:"annexes"`
}

// CorrectionItem is one thing staff may ask to correct: a set of folio
// paths. SignedTerms items change what the customer signed (amount, term,
// rate, CLABE, identity): a change voids the signature and the letter.
type CorrectionItem struct {
	Name        string   `json:"-"`
	Label       string   `json:"label"`
	Paths       []string `json:"paths"`
	SignedTerms bool     `json:"signedTerms,omitempty"`
	// Writers are the actors who may correct the item; none listed means
	// every writer of the section. checkCorrections fills it in.
	Writers []Actor `json:"writers,omitempty"`
}

// WrittenBy reports whether the item may be corrected by actor.
func (it *CorrectionItem) WrittenBy(a Actor) bool { return slices.Contains(it.Writers, a) }

// ItemsFor lists, sorted, the items the actor may be asked to correct.
func (c *Corrections) ItemsFor(a Actor) []string {
	var out []string
	for _, name := range c.ItemNames() {
		if c.Items[name].WrittenBy(a) {
			out = append(out, name)
		}
	}
	return out
}

// CorrectionAnnex is one document kind staff may ask the writer to file
// again (under documents/{kind}, registered by the functions).
type CorrectionAnnex struct {
	Label string `json:"label"`
	// Path is the folio object the annex's registration writes; none
	// given means documents/{name}.
	Path string `json:"path,omitempty"`
}

// AnnexOf returns the annex whose path holds path (equal or an ancestor), or "".
func (c *Corrections) AnnexOf(path string) string {
	for _, name := range c.AnnexNames() {
		p := c.Annexes[name].Path
		if path == p || strings.HasPrefix(path, p+"/") {
			return name
		}
	}
	return ""
}

// ItemNames lists the correction items, sorted.
func (c *Corrections) ItemNames() []string { return sortedKeys(c.Items) }

// AnnexNames lists the correction annexes, sorted.
func (c *Corrections) AnnexNames() []string { return sortedKeys(c.Annexes) }

// ItemOf returns the item whose paths hold path (equal or an ancestor), or nil.
func (c *Corrections) ItemOf(path string) *CorrectionItem {
	for _, name := range c.ItemNames() {
		it := c.Items[name]
		for _, p := range it.Paths {
			if path == p || strings.HasPrefix(path, p+"/") {
				return it
			}
		}
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// checkCorrections: the correction field exists with open, writer, items
// and annexes; its writer enum and key patterns name exactly the
// contract's writers, items and annexes (so the stored object cannot name
// what the rules do not open); items' paths exist, are no functions' and do
// not overlap; each writer is a client writer in its link stage.
func (d *Definition) checkCorrections() error {
	c := &d.Corrections
	if c.Field == "" {
		return nil
	}
	where := "corrections"
	f := d.Fields.At(c.Field)
	if f == nil || f.Type != KindObject {
		return fmt.Errorf("%w: %s: %q is not an object field", ErrInvalid, where, c.Field)
	}
	var err error
	if c.ClosedFor, err = d.expand(c.ClosedFor, where); err != nil {
		return err
	}
	var actors []any
	for i := range c.Writers {
		w := &c.Writers[i]
		if w.Actor == Functions {
			return fmt.Errorf("%w: %s: writer %q: the functions correct nothing", ErrInvalid, where, w.Actor)
		}
		if err := d.checkWriter(where, w); err != nil {
			return err
		}
		actors = append(actors, string(w.Actor))
	}
	if e := f.At("writer"); e == nil || e.Type != KindEnum || !sameValues(e.Values, actors) {
		return fmt.Errorf("%w: %s: %s/writer must be the enum of the writers' actors %v", ErrInvalid, where, c.Field, actors)
	}
	for _, m := range []struct {
		child string
		names []string
	}{{"items", c.ItemNames()}, {"annexes", c.AnnexNames()}} {
		want := "/^(" + strings.Join(m.names, "|") + ")$/"
		if k := f.At(m.child); k == nil || k.Type != KindMap || k.Key != want {
			return fmt.Errorf("%w: %s: %s/%s must be a map keyed %s", ErrInvalid, where, c.Field, m.child, want)
		}
	}
	for _, a := range c.AnnexNames() {
		an := c.Annexes[a]
		if an.Path == "" {
			an.Path = "documents/" + a
		}
		if !strings.HasPrefix(an.Path, "documents/") || d.Fields.At(an.Path) == nil {
			return fmt.Errorf("%w: %s: annex %q is no documents/ field", ErrInvalid, where, a)
		}
	}
	owner := map[string]string{}
	for _, name := range c.ItemNames() {
		it := c.Items[name]
		it.Name = name
		if len(it.Paths) == 0 {
			return fmt.Errorf("%w: %s: item %s has no path", ErrInvalid, where, name)
		}
		if len(it.Writers) == 0 {
			for _, w := range c.Writers {
				it.Writers = append(it.Writers, w.Actor)
			}
		}
		for _, a := range it.Writers {
			if !slices.ContainsFunc(c.Writers, func(w Writer) bool { return w.Actor == a }) {
				return fmt.Errorf("%w: %s: item %s: %q is no writer of the section", ErrInvalid, where, name, a)
			}
		}
		for _, p := range it.Paths {
			pf := d.Fields.At(p)
			switch {
			case pf == nil:
				return fmt.Errorf("%w: %s: item %s: unknown path %q", ErrInvalid, where, name, p)
			case pf.FunctionsOnly || pf.Type == KindStatus:
				return fmt.Errorf("%w: %s: item %s: %q is not a client's", ErrInvalid, where, name, p)
			case p == c.Field || strings.HasPrefix(p, c.Field+"/"):
				return fmt.Errorf("%w: %s: item %s: a correction does not correct itself", ErrInvalid, where, name)
			}
			for q, other := range owner {
				if q == p || strings.HasPrefix(q, p+"/") || strings.HasPrefix(p, q+"/") {
					return fmt.Errorf("%w: %s: path %q of item %s overlaps %q of item %s", ErrInvalid, where, p, name, q, other)
				}
			}
			owner[p] = name
		}
	}
	return nil
}

func sameValues(a, b []any) bool {
	if len(a) != len(b) {
		return false
	}
	for _, v := range b {
		if !slices.Contains(a, v) {
			return false
		}
	}
	return true
}

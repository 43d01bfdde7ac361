package contract

import (
	"fmt"
	"slices"
	"sort"
)

// checkCreation: the creation table names initial statuses and field groups
// that a creator writes at all (a group only customers or review staff write
// never travels in a new folio).
func (d *Definition) checkCreation() error {
	for status, groups := range d.Creation.Groups {
		if !slices.Contains(d.Initial, status) {
			return fmt.Errorf("%w: creation: %q is not an initial status", ErrInvalid, status)
		}
		for _, name := range groups {
			g := d.FieldGroups[name]
			if g == nil {
				return fmt.Errorf("%w: creation: unknown field group %q", ErrInvalid, name)
			}
			if !slices.ContainsFunc(g.Writers, func(w Writer) bool { return slices.Contains(d.Creators, w.Actor) }) {
				return fmt.Errorf("%w: creation: field group %s has no creator among its writers", ErrInvalid, name)
			}
		}
	}
	return nil
}

// CreationStatuses lists the initial statuses in which writer w of group g
// may put g in a new folio it creates: those w writes g in, and those the
// creation table grants g, sorted.
func (d *Definition) CreationStatuses(g *FieldGroup, w Writer) []string {
	var out []string
	for _, s := range d.Initial {
		if slices.Contains(w.Statuses, s) || slices.Contains(d.Creation.Groups[s], g.Name) {
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

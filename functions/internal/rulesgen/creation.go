package rulesgen

import (
	"slices"

	"oppnp/functions/internal/contract"
)

// creationRule (on the folio): a new folio carries a field group only when
// its creator could write that group in the folio's first status, or the
// contract's creation table grants it there (docs/contract.md, field
// ownership). The folio's own .write lets its creator set the whole folio,
// so without this a creator could pre-fill what it could never write
// afterwards: the customer's steps, staff review results, flagged values.
// Functions-only fields are refused at creation by their own .validate.
func (f *flow) creationRule() string {
	var groups []string
	for _, name := range f.def.GroupNames() {
		g := f.def.FieldGroups[name]
		var absent []string
		for _, p := range g.Paths {
			absent = append(absent, "!newData.child('"+p+"').exists()")
		}
		groups = append(groups, or(and(absent...), f.createsGroup(g)))
	}
	// Every creator is live staff; the writers below differ by role and flag.
	return or("data.exists()", and(append([]string{staffLive}, groups...)...))
}

// createsGroup: the caller, creating the folio in newData, is one of g's
// writers that may create it in the new status, with that writer's flag.
// Liveness is creationRule's, branches the folio .write's (createWrite).
func (f *flow) createsGroup(g *contract.FieldGroup) string {
	var who []string
	for _, w := range g.Writers {
		if !slices.Contains(f.def.Creators, w.Actor) {
			continue
		}
		statuses := f.def.CreationStatuses(g, w)
		if len(statuses) == 0 {
			continue
		}
		var id string
		switch w.Actor {
		case contract.Promoter:
			id = "newData.child('currentPromoterBpId').val() == auth.token.bpId"
		case contract.Staff:
			id = roleRef + ".child('admin').val() == true"
		}
		if w.Flag != "" {
			id = and(id, roleRef+".child('"+w.Flag+"').val() == true")
		}
		if len(statuses) < len(f.def.Initial) {
			id = and(id, in("newData.child('status')", statuses))
		}
		who = append(who, id)
	}
	return or(who...)
}

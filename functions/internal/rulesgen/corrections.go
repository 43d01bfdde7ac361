package rulesgen

import (
	"slices"

	"oppnp/functions/internal/contract"
)

// Corrections after capture (docs/contract.md): staff name items and ONE
// writer in the folio's correction object; each item's paths get a .write
// of their own, besides the field group's, that only that writer passes,
// only in its statuses and only while the correction is open and names the
// item. A .write below a group's path adds to the group's (the rules
// cascade), so the frozen groups stay frozen for everything else.

// correctionRef is the folio's correction object before the write.
func (f *flow) correctionRef() string {
	return folio + ".child('" + f.def.Corrections.Field + "')"
}

// correctionWrite is the extra .write of an item's path, or "" when path is
// no item's.
func (f *flow) correctionWrite(path string) string {
	c := &f.def.Corrections
	if c.Field == "" {
		return ""
	}
	var item *contract.CorrectionItem
	for _, name := range c.ItemNames() {
		if slices.Contains(c.Items[name].Paths, path) {
			item = c.Items[name]
		}
	}
	if item == nil {
		return ""
	}
	ref := f.correctionRef()
	var who []string
	for _, w := range c.Writers {
		if !item.WrittenBy(w.Actor) {
			continue
		}
		e := and(f.writerExpr(w), ref+".child('writer').val() == '"+string(w.Actor)+"'")
		if w.Actor == contract.Staff {
			// The admin who asked edits; approvedBy != requestedBy keeps
			// the approval another admin's (four-eyes).
			e = and(e, ref+".child('requestedBy').val() == auth.token.bpId")
		}
		who = append(who, e)
	}
	return and("newData.exists()",
		ref+".child('open').val() == true",
		ref+".child('items/"+item.Name+"').exists()",
		or(who...))
}

// correctionMoves are the status conditions of corrections, on the status
// node: no ClosedFor status while a correction is open; a writer's
// statuses only for a correction of that writer, when one is open; and the
// statuses that exist only for corrections (in no link's stage, such as
// captureCorrection) only with an open correction.
func (f *flow) correctionMoves() string {
	c := &f.def.Corrections
	if c.Field == "" {
		return ""
	}
	corr := "newData.parent().child('" + c.Field + "')"
	open := corr + ".child('open').val() == true"
	var out []string
	for _, s := range sorted(c.ClosedFor) {
		out = append(out, "newData.val() != '"+s+"' || !("+open+")")
	}
	for _, w := range c.Writers {
		if w.Actor == contract.Staff {
			continue // staff correct in place: no status of theirs is a correction's
		}
		for _, s := range w.Statuses {
			out = append(out, "newData.val() != '"+s+"' || !("+open+") || "+corr+".child('writer').val() == '"+string(w.Actor)+"'")
			if !f.inLinkStage(s) {
				out = append(out, "newData.val() != '"+s+"' || "+open)
			}
		}
	}
	return and(out...)
}

func (f *flow) inLinkStage(s string) bool {
	for _, a := range f.def.LinkActions() {
		if slices.Contains(f.def.Links[a].Stage, s) {
			return true
		}
	}
	return false
}

// correctionValidate is the .validate the correction object adds to its
// contract's: an item names only a writer that may correct it, and
// annexes only a customer writer (annexes are filed on its link).
func (f *flow) correctionValidate() string {
	c := &f.def.Corrections
	writer := "newData.child('writer')"
	var out []string
	for _, name := range c.ItemNames() {
		it := c.Items[name]
		if len(it.Writers) == len(c.Writers) {
			continue
		}
		var ws []string
		for _, a := range it.Writers {
			ws = append(ws, string(a))
		}
		out = append(out, "!newData.child('items/"+name+"').exists() || "+in(writer, ws))
	}
	out = append(out, "!newData.child('annexes').exists() || "+writer+".val() == '"+string(contract.Customer)+"'")
	return and(out...)
}

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
		who = append(who, and(f.writerExpr(w), ref+".child('writer').val() == '"+string(w.Actor)+"'"))
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

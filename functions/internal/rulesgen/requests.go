package rulesgen

import (
	"oppnp/functions/internal/contract"
)

// requestsNode is requests/: the folios.
func (f *flow) requestsNode() (*Node, error) {
	n := &Node{
		// Nobody reads (or queries) the folios whole: live admin staff page
		// one status of one of their branches (lists/branch), a live
		// promoter its own list keys, any live staff member its own folios
		// of one client (lists.go). A customer reads its folio only.
		Read: or(f.adminListRead(), f.promoterListRead(), clientListRead()),
		// lists/*: the paged lists (docs/adr/0035-paged-lists-on-composite-keys.md).
		IndexOn: append([]string{"status", "uuid", "currentPromoterBpId", "taskIdCnca"}, listIndexes...),
	}
	req, err := f.fieldNode(f.def.Fields, "")
	if err != nil {
		return nil, err
	}
	req.Validate = and(req.Validate, cncaFolioRule(), f.creationRule())
	// By id: live admin staff a folio of one of their branches, a live
	// staff member a folio it promotes, its customer.
	req.Read = or(adminOf("data"),
		and(staffLive, "data.child('currentPromoterBpId').val() == auth.token.bpId"),
		customerLive)
	req.Write = f.createWrite()
	n.child("$requestId", req)
	return n, nil
}

// createWrite: a folio is created whole by its creators and then changed
// only through the field groups' own .write rules (docs/contract.md).
func (f *flow) createWrite() string {
	newBranch := "newData." + branchOf
	inNewBranch := or("!"+newBranch+".exists()", roleRef+".child('branches/' + "+newBranch+".val()).val() == true")
	var who []string
	for _, a := range f.def.Creators {
		switch a {
		case contract.Promoter:
			who = append(who, and(staffLive, "newData.child('currentPromoterBpId').val() == auth.token.bpId", inNewBranch))
		case contract.Staff:
			// An admin creating its own draft is its promoter (above).
			who = append(who, adminOf("newData"))
		}
	}
	return and("!data.exists()", "newData.exists()", or(who...))
}

// cncaFolioRule (on the folio, so it holds for a write anywhere under it):
// a CNCA folio is created, changed or entered only by a live holder of the
// CNCA flag.
func cncaFolioRule() string {
	return or(and("data.child('status').val() != 'internalCNCAProcess'", "newData.child('status').val() != 'internalCNCAProcess'"),
		flagLive("cnca"))
}

// statusNode checks every status change: a known status, the actor's
// transitions, lastUpdateAt = now and lastUpdateBy = auth.uid, and the
// extra conditions of some target statuses.
func (f *flow) statusNode() *Node {
	parent := "newData.parent()"
	all := func(contract.Transition) bool { return true }
	changed := and("auth != null",
		parent+".child('lastUpdateAt').val() == now",
		parent+".child('lastUpdateBy').val() == auth.uid",
		// Entering a flow behind an access flag needs the flag.
		"newData.val() != 'letterLibranza' || "+paren(flagLive("libranza")),
		"newData.val() != 'internalCNCAProcess' || "+paren(flagLive("cnca")),
		// The customer moves to bioprocess once consent and OTP are done, and
		// to signature once signed.
		"newData.val() != 'bioprocess' || ("+parent+".child('customerSteps/consent/done').val() == true && "+
			parent+".child('customerSteps/otp/done').val() == true)",
		"newData.val() != 'signature' || "+parent+".child('customerSteps/signature/done').val() == true",
		f.stamps(),
		f.correctionMoves(),
		or(
			and("!data.exists()", "newData.val().matches("+oneOf(sorted(f.def.Initial))+")"),
			and(promoterOf(folio), f.transitions(contract.Promoter, all)),
			and(adminOf(folio), f.transitions(contract.Staff, all)),
			and(customerLive, f.transitions(contract.Customer, all))))
	return &Node{
		Write: and("newData.exists()", or(promoterOf(folio), adminOf(folio), customerLive)),
		Validate: and("newData.isString()", "newData.val().matches("+oneOf(f.statuses)+")",
			or("newData.val() == data.val()", changed)),
	}
}

// stamps: the transitions' stamp and fourEyes conditions (docs/contract.md):
// a stamped transition writes the taker's bpId into the field in the same
// write; a four-eyes transition is refused to the staff member the field
// records. The contract keeps every guarded from → to pair to one
// transition, so the condition is attached to the pair.
func (f *flow) stamps() string {
	var out []string
	for _, t := range f.def.Transitions {
		pair := and(in("data", t.From), in("newData", t.To))
		if t.Stamp != "" {
			out = append(out, "!("+pair+") || newData.parent().child('"+t.Stamp+"').val() == auth.token.bpId")
		}
		if t.FourEyes != "" {
			out = append(out, "!("+pair+") || "+folio+".child('"+t.FourEyes+"').val() != auth.token.bpId")
		}
		if t.Requires != "" {
			out = append(out, "!("+pair+") || "+folio+".child('"+t.Requires+"').val() == true")
		}
		if c := t.Current; c != nil {
			out = append(out, "!("+pair+") || !"+folio+".child('"+c.Field+"').exists() || "+folio+".child('"+c.Field+"').val() == root.child('"+c.Root+"').val()")
		}
	}
	return and(out...)
}

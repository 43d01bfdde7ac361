package rulesgen

import (
	"oppnp/functions/internal/lifecycle"
)

// The folio's own location, seen from a child rule (before the write).
const folio = "root.child('requests/' + $requestId)"

// requestsNode is requests/: the folios (DESIGN §3).
func requestsNode(f *flow) *Node {
	n := &Node{
		// Admin staff read (and query) everything; a promoter only through the
		// query on its own bpId; a customer only through the query on its uuid.
		Read: or(isAdmin,
			and(hasBpID, "query.orderByChild == 'currentPromoterBpId'", "query.equalTo == auth.token.bpId"),
			and(hasUUID, "query.orderByChild == 'uuid'", "query.equalTo == auth.token.uuid")),
		// curp: admin staff look up a client's open folios (búsqueda de cliente).
		IndexOn: []string{"status", "uuid", "currentPromoterBpId", "taskIdCnca", "curp"},
	}
	n.child("$requestId", requestNode(f))
	return n
}

func requestNode(f *flow) *Node {
	promoterBranch := "newData.child('offer/quoter/agreement/branch/branchID')"
	n := closed(
		and("newData.hasChildren(['id', 'status', 'currentPromoterBpId'])", cncaFolioRule()),
		map[string]*Node{
			"id":                  leaf("newData.val() == $requestId"),
			"uuid":                leaf(and("newData.isString()", or(unchanged(), "!data.exists() && newData.val() == ''"))),
			"status":              statusNode(f),
			"lastUpdateAt":        {Write: customerWrite(f, folio), Validate: stampNow()},
			"lastUpdateBy":        {Write: customerWrite(f, folio), Validate: stampUID()},
			"createdAt":           leaf(stampNow()),
			"createdBy":           leaf(stampUID()),
			"currentPromoterBpId": leaf(and(nonEmptyString(20), "root.child('roles/' + newData.val()).exists()")),
			"taskIdCnca":          leaf(isString(64)),
			"taskId":              leaf(isString(64)),
			"folioIt":             leaf(isString(64)),
			"bioprocess":          leaf(isBool()),
			"rfc":                 leaf(rfcRule),
			"curp":                leaf(curpRule),
			"typeSaleAndOrigin":   leaf(isString(60)),
			"client":              clientNode(),
			"capacitySimulator":   capacityNode(),
			"offer":               offerNode(),
			"employmentData":      employmentNode(),
			"contact":             contactNode(),
			"settleCredits":       open(isObject, nil),
			"lcom":                lcomNode(),
			"deposit":             depositNode(),
			"references":          referencesNode(),
			"documents":           documentsNode(f),
			"questionnaires":      open(isObject, nil),
			"customerSteps":       customerStepsNode(f),
			"link":                linkNode(),
			"cnca":                cncaNode(),
			"letterLibranza":      letterLibranzaNode(),
			"discarded":           discardedNode(),
			// Written with a staff transition: the link kind for validation →
			// sentForSignature (actions 2–4) and the reason kept in history.
			"requestedAction": leaf(and(isAdmin, "newData.val() == 2 || newData.val() == 3 || newData.val() == 4")),
			"statusReason":    leaf(isString(500)),
			// The COX receipt: written by the functions only.
			"probankNumber": leaf(unchanged()),
			"coxId":         leaf(unchanged()),
		})
	n.Read = or(isAdmin,
		and(hasBpID, "data.child('currentPromoterBpId').val() == auth.token.bpId"),
		and(hasUUID, "data.child('uuid').val() == auth.token.uuid"))
	// Staff write folios: admin staff any folio; a promoter only its own, never
	// reassigned, while it holds it, in one of its branches. Nobody deletes.
	n.Write = or(
		and(isAdmin, staffActive, "newData.exists()"),
		and(staffActive, "newData.exists()",
			"newData.child('currentPromoterBpId').val() == auth.token.bpId",
			or("!data.exists()", and(
				"data.child('currentPromoterBpId').val() == auth.token.bpId",
				"data.child('status').isString()",
				"data.child('status').val().matches("+oneOf(f.held[lifecycle.Promoter])+")")),
			or("!"+promoterBranch+".exists()",
				roleRef+".child('branches/' + "+promoterBranch+".val()).val() == true")))
	return n
}

// customerWrite: the customer link of the folio at loc, while the link is
// valid and the folio is in a status the customer holds.
func customerWrite(f *flow, loc string) string {
	return and(hasUUID, "newData.exists()",
		loc+".child('uuid').val() == auth.token.uuid",
		loc+".child('link/expiresAt').isNumber()",
		loc+".child('link/expiresAt').val() > now",
		loc+".child('status').isString()",
		loc+".child('status').val().matches("+oneOf(f.held[lifecycle.Customer])+")")
}

// statusNode checks every status change: known status, the actor's
// lifecycle transitions, lastUpdateAt = now and lastUpdateBy = auth.uid, and
// the extra conditions of some target statuses.
func statusNode(f *flow) *Node {
	parent := "newData.parent()"
	changed := and(signedIn,
		parent+".child('lastUpdateAt').val() == now",
		parent+".child('lastUpdateBy').val() == auth.uid",
		// Entering a flow behind an access flag needs the flag (DESIGN §5).
		"newData.val() != 'letterLibranza' || auth.token.libranza == true",
		"newData.val() != 'internalCNCAProcess' || auth.token.cnca == true",
		// The customer moves to bioprocess once consent and OTP are done, and
		// to signature once signed (DESIGN §4).
		"newData.val() != 'bioprocess' || ("+parent+".child('customerSteps/consent/done').val() == true && "+
			parent+".child('customerSteps/otp/done').val() == true)",
		"newData.val() != 'signature' || "+parent+".child('customerSteps/signature/done').val() == true",
		or(
			and("!data.exists()", "newData.val().matches("+oneOf(f.initial)+")"),
			and("auth.token.bpId != null", "data.parent().child('currentPromoterBpId').val() == auth.token.bpId",
				f.transitions[lifecycle.Promoter]),
			and("auth.token.admin == true", f.transitions[lifecycle.Staff]),
			and("auth.token.uuid != null", "data.parent().child('uuid').val() == auth.token.uuid",
				f.transitions[lifecycle.Customer])))
	return &Node{
		Write: and(customerWrite(f, folio)),
		Validate: and("newData.isString()", "newData.val().matches("+oneOf(f.statuses)+")",
			or("newData.val() == data.val()", changed)),
	}
}

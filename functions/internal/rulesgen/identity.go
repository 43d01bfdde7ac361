package rulesgen

import (
	"strconv"
	"strings"

	"oppnp/functions/internal/contract"
)

// Identities (docs/contract.md): the rules take who a staff member is from
// roles/{bpId}, which only the functions write, not from the token's claims
// (kept for the SPA); a customer link is live while links/{linkId} is open.
// Every member access on auth is guarded by auth != null so that a
// signed-out caller is refused rather than erroring.
const (
	hasBpID = "auth != null && auth.token.bpId != null"
	roleRef = "root.child('roles/' + auth.token.bpId)"
	linkRef = "root.child('links/' + auth.token.linkId)"
	// folio is the folio before the write, seen from any rule under it.
	folio = "root.child('requests/' + $requestId)"
	// branchOf is the folio's agreement branch, the one its promoter sells in.
	branchOf = "child('offer/quoter/agreement/branch/branchID')"
)

// staffLive: roles/{bpId} exists, is not blocked (true or 'true') and has
// not lapsed (validUntil, renewed by login and session refresh).
var staffLive = and(hasBpID,
	roleRef+".exists()",
	roleRef+".child('blocked').val() != true",
	roleRef+".child('blocked').val() != 'true'",
	roleRef+".child('validUntil').isNumber()",
	roleRef+".child('validUntil').val() > now")

// adminLive: a live staff member whose role record says admin.
var adminLive = flagLive("admin")

// flagLive: a live staff member whose role record holds the flag.
func flagLive(flag string) string {
	return and(staffLive, roleRef+".child('"+flag+"').val() == true")
}

// inBranch: the folio at loc has no agreement branch yet, or its branch is
// one of the caller's roles/{bpId}/branches.
func inBranch(loc string) string {
	b := loc + "." + branchOf
	return or("!"+b+".exists()", roleRef+".child('branches/' + "+b+".val()).val() == true")
}

// holdsBranch: the caller's roles/{bpId}/branches holds branch b (an
// expression). An empty b names the branches node itself, whose value is
// never true.
func holdsBranch(b string) string {
	return roleRef + ".child('branches/' + " + b + ").val() == true"
}

// adminOf: a live admin holding the folio at loc's agreement branch
// (docs/contract.md, "Identities"), for what admin staff read and write
// alike. A folio with no branch yet is its promoter's draft and no admin's;
// there is no national role.
func adminOf(loc string) string {
	b := loc + "." + branchOf
	return and(adminLive, b+".exists()", b+".val() != ''", holdsBranch(b+".val()"))
}

// promoterOf: the folio's own live promoter, in one of its branches.
func promoterOf(loc string) string {
	return and(staffLive, loc+".child('currentPromoterBpId').val() == auth.token.bpId", inBranch(loc))
}

// customerLive: the token's link is the folio's current link, names this
// folio, is unexpired and not closed.
var customerLive = and("auth != null",
	"auth.token.linkId != null",
	"auth.token.linkId.matches(/^[0-9a-f]{32}$/)",
	"auth.token.requestId == $requestId",
	linkRef+".child('requestId').val() == $requestId",
	linkRef+".child('expiresAt').isNumber()",
	linkRef+".child('expiresAt').val() > now",
	"!"+linkRef+".child('closedAt').exists()",
	folio+".child('link/id').val() == auth.token.linkId")

// linkActionIn: the customer's link is one of these actions.
func linkActionIn(actions []int) string {
	var parts []string
	for _, a := range actions {
		parts = append(parts, linkRef+".child('action').val() == "+strconv.Itoa(a))
	}
	return or(parts...)
}

// statusIn: the folio at loc is in one of the statuses.
func statusIn(loc string, statuses []string, all int) string {
	if len(statuses) == all {
		return ""
	}
	return in(loc+".child('status')", statuses)
}

// writerExpr is one writer of a field group, against the folio before the write.
func (f *flow) writerExpr(w contract.Writer) string {
	var who string
	switch w.Actor {
	case contract.Promoter:
		who = promoterOf(folio)
	case contract.Staff:
		// Every staff write, capture or staff stage, is held to the folio's
		// branch, as staff reads are: the one place that says so.
		who = adminOf(folio)
	case contract.Customer:
		who = and(customerLive, linkActionIn(w.LinkActions))
	}
	if w.Flag != "" {
		who = and(who, roleRef+".child('"+w.Flag+"').val() == true")
	}
	return and(who, statusIn(folio, w.Statuses, len(f.statuses)))
}

// groupWrite is the .write of every path of a field group: one of its
// writers, never a delete (nobody removes folio data from a client).
func (f *flow) groupWrite(g *contract.FieldGroup) string {
	var parts []string
	for _, w := range g.Writers {
		parts = append(parts, f.writerExpr(w))
	}
	return and("newData.exists()", or(parts...))
}

// in is "snapshot's value is one of values": an equality for one value, an
// anchored alternation otherwise (guarded, since matches needs a string).
func in(snapshot string, values []string) string {
	values = sorted(values)
	if len(values) == 1 {
		return snapshot + ".val() == '" + values[0] + "'"
	}
	return snapshot + ".isString() && " + snapshot + ".val().matches(" + oneOf(values) + ")"
}

func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", "\\'") + "'" }

package rulesgen

import (
	"sort"
	"strconv"
)

// The list keys (docs/adr/0035-paged-lists-on-composite-keys.md): the
// functions write requests/{id}/lists/{status,branch,promoter,client} on
// every change; lists read a page of one key range at a time.
const (
	// ListPageMax bounds limitToLast on a list query (promoter or admin). The SPA's
	// page size (Remote Config listPageSize) is clamped to it.
	ListPageMax = 200
	// Discarded is the list segment of a discarded folio, in place of its
	// status group (promoter key) or status (status and branch keys).
	Discarded = "discarded"
)

// listIndexes are the .indexOn entries of the list keys.
var listIndexes = []string{"lists/status", "lists/branch", "lists/promoter", "lists/client"}

// promoterListRead: a live staff member's page of its own folios in one of
// its branches (or with no branch yet) and one list group. The key is
// "<bpId>|<branch>|<group>|<ms>"; the query must start exactly at the prefix
// "<bpId>|<branch>|<group>|" (so the rule can take the branch out of it),
// end inside it, and ask for at most ListPageMax of the newest. Rules
// cannot split a string, so the branch is what is left of startAt once
// the bpId and one of the known groups are replaced out; the equality
// below proves startAt had exactly that shape.
func (f *flow) promoterListRead() string {
	groups := make([]string, 0, len(f.def.Groups)+1)
	for g := range f.def.Groups {
		groups = append(groups, g)
	}
	sort.Strings(groups)
	groups = append(groups, Discarded)
	bp := "auth.token.bpId + '|'"
	var perGroup []string
	for _, g := range groups {
		branch := "query.startAt.replace(" + bp + ", '').replace('|" + g + "|', '')"
		perGroup = append(perGroup, and(
			"query.startAt == "+bp+" + "+branch+" + '|"+g+"|'",
			or(branch+" == ''", roleRef+".child('branches/' + "+branch+").val() == true")))
	}
	return and(staffLive,
		"query.orderByChild == 'lists/promoter'",
		"query.limitToLast <= "+strconv.Itoa(ListPageMax),
		"query.endAt >= query.startAt",
		"query.endAt <= query.startAt + '\uf8ff'",
		or(perGroup...))
}

// adminListRead: a live admin's page of one status (or discarded) of one of
// its branches. The key is "<branch>|<status>|<ms>"; as for a promoter, the
// query must start exactly at "<branch>|<status>|", end inside it and ask
// for at most ListPageMax of the newest. The branch is what is left of
// startAt once "|<status>|" is replaced out, for each known status; the
// equality proves startAt had exactly that shape, and a list key's branch
// holds no '|' (the contract's branchID pattern). A folio with no branch
// has no branch key and is in no admin's list.
func (f *flow) adminListRead() string {
	segments := append(append([]string(nil), f.statuses...), Discarded)
	var perStatus []string
	for _, s := range segments {
		branch := "query.startAt.replace('|" + s + "|', '')"
		perStatus = append(perStatus, and(
			"query.startAt == "+branch+" + '|"+s+"|'",
			branch+" != ''",
			holdsBranch(branch)))
	}
	return and(adminLive,
		"query.orderByChild == 'lists/branch'",
		"query.limitToLast <= "+strconv.Itoa(ListPageMax),
		"query.endAt >= query.startAt",
		"query.endAt <= query.startAt + '\uf8ff'",
		or(perStatus...))
}

// clientListRead: a live staff member's own open folios of one client
// (búsqueda de cliente), key "<bpId>|<curp>", read with equalTo.
func clientListRead() string {
	return and(staffLive,
		"query.orderByChild == 'lists/client'",
		"query.equalTo.beginsWith(auth.token.bpId + '|')")
}

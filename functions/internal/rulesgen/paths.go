package rulesgen

// rolesNode is roles/{bpId}, written by the functions at login and session
// refresh; read only by that staff member while live (no screen shows
// another's standing, so admin staff do not read it either).
func rolesNode() *Node {
	n := &Node{}
	flag := leaf("newData.isBoolean()")
	n.child("$bpId", closed(isObject, map[string]*Node{
		"name":       leaf("newData.isString() && newData.val().length <= 60"),
		"branches":   {Validate: isObject, Children: map[string]*Node{"$branchID": leaf("newData.val() == true")}},
		"blocked":    leaf("newData.isBoolean() || newData.val() == 'true' || newData.val() == 'false'"),
		"admin":      flag,
		"cnca":       flag,
		"libranza":   flag,
		"checkedAt":  leaf("newData.isNumber()"),
		"validUntil": leaf("newData.isNumber()"),
	})).Read = and(staffLive, "auth.token.bpId == $bpId")
	return n
}

// historyNode is requestHistory/{id}/{k}, the functions' audit trail of
// every committed change; one folio's trail at a time, read by live admin
// staff holding the folio's branch and by the folio's own live promoter
// (values in it are masked; both already read the folio itself). It is
// indexed on `at`, so the desk reads it a page at a time, newest first
// (orderByChild('at').limitToLast): every read of the desk adds entries.
func historyNode() *Node {
	n := &Node{}
	n.child("$requestId", &Node{Read: or(adminOf(folio), promoterOf(folio)), IndexOn: []string{"at"}})
	return n
}

// linksNode is links/{linkId}, the customer links' hashes: no client reads
// or writes them (the functions check a credential against them).
func linksNode() *Node {
	return &Node{Read: "false", Write: "false"}
}

// errorsNode is errors/{type}/{probankNumber}, written by the functions with
// the folio's agreement branch (`branch`); live admin staff holding that
// branch read a record, page one branch's records (orderByChild('branch')
// .equalTo(a branch of theirs)) and mark a record attended, nothing else.
// A record without a branch is no admin's.
func errorsNode() *Node {
	entryBranch := "data.child('branch')"
	attendedBranch := "data.parent().child('branch')"
	record := closed(and(isObject, "newData.hasChildren(['probankNumber'])"), map[string]*Node{
		"probankNumber": leaf("newData.isString() || newData.isNumber()"),
		"attended": {
			Write: and(adminLive, attendedBranch+".exists()", holdsBranch(attendedBranch+".val()"),
				"data.parent().exists()", "newData.exists()"),
			Validate: "newData.isBoolean()",
		},
		"message":   leaf("newData.isString() && newData.val().length <= 2000"),
		"requestId": leaf("newData.isString() && newData.val().length <= 64"),
		"branch":    leaf("newData.isString() && newData.val().matches(/^[A-Za-z0-9_-]{1,20}$/)"),
		"at":        leaf("newData.isNumber()"),
	})
	record.Read = and(adminLive, entryBranch+".exists()", holdsBranch(entryBranch+".val()"))
	n := &Node{}
	n.child("$type", &Node{
		Read:    and(adminLive, "query.orderByChild == 'branch'", "query.equalTo != null", "query.equalTo != ''", holdsBranch("query.equalTo")),
		IndexOn: []string{"branch"},
	}).child("$probankNumber", record)
	return n
}

package rulesgen

// rolesNode is roles/{bpId}, written by the functions at login and session
// refresh; read by that staff member while live, and by live admin staff.
func rolesNode() *Node {
	n := &Node{Read: adminLive}
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
// every committed change; live admin staff read it, and a folio's own live
// promoter reads its folio's trail (values in it are masked; the promoter
// already reads the folio itself).
func historyNode() *Node {
	n := &Node{Read: adminLive}
	n.child("$requestId", &Node{Read: promoterOf(folio)})
	return n
}

// linksNode is links/{linkId}, the customer links' hashes: no client reads
// or writes them (the functions check a credential against them).
func linksNode() *Node {
	return &Node{Read: "false", Write: "false"}
}

// errorsNode is errors/{type}/{probankNumber}, written by the functions;
// live admin staff read them and mark a record attended, nothing else.
func errorsNode() *Node {
	record := closed(and(isObject, "newData.hasChildren(['probankNumber'])"), map[string]*Node{
		"probankNumber": leaf("newData.isString() || newData.isNumber()"),
		"attended": {
			Write:    and(adminLive, "data.parent().exists()", "newData.exists()"),
			Validate: "newData.isBoolean()",
		},
		"message":   leaf("newData.isString() && newData.val().length <= 2000"),
		"requestId": leaf("newData.isString() && newData.val().length <= 64"),
		"at":        leaf("newData.isNumber()"),
	})
	n := &Node{Read: adminLive}
	n.child("$type", &Node{}).child("$probankNumber", record)
	return n
}

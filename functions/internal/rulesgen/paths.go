package rulesgen

// rolesNode is roles/{bpId} {name, branches {branchID: true}, blocked},
// written at login by the functions; read by that staff member and admins.
func rolesNode() *Node {
	n := &Node{Read: isAdmin}
	n.child("$bpId", closed(isObject, map[string]*Node{
		"name":     leaf(isString(60)),
		"branches": {Validate: isObject, Children: map[string]*Node{"$branchID": leaf("newData.val() == true")}},
		"blocked":  leaf("newData.isBoolean() || newData.val() == 'true' || newData.val() == 'false'"),
	})).Read = or(isAdmin, and(hasBpID, "auth.token.bpId == $bpId"))
	return n
}

// historyNode is requestHistory/{id}/{k}, the functions' immutable audit
// trail; admins and the folio's promoter read it.
func historyNode() *Node {
	n := &Node{Read: isAdmin}
	n.child("$historyId", &Node{
		Read: or(isAdmin, and(hasBpID,
			"root.child('requests/' + $historyId + '/currentPromoterBpId').val() == auth.token.bpId")),
	})
	return n
}

// errorsNode is errors/{type}/{probankNumber}, written by the functions;
// admin staff mark a record attended and change nothing else.
func errorsNode() *Node {
	record := closed(and(isObject, "newData.hasChildren(['probankNumber'])"), map[string]*Node{
		"probankNumber": leaf("newData.isString() || newData.isNumber()"),
		"attended": {
			Write:    and(isAdmin, staffActive, "data.parent().exists()", "newData.exists()"),
			Validate: isBool(),
		},
		"message":   leaf(isString(2000)),
		"requestId": leaf(isString(64)),
		"at":        leaf("newData.isNumber()"),
	})
	n := &Node{Read: isAdmin}
	n.child("$type", &Node{}).child("$probankNumber", record)
	return n
}

package rulesgen

import "strconv"

// The request groups of DESIGN §3 beyond SPEC's top-level fields.

func clientNode() *Node {
	return closed(isObject, map[string]*Node{
		"names":             leaf(namesRule),
		"firstLastName":     leaf(namesRule),
		"secondLastName":    leaf(namesRule),
		"fullName":          leaf(fullNameRule),
		"birthDate":         leaf(dateRule),
		"gender":            leaf(genderRule),
		"nss":               leaf(nssRule),
		"email":             leaf(emailRule),
		"phone":             leaf(phoneRule),
		"ocr":               leaf(ocrRule),
		"electorCode":       leaf(electorRule),
		"ineNumber":         leaf(ineNumberRule),
		"ineExpirationYear": leaf(ineYearRule),
		"cic":               leaf(cicRule),
	})
}

func capacityNode() *Node {
	return closed(isObject, map[string]*Node{
		"perceptions":     leaf(moneyRule),
		"deductions":      leaf(moneyRule),
		"paymentCapacity": leaf(capacityRule),
	})
}

func offerNode() *Node {
	branch := open(isObject, map[string]*Node{"branchID": leaf(branchIDRule)})
	agreement := open(isObject, map[string]*Node{
		"branch":         branch,
		"agreementGroup": leaf(choiceRule),
		"agreementItem":  leaf(choiceRule),
	})
	quoter := closed(isObject, map[string]*Node{
		"agreement":      agreement,
		"amount":         leaf(amountRule),
		"term":           leaf(termRule),
		"payment":        leaf(amountRule),
		"tasa":           leaf(tasaRule),
		"cat":            leaf(catRule),
		"product":        leaf(isString(120)),
		"creditType":     leaf(choiceRule),
		"discountAmount": leaf(discountRule),
	})
	return closed(isObject, map[string]*Node{"quoter": quoter})
}

func employmentNode() *Node {
	return closed(isObject, map[string]*Node{
		"cotizaEn":       leaf(isString(60)),
		"employeeNumber": leaf(isString(20)),
		"fechaTrabajo":   leaf(dateRule),
		"numeroEmpleado": leaf(isString(20)),
		"sueldoMensual":  leaf(moneyRule),
		"tipoContrato":   leaf(isString(60)),
		"tipoEmpleado":   leaf(isString(60)),
	})
}

// contact's full shape is not given; its contact points are validated.
func contactNode() *Node {
	return open(isObject, map[string]*Node{
		"email":       leaf(emailRule),
		"phone":       leaf(phoneRule),
		"mobilePhone": leaf(phoneRule),
		"homePhone":   leaf(phoneRule),
	})
}

func depositNode() *Node {
	// Deposit to account (6) needs the account: a CLABE or an account number.
	return closed(and(isObject, "newData.hasChildren(['paymentMethod'])",
		"newData.child('paymentMethod').val() != 6 || newData.hasChild('clabe') || newData.hasChild('accountNumber')"),
		map[string]*Node{
			"paymentMethod":  leaf(paymentMethodRule),
			"bankCode":       leaf(bankCodeRule),
			"clabe":          leaf(clabeRule),
			"accountNumber":  leaf(accountRule),
			"accountType":    leaf("newData.val() == 'ZIFE'"),
			"paymentAccount": leaf(paymentAccountRule),
		})
}

// references: a list of people whose full shape is not given; their names
// and contact points are validated.
func referencesNode() *Node {
	n := open(isObject, nil)
	n.child("$reference", open(isObject, map[string]*Node{
		"names":          leaf(namesRule),
		"firstLastName":  leaf(namesRule),
		"secondLastName": leaf(namesRule),
		"fullName":       leaf(fullNameRule),
		"phone":          leaf(phoneRule),
		"email":          leaf(emailRule),
	}))
	return n
}

// documents: {ineFront, ineBack, …: {status, gatewayId, uploadedAt}}; the
// files live in the gateway. The customer uploads again while reprocessing.
func documentsNode(f *flow) *Node {
	doc := closed(and(isObject, "$document.matches(/^[A-Z0-9_-]{1,40}$/i)"), map[string]*Node{
		"status":     leaf(nonEmptyString(20)),
		"gatewayId":  leaf(isString(120)),
		"uploadedAt": leaf(stampNow()),
		"fileName":   leaf(isString(200)),
		// Official ID documents accept JPG or JPEG only (SPEC §5).
		"fileType": leaf(and("newData.isString()",
			"($document != 'ineFront' && $document != 'ineBack') || newData.val().matches(/^(JPG|JPEG)$/i)",
			"newData.val().length <= 10")),
	})
	reprocessing := []string{"documentsReprocessing", "uploadingDocuments"}
	doc.Write = and(customerWrite(f, "root.child('requests/' + $requestId)"),
		folio+".child('status').val().matches("+oneOf(reprocessing)+")")
	n := open(isObject, nil)
	n.child("$document", doc)
	return n
}

// customerSteps: consent 1013, otp 1014, lifeTest 1016, biometric, signature,
// video. The customer records its own steps; OTP and biometric results come
// from the verifiers through the functions only.
func customerStepsNode(f *flow) *Node {
	step := func(customField int, byCustomer bool) *Node {
		children := map[string]*Node{
			"done":      leaf(isBool()),
			"at":        leaf(stampNow()),
			"gatewayId": leaf(isString(120)),
			"outcome":   leaf(pattern(`/^[A-Z_]{1,40}$/`)),
		}
		if customField != 0 {
			children["customField"] = leaf("newData.val() == " + strconv.Itoa(customField))
		}
		n := closed(isObject, children)
		if byCustomer {
			n.Write = customerWrite(f, folio)
		} else {
			for _, c := range children {
				c.Validate = and(c.Validate, unchanged())
			}
		}
		return n
	}
	biometric := closed(isObject, map[string]*Node{
		"result":    leaf(and(pattern(`/^(ACEPTADO|RECHAZADO|PENDIENTE)$/`), unchanged())),
		"at":        leaf(and("newData.isNumber()", unchanged())),
		"gatewayId": leaf(and(isString(120), unchanged())),
	})
	return closed(isObject, map[string]*Node{
		"consent":   step(1013, true),
		"otp":       step(1014, false),
		"lifeTest":  step(1016, true),
		"biometric": biometric,
		"signature": step(0, true),
		"video":     step(0, true),
	})
}

// link {action 1..5, expiresAt, usedAt}: made by the functions only.
func linkNode() *Node {
	return closed(isObject, map[string]*Node{
		"action":    leaf(and("newData.val() == 1 || newData.val() == 2 || newData.val() == 3 || newData.val() == 4 || newData.val() == 5", unchanged())),
		"expiresAt": leaf(and("newData.isNumber()", unchanged())),
		"usedAt":    leaf(and("newData.isNumber()", unchanged())),
		"sentAt":    leaf(and("newData.isNumber()", unchanged())),
	})
}

// cnca {code E0001..E0009, …}: the process belongs to the functions. A
// client holding the CNCA flag may only start it (code E0001 where there was
// none); every later code and every other cnca field (creditIds, biometric,
// dischargeId, discharged, pending…) is written by the functions alone.
func cncaNode() *Node {
	return closed(isObject, map[string]*Node{
		"code": leaf(and(pattern(`/^E000[1-9]$/`), or(unchanged(),
			and("!data.exists()", "newData.val() == 'E0001'", "auth.token.cnca == true")))),
	})
}

// cncaFolioRule (on the folio, so it holds for a write anywhere under it):
// a CNCA folio is created, read-modified or entered only with the CNCA flag
// (a forged cookie gets nothing), and its code is never removed or changed
// by a client.
func cncaFolioRule() string {
	return and(
		or(and("data.child('status').val() != 'internalCNCAProcess'", "newData.child('status').val() != 'internalCNCAProcess'"),
			"auth.token.cnca == true"),
		or("!data.child('cnca/code').exists()", "newData.child('cnca/code').val() == data.child('cnca/code').val()"))
}

// letterLibranza: changed only by staff holding the letter-libranza flag.
func letterLibranzaNode() *Node {
	flag := func(rule string) *Node { return leaf(and(rule, or(unchanged(), "auth.token.libranza == true"))) }
	return open(isObject, map[string]*Node{
		"letterFolio":    flag(letterFolioRule),
		"libranzaFolio":  flag(libranzaFolioRule),
		"discountAmount": flag(discountRule),
		"totalAmount":    flag(amountRule),
		"term":           flag(termRule),
		"cat":            flag(catRule),
		// The letter is generated by the functions (POST /api/letters/{id}):
		// no client marks a letter as generated.
		"status":      leaf(unchanged()),
		"generatedAt": leaf(unchanged()),
		"generatedBy": leaf(unchanged()),
	})
}

// lcom {letters: {creditId: {lender, letterFolio, amount, validUntil}}}: the
// settlement letters of other lenders' credits (capture step lcom).
func lcomNode() *Node {
	letter := closed(and(isObject, "newData.hasChildren(['letterFolio', 'amount', 'validUntil'])"), map[string]*Node{
		"lender":      leaf(isString(120)),
		"letterFolio": leaf(letterFolioRule),
		"amount":      leaf(amountRule),
		"validUntil":  leaf(dateRule),
	})
	letters := open(isObject, nil)
	letters.child("$creditId", letter)
	return closed(isObject, map[string]*Node{"letters": letters})
}

// discarded {by, reason, at}: who discarded the folio, why, when.
func discardedNode() *Node {
	return closed(and(isObject, "newData.hasChildren(['by', 'reason', 'at'])"), map[string]*Node{
		"by":     leaf(stampUID()),
		"reason": leaf(nonEmptyString(500)),
		"at":     leaf(stampNow()),
	})
}

package session

// customerFields is what the customer's first screens read of the folio
// before the sign-in (web/src/features/customer-link/api/folio.ts
// CustomerFolio, the link shell's first screen): nil keeps a value whole, a
// map keeps only its keys, "*" stands for every key. Nothing else leaves:
// no staff ids (currentPromoterBpId, createdBy, validatedBy, lastUpdateBy)
// and no staff-side fields.
var customerFields = map[string]any{
	"id": nil, "uuid": nil, "status": nil, "statusReason": nil, "folioIt": nil, "curp": nil,
	"customerSteps": nil,
	"link":          map[string]any{"action": nil, "expiresAt": nil},
	"client": map[string]any{"names": nil, "firstLastName": nil, "secondLastName": nil, "fullName": nil,
		"birthDate": nil, "phone": nil},
	"offer": map[string]any{"quoter": map[string]any{"amount": nil, "term": nil, "payment": nil, "tasa": nil,
		"cat": nil, "product": nil, "creditType": nil,
		"agreement": map[string]any{"name": nil, "agreementGroup": nil, "agreementItem": nil}}},
	"deposit": map[string]any{"paymentMethod": nil, "clabe": nil, "accountNumber": nil, "bankCode": nil},
	"documents": map[string]any{
		"annexes": map[string]any{"*": map[string]any{"*": map[string]any{"status": nil, "fileName": nil}}},
		"*":       map[string]any{"status": nil, "fileName": nil},
	},
	// Action 5's first screen: what the customer is asked to correct (no requestedBy, a staff id).
	"correction": map[string]any{"open": nil, "writer": nil, "items": nil, "annexes": nil},
}

// customerView is the folio as the customer session's answer carries it.
func customerView(tree map[string]any) map[string]any { return pick(tree, customerFields) }

func pick(tree map[string]any, spec map[string]any) map[string]any {
	if tree == nil {
		return nil
	}
	out := map[string]any{}
	for k, v := range tree {
		sub, ok := spec[k]
		if !ok {
			sub, ok = spec["*"]
		}
		if !ok {
			continue
		}
		m, isMap := v.(map[string]any)
		subSpec, filter := sub.(map[string]any)
		switch {
		case !filter:
			out[k] = v
		case isMap:
			if p := pick(m, subSpec); len(p) > 0 {
				out[k] = p
			}
		}
	}
	return out
}

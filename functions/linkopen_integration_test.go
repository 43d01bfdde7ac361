package functions_test

import (
	"fmt"
	"regexp"
	"testing"
	"time"
)

// testLinkOpensOnItsSMS: a customer who follows the action-5 link the
// instant its SMS reaches the phone (the gateway's outbox) opens the
// session and reads the folio as the link, every time: the link the SMS
// carries is the folio's before the SMS leaves (docs/adr/0060-side-effects-survive-their-process.md).
func testLinkOpensOnItsSMS(t *testing.T, s *stack) {
	s.t = t
	ger := s.staff("gerente1")
	documentos := regexp.MustCompile(`/folio/([A-Za-z0-9_-]+)/documentos`)
	for i := range 8 {
		stamp := time.Now().UnixNano()
		id := fmt.Sprintf("R-open-%d", stamp)
		phone := fmt.Sprintf("56%08d", stamp%100000000)
		s.seed(id, map[string]any{"status": "fileValidation", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
			"client":  map[string]any{"phone": phone},
			"offer":   map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0101"}}, "amount": 30000}},
			"deposit": map[string]any{"clabe": "002180700000000004", "bankCode": "002", "paymentMethod": 6},
		})
		code, out := s.rtdb("PATCH", "requests/"+id, ger, map[string]any{"status": "documentsReprocessing",
			"lastUpdateAt": sv, "lastUpdateBy": "bp:2000000001",
			"correction": map[string]any{"open": true, "writer": "customer", "items": map[string]any{"clabe": "requested"},
				"reason": "La CLABE no corresponde al estado de cuenta", "requestedBy": "2000000001", "requestedAt": sv}})
		if code != 200 {
			t.Fatalf("correction: %d %v", code, out)
		}
		var cred string
		for deadline := time.Now().Add(30 * time.Second); cred == ""; time.Sleep(2 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("run %d: no SMS", i)
			}
			for _, text := range s.outbox(phone) {
				if m := documentos.FindStringSubmatch(text); m != nil {
					cred = m[1]
				}
			}
		}
		code, cr := s.customer(cred)
		if code != 200 {
			t.Fatalf("run %d: the session of the texted link: %d %+v (folio link %v)", i, code, cr, s.get("requests/"+id+"/link"))
		}
		tok := s.signIn(cr.FirebaseToken)
		if code, v := s.rtdb("GET", "requests/"+id, tok, nil); code != 200 {
			t.Fatalf("run %d: the link reads its folio: %d %v (folio link %v)", i, code, v, s.get("requests/"+id+"/link"))
		}
	}
}

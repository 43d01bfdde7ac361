package functions_test

import (
	"fmt"
	"testing"
	"time"
)

// testEvidence: the customer's screens register their uploads through the
// functions (docs/adr/0049-evidence-held-by-the-server.md); the folio's
// step is written by the functions, and only for this folio's own upload of
// that kind, while its link's step is open.
func testEvidence(t *testing.T, s *stack) {
	s.t = t
	stamp := time.Now().UnixNano()
	jpeg := func(what string) []byte { return append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, what...) }
	session := func(id string, action int, status string) string {
		s.seed(id, map[string]any{"status": status, "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
			"client": map[string]any{"phone": "5512345607"}})
		code, cr := s.customer(s.seedLink(id, action, time.Now().Add(time.Hour).UnixMilli(), false))
		if code != 200 {
			t.Fatalf("customer session of %s: %d %+v", id, code, cr)
		}
		return s.signIn(cr.FirebaseToken)
	}
	signing, other, bio := fmt.Sprintf("R-ev-sign-%d", stamp), fmt.Sprintf("R-ev-other-%d", stamp), fmt.Sprintf("R-ev-bio-%d", stamp)
	signer := session(signing, 2, "waitingSignature")
	otherSigner := session(other, 2, "waitingSignature")
	bioCustomer := session(bio, 1, "waitingProcessCustomer")
	othersSignature := s.uploadAs(other, "signature", jpeg("firma de otro cliente"))
	lifeTest := s.uploadAs(signing, "lifeTest", jpeg("prueba de vida"))

	t.Run("refused: another folio's signature, the life test's photo, a signature on a biometric link", func(t *testing.T) {
		s.t = t
		for _, tt := range []struct {
			name, token, doc string
			want             int
			code             string
		}{
			{"another folio's signature", signer, othersSignature, 409, "EVIDENCE_NOT_THIS_FOLIO"},
			{"its own life-test photo as the signature", signer, lifeTest, 409, "EVIDENCE_NOT_THIS_FOLIO"},
			{"an id the gateway never issued", signer, "DOC-NO-EXISTE", 409, "EVIDENCE_NOT_THIS_FOLIO"},
			{"a biometric link's signature", bioCustomer, s.uploadAs(bio, "signature", jpeg("firma")), 403, "EVIDENCE_FORBIDDEN"},
			{"no token", "", othersSignature, 401, ""},
		} {
			code, out := s.register("", tt.token, "signature", tt.doc)
			if code != tt.want || (tt.code != "" && out["code"] != tt.code) {
				t.Errorf("%s: %d %v", tt.name, code, out)
			}
		}
		if st := s.getMap("requests/" + signing + "/customerSteps"); st["signature"] != nil {
			t.Fatalf("customerSteps/signature written: %v", st)
		}
		if len(s.getMap("evidence/"+signing)) != 0 || len(s.getMap("evidence/"+bio)) != 0 {
			t.Fatal("a refusal registered something")
		}
	})

	t.Run("the customer's own signature: registered, the step written, then the folio signs", func(t *testing.T) {
		s.t = t
		doc := s.uploadAs(signing, "signature", jpeg("firma del cliente"))
		s.mustRegister("", signer, "signature", doc)
		step := s.getMap("requests/" + signing + "/customerSteps/signature")
		e := s.getMap("evidence/" + signing + "/signature")
		if step["done"] != true || step["gatewayId"] != doc || e["gatewayId"] != doc || len(e["sha256"].(string)) != 64 || s.get("evidenceClaims/"+doc) != signing {
			t.Fatalf("step %v, registry %v", step, e)
		}
		l := s.getMap("requests/" + signing + "/link")
		s.write(signing, signer, map[string]any{"status": "signature", "lastUpdateAt": sv, "lastUpdateBy": "link:" + l["id"].(string)})
		// The other customer registers its own signature: its folio, its id.
		s.mustRegister("", otherSigner, "signature", othersSignature)
		// The signing customer's life test and selfie belong to action 1 only.
		if code, out := s.register("", signer, "lifeTest", lifeTest); code != 403 {
			t.Fatalf("life test on a signature link: %d %v", code, out)
		}
	})

	t.Run("the biometric link's life test and selfie", func(t *testing.T) {
		s.t = t
		lt, sf := s.uploadAs(bio, "lifeTest", jpeg("vida")), s.uploadAs(bio, "selfie", jpeg("selfie"))
		if code, out := s.register("", bioCustomer, "selfie", lt); code != 409 {
			t.Fatalf("the life test as the selfie: %d %v", code, out)
		}
		s.mustRegister("", bioCustomer, "lifeTest", lt)
		s.mustRegister("", bioCustomer, "selfie", sf)
		if st := s.getMap("requests/" + bio + "/customerSteps/lifeTest"); st["done"] != true || st["gatewayId"] != lt || st["customField"] != 1016.0 {
			t.Fatalf("customerSteps/lifeTest = %v", st)
		}
		if e := s.getMap("evidence/" + bio); len(e) != 2 {
			t.Fatalf("registry %v", e)
		}
	})
}

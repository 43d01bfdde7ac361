package functions_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/trigger"
)

// testCorrections: a correction after capture on the real suite (docs/contract.md, "Correcting a
// folio after capture"). A folio whose customer signed and whose carta libranza was generated gets
// a CLABE correction with an `otros` annex; the customer's action-5 link files only the annex the
// correction asks for, corrects the CLABE, and the functions void the signature and the letter and
// keep them in the trail; the requester cannot approve, a second admin approves and validates, a
// third sends to signature, and the customer signs again on the new action-2 link.
func testCorrections(t *testing.T, s *stack) {
	s.t = t
	stamp := time.Now().UnixNano()
	id := fmt.Sprintf("R-corr-%d", stamp)
	phone := fmt.Sprintf("55%08d", stamp%100000000)
	jpeg := func(what string) []byte { return append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, what...) }
	pdf := []byte("%PDF-1.4\nestado de cuenta\n%%EOF\n")
	const oldCLABE, newCLABE = "002180700000000004", "012180001234567897"
	doc := map[string]any{"status": "uploaded", "gatewayId": "seeded", "fileName": "x.jpg", "fileType": "JPG"}
	s.seed(id, map[string]any{"status": "fileValidation", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
		"requestedAction": 2, "client": map[string]any{"phone": phone},
		"offer":          map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0101"}}, "amount": 30000}},
		"deposit":        map[string]any{"clabe": oldCLABE, "bankCode": "002", "paymentMethod": 6},
		"customerSteps":  map[string]any{"signature": map[string]any{"done": true, "gatewayId": "firma-1"}},
		"documents":      map[string]any{"ineFront": doc, "ineBack": doc, "carta-libranza": doc, "complete": true},
		"letterLibranza": map[string]any{"status": "GENERADA"},
	})
	// The INE registered earlier (documents/complete follows the registry).
	entry := map[string]any{"gatewayId": "seeded", "sha256": strings.Repeat("0", 64), "size": 4, "contentType": "image/jpeg", "at": 1, "by": "seed"}
	if code, out := s.rtdb("PATCH", "evidence/"+id, "owner", map[string]any{"ineFront": entry, "ineBack": entry}); code != 200 {
		t.Fatalf("seed evidence: %d %v", code, out)
	}
	ger, sup := s.staff("gerente1"), s.staff("supervisor1")
	by := func(bp string) map[string]any { return map[string]any{"lastUpdateAt": sv, "lastUpdateBy": "bp:" + bp} }
	with := func(m map[string]any, more map[string]any) map[string]any {
		for k, v := range more {
			m[k] = v
		}
		return m
	}

	var customer string
	t.Run("staff ask for the CLABE and an otros annex; the trigger sends the action-5 link", func(t *testing.T) {
		s.t = t
		s.write(id, ger, with(by("2000000001"), map[string]any{"status": "documentsReprocessing",
			"correction": map[string]any{"open": true, "writer": "customer", "items": map[string]any{"clabe": "requested"},
				"annexes": map[string]any{"otros": "requested"}, "reason": "La CLABE no corresponde al estado de cuenta",
				"requestedBy": "2000000001", "requestedAt": sv}}))
		s.awaitTriggerLink(id)
		if a := s.get("requests/" + id + "/link/action"); a != float64(5) {
			t.Fatalf("link action = %v", a)
		}
		code, cr := s.customer(s.smsCredential(phone))
		if code != 200 {
			t.Fatalf("customer session: %d %+v", code, cr)
		}
		customer = s.signIn(cr.FirebaseToken)
	})

	t.Run("the link files only the annex asked for, and marks it corrected", func(t *testing.T) {
		s.t = t
		code, out := s.register("", customer, "ineFront", s.uploadSide(id, "ine", "front", jpeg("frente")))
		if code != 403 || out["code"] != "EVIDENCE_NOT_REQUESTED" || !strings.Contains(fmt.Sprint(out["message"]), "no incluye este documento") {
			t.Fatalf("an INE not asked for: %d %v", code, out)
		}
		if got := s.getMap("requests/" + id + "/documents/ineFront"); got["gatewayId"] != "seeded" {
			t.Fatalf("ineFront replaced: %v", got)
		}
		s.mustRegister("", customer, "otros", s.uploadFile(id, "otros", "estado.pdf", pdf))
		if got := s.get("requests/" + id + "/correction/annexes/otros"); got != "corrected" {
			t.Fatalf("annexes/otros = %v", got)
		}
		if got := s.get("requests/" + id + "/documents/complete"); got != true {
			t.Fatalf("documents/complete = %v", got)
		}
	})

	t.Run("the CLABE corrected voids the signature and the letter, kept in the trail", func(t *testing.T) {
		s.t = t
		if code, out := s.rtdb("PATCH", "requests/"+id, customer, map[string]any{"deposit/clabe": newCLABE, "client/phone": "5599990000"}); code == 200 {
			t.Fatalf("a path the correction does not name written: %v", out)
		}
		s.write(id, customer, map[string]any{"deposit/clabe": newCLABE, "deposit/bankCode": "012"})
		s.eventually("the correction marked and the signature voided", func() bool {
			return s.get("requests/"+id+"/correction/items/clabe") == "corrected" && s.get("requests/"+id+"/correction/voidedAt") != nil
		})
		f := s.getMap("requests/" + id)
		steps, _ := f["customerSteps"].(map[string]any)
		docs, _ := f["documents"].(map[string]any)
		letter, _ := f["letterLibranza"].(map[string]any)
		if steps["signature"] != nil || docs["carta-libranza"] != nil || letter["status"] != "ANULADA" {
			t.Fatalf("not voided: steps %v, documents %v, letter %v", steps, docs, letter)
		}
		var void map[string]any
		for k, e := range s.getMap("requestHistory/" + id) {
			if strings.HasSuffix(k, "_void") {
				void, _ = e.(map[string]any)
			}
		}
		paths := fmt.Sprint(void["paths"])
		if void["reason"] != trigger.VoidReason || !strings.Contains(paths, "customerSteps/signature") ||
			!strings.Contains(paths, "documents/carta-libranza") || !strings.Contains(paths, "letterLibranza/status") {
			t.Fatalf("void entry = %v", void)
		}
	})

	t.Run("four-eyes: the requester may not approve; a second admin approves and validates", func(t *testing.T) {
		s.t = t
		me := map[string]any{"lastUpdateAt": sv, "lastUpdateBy": "link:" + fmt.Sprint(s.get("requests/"+id+"/uuid"))}
		s.write(id, customer, with(me, map[string]any{"status": "uploadingDocuments"}))
		s.write(id, customer, with(me, map[string]any{"status": "fileValidation"}))
		own := with(by("2000000001"), map[string]any{"status": "validation", "correction/open": false,
			"correction/approvedBy": "2000000001", "correction/approvedAt": sv, "documentsValidatedBy": "2000000001"})
		if code, out := s.rtdb("PATCH", "requests/"+id, ger, own); code == 200 {
			t.Fatalf("the requester approved its own correction: %v", out)
		}
		s.write(id, sup, with(by("2000000002"), map[string]any{"status": "validation", "correction/open": false,
			"correction/approvedBy": "2000000002", "correction/approvedAt": sv, "documentsValidatedBy": "2000000002"}))
	})

	t.Run("another admin sends to signature; the customer signs again on the action-2 link", func(t *testing.T) {
		s.t = t
		s.write(id, ger, with(by("2000000001"), map[string]any{"status": "sentForSignature"}))
		waitFor(t, 30*time.Second, "the action-2 link", func() bool { return s.get("requests/"+id+"/link/action") == float64(2) })
		code, cr := s.customer(s.smsCredential(phone))
		if code != 200 {
			t.Fatalf("signing session: %d %+v", code, cr)
		}
		signer := s.signIn(cr.FirebaseToken)
		if code, _ := s.register("", customer, "signature", s.uploadAs(id, "signature", jpeg("firma vieja"))); code == 200 {
			t.Fatal("the action-5 link signed")
		}
		s.mustRegister("", signer, "signature", s.uploadAs(id, "signature", jpeg("firma nueva")))
		if sig := s.getMap("requests/" + id + "/customerSteps/signature"); sig == nil {
			t.Fatal("no new signature")
		}
	})

	t.Run("staff correct in place: only the requesting admin writes, traced, and another approves", func(t *testing.T) {
		s.t = t
		sid := id + "-staff"
		s.seed(sid, map[string]any{"status": "fileValidation", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
			"client":        map[string]any{"phone": phone},
			"offer":         map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0101"}}, "amount": 30000}},
			"deposit":       map[string]any{"clabe": oldCLABE, "bankCode": "002", "paymentMethod": 6},
			"customerSteps": map[string]any{"signature": map[string]any{"done": true, "gatewayId": "firma-1"}},
		})
		s.write(sid, ger, with(by("2000000001"), map[string]any{"correction": map[string]any{"open": true, "writer": "staff",
			"items": map[string]any{"clabe": "requested"}, "reason": "CLABE de otro banco", "requestedBy": "2000000001", "requestedAt": sv}}))
		if code, out := s.rtdb("PATCH", "requests/"+sid, sup, with(by("2000000002"), map[string]any{"deposit/clabe": newCLABE})); code == 200 {
			t.Fatalf("another admin wrote the requester's item: %v", out)
		}
		if code, out := s.rtdb("PATCH", "requests/"+sid, ger, with(by("2000000001"), map[string]any{"client/phone": "5599990000"})); code == 200 {
			t.Fatalf("the requester wrote an item not named: %v", out)
		}
		s.write(sid, ger, with(by("2000000001"), map[string]any{"deposit/clabe": newCLABE, "deposit/bankCode": "012"}))
		s.eventually("the staff correction marked and the signature voided", func() bool {
			return s.get("requests/"+sid+"/correction/items/clabe") == "corrected" && s.get("requests/"+sid+"/customerSteps/signature") == nil
		})
		traced := false
		for _, e := range s.getMap("requestHistory/" + sid) {
			m, _ := e.(map[string]any)
			traced = traced || m["by"] == "bp:2000000001" && strings.Contains(fmt.Sprint(m["paths"]), "deposit/clabe")
		}
		if !traced {
			t.Fatalf("no trail entry of gerente1's edit: %v", s.getMap("requestHistory/"+sid))
		}
		if code, out := s.rtdb("PATCH", "requests/"+sid+"/correction", ger, map[string]any{"open": false, "approvedBy": "2000000001", "approvedAt": sv}); code == 200 {
			t.Fatalf("the admin who edited approved its own edit: %v", out)
		}
		if code, out := s.rtdb("PATCH", "requests/"+sid+"/correction", sup, map[string]any{"open": false, "approvedBy": "2000000002", "approvedAt": sv}); code != 200 {
			t.Fatalf("a second admin's approval: %d %v", code, out)
		}
	})
}

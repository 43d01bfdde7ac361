package functions_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

func (s *stack) coxMarkers(id string) []map[string]any {
	var out []map[string]any
	for k, m := range s.getMap("sideEffects/" + id) {
		if strings.HasSuffix(k, "_coxSubmit") {
			out = append(out, m.(map[string]any))
		}
	}
	return out
}

// identitySteps are the steps of the biometric link (action 1) every loan
// passes: consent, the OTP (as the functions record it) and the provider's
// ACEPTADO.
func identitySteps() map[string]any {
	return map[string]any{
		"consent":   map[string]any{"done": true, "customField": 1013},
		"otp":       map[string]any{"done": true, "customField": 1014, "gatewayId": "OTP-1"},
		"biometric": map[string]any{"result": "ACEPTADO", "gatewayId": "BIO-1"},
	}
}

// signedSteps are identitySteps with the signature of an action-2 or -4
// link, its image uploaded as gatewayID.
func signedSteps(gatewayID string) map[string]any {
	st := identitySteps()
	st["signature"] = map[string]any{"done": true, "gatewayId": gatewayID}
	return st
}

// registerSignature puts evidence/{id}/signature as the functions register
// the customer's signature upload (the server-held evidence registry).
func (s *stack) registerSignature(id, gatewayID string) {
	s.t.Helper()
	if code, out := s.rtdb("PUT", "evidence/"+id+"/signature", "owner", map[string]any{
		"gatewayId": gatewayID, "sha256": strings.Repeat("ab", 32),
	}); code != 200 {
		s.t.Fatalf("register signature of %s: %d %v", id, code, out)
	}
}

// seedSigned seeds a folio in status that took every step of a signature
// link (action 2): the identity steps, the link, the signature and its
// registered image. extra adds fields.
// inBranch is an offer in branch b: staff act only on folios of their
// branches (gerente1, who resends to COX here, holds SUC-0101).
func inBranch(b string) map[string]any {
	return map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": b}}}}
}

func (s *stack) seedSigned(id, status, curp string, extra map[string]any) {
	s.t.Helper()
	v := map[string]any{"status": status, "currentPromoterBpId": "1000000001", "curp": curp, "customerSteps": signedSteps("DOC-" + id),
		"offer": inBranch("SUC-0101")}
	for k, x := range extra {
		v[k] = x
	}
	s.seed(id, v)
	s.seedLink(id, 2, time.Now().Add(time.Hour).UnixMilli(), false)
	s.registerSignature(id, "DOC-"+id)
}

// coxCount is what the gateway simulator's COX holds for folio id: the
// submissions that reached it under a new key, and whether it booked it.
func (s *stack) coxCount(id string) (int, bool) {
	s.t.Helper()
	d, _ := s.admin("GET", "/__admin/cox?folio="+id, nil)["data"].(map[string]any)
	n, _ := d["submissions"].(float64)
	booked, _ := d["booked"].(bool)
	return int(n), booked
}

func testCOX(t *testing.T, s *stack) {
	s.t = t
	t.Run("failure, error record, then staff resend completes", func(t *testing.T) {
		s.t = t
		id := fmt.Sprintf("R-cox-%d", time.Now().UnixNano())
		// Of gerente1's branch: the staff resend below is an admin write, held to it.
		s.seedSigned(id, "signature", "RAFL590930HNLMLS01", map[string]any{"offer": map[string]any{"quoter": map[string]any{"amount": 50000,
			"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-0101"}}}}})
		uuid, _ := s.get("requests/" + id + "/uuid").(string)
		before, after := s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "link:" + uuid, "lastUpdateAt": sv})
		s.coxErrorFiled(id)
		req := s.getMap("requests/" + id)
		pb, _ := req["probankNumber"].(string)
		if req["status"] != "errorSentCOX" || pb == "" || req["lastUpdateBy"] != "functions" {
			t.Fatalf("after failed submission: %v", req)
		}
		e := s.getMap("errors/cox/" + pb)
		if e["attended"] != false || e["requestId"] != id || e["probankNumber"] != pb || e["message"] == "" || e["at"] == nil {
			t.Fatalf("error record %v", e)
		}
		s.eventually("history of the functions' own move", func() bool {
			return hasMove(s.getMap("requestHistory/"+id), "sentCOX", "errorSentCOX", "functions", "Sistema")
		})
		if n := s.redeliver(id, "coxSubmit", before, after); n != 1 {
			t.Fatalf("redelivered %d events", n)
		}
		if m := s.coxMarkers(id); len(m) != 1 || m[0]["attempts"] != 1.0 {
			t.Fatalf("redelivery resubmitted: %v", m)
		}
		// Staff resend (reenvío a COX), under the database rules.
		s.write(id, s.staff("gerente1"), map[string]any{"status": "sentCOX", "lastUpdateBy": "bp:2000000001", "lastUpdateAt": sv})
		s.eventually("complete", func() bool { return s.getMap("requests/" + id)["status"] == "complete" })
		if !hasMove(s.getMap("requestHistory/"+id), "errorSentCOX", "sentCOX", "bp:2000000001", "Gerente") {
			t.Fatalf("resend not in history: %v", s.getMap("requestHistory/"+id))
		}
		req = s.getMap("requests/" + id)
		if req["status"] != "complete" || req["coxId"] == nil || req["probankNumber"] != pb {
			t.Fatalf("after resend: %v", req)
		}
		if m := s.coxMarkers(id); len(m) != 2 || m[0]["submission"] == m[1]["submission"] {
			t.Fatalf("want one submission (and key) per entry into sentCOX, got %v", m)
		}
	})
	t.Run("unreachable gateway fails the event; the retry submits once", func(t *testing.T) {
		s.t = t
		id := fmt.Sprintf("R-cox-retry-%d", time.Now().UnixNano())
		s.seedSigned(id, "signature", "GODE561231MDFMZM01", nil)
		s.admin("POST", "/__admin/faults", map[string]any{"path": "/cox/submit", "latencyMs": 6000, "count": 1})
		defer s.admin("DELETE", "/__admin/faults", nil)
		s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "functions", "lastUpdateAt": sv})
		// The marker is closed in a write after the status's.
		s.eventually("complete after the host's retry, its marker closed", func() bool {
			m := s.coxMarkers(id)
			return s.getMap("requests/" + id)["status"] == "complete" && len(m) == 1 && m[0]["done"] == true
		})
		// Both attempts carried the key of submission 1 (the gateway replayed its receipt).
		if m := s.coxMarkers(id); len(m) != 1 || m[0]["attempts"] != 2.0 || m[0]["done"] != true || m[0]["submission"] != 1.0 {
			t.Fatalf("marker %v", m)
		}
	})
	t.Run("COX switched off for everyone", func(t *testing.T) {
		s.t = t
		id := fmt.Sprintf("R-cox-off-%d", time.Now().UnixNano())
		s.seedSigned(id, "videocall", "GODE561231MDFMZM01", nil)
		s.admin("POST", "/__admin/cox", map[string]any{"fail": true})
		defer s.admin("POST", "/__admin/cox", map[string]any{"fail": false})
		s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "functions", "lastUpdateAt": sv})
		s.coxErrorFiled(id)
		req := s.getMap("requests/" + id)
		if req["status"] != "errorSentCOX" || s.getMap("errors/cox/" + req["probankNumber"].(string))["attended"] != false {
			t.Fatalf("COX down: %v", req)
		}
	})
}

// testCOXComplete: COX gets only a folio the completeness rule passes, and
// a folio COX booked without answering is never booked twice.
func testCOXComplete(t *testing.T, s *stack) {
	s.t = t
	incomplete := []struct {
		name, want string
		steps      map[string]any
		register   bool
	}{
		// An operator's correction sentForSignature → videocall → sentCOX:
		// the customer never signed.
		{"never signed", "la firma del cliente", identitySteps(), false},
		// The signature step a customer client wrote, with no upload the
		// functions registered.
		{"signature step without its registered image", "la imagen de la firma registrada", signedSteps("DOC-x"), false},
		{"never passed the biometric link", "la validación biométrica aceptada; la firma del cliente", map[string]any{}, false},
	}
	for _, tt := range incomplete {
		t.Run("incomplete folio refused before COX: "+tt.name, func(t *testing.T) {
			s.t = t
			id := fmt.Sprintf("R-coxinc-%d", time.Now().UnixNano())
			s.seed(id, map[string]any{"status": "sentForSignature", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
				"customerSteps": tt.steps, "offer": inBranch("SUC-0101")})
			s.seedLink(id, 2, time.Now().Add(time.Hour).UnixMilli(), false)
			s.write(id, "owner", map[string]any{"status": "videocall", "lastUpdateBy": "functions", "lastUpdateAt": sv})
			s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "functions", "lastUpdateAt": sv})
			s.coxErrorFiled(id)
			req := s.getMap("requests/" + id)
			reason, _ := req["statusReason"].(string)
			if !strings.HasPrefix(reason, "No se envió a COX porque falta: ") || !strings.Contains(reason, tt.want) || req["coxId"] != nil {
				t.Fatalf("refused folio %v", req)
			}
			if e := s.getMap("errors/cox/" + id); e["message"] != reason || e["attended"] != false || e["requestId"] != id {
				t.Fatalf("error record %v", e)
			}
			s.eventually("the refusal in the trail", func() bool {
				for _, e := range s.getMap("requestHistory/" + id) {
					if e, _ := e.(map[string]any); e["to"] == "errorSentCOX" && e["reason"] == reason {
						return true
					}
				}
				return false
			})
			if n, booked := s.coxCount(id); n != 0 || booked {
				t.Fatalf("COX received %d submissions (booked %v) of an incomplete folio", n, booked)
			}
			// A staff resend of the same incomplete folio is refused again.
			s.write(id, s.staff("gerente1"), map[string]any{"status": "sentCOX", "lastUpdateBy": "bp:2000000001", "lastUpdateAt": sv})
			s.eventually("refused again", func() bool { return s.getMap("requests/" + id)["status"] == "errorSentCOX" })
			if n, _ := s.coxCount(id); n != 0 {
				t.Fatalf("the resend reached COX: %d", n)
			}
		})
	}
	t.Run("a complete folio is submitted exactly once", func(t *testing.T) {
		s.t = t
		id := fmt.Sprintf("R-coxok-%d", time.Now().UnixNano())
		s.seedSigned(id, "sentForSignature", "GODE561231MDFMZM01", nil)
		s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "functions", "lastUpdateAt": sv})
		s.eventually("complete", func() bool { return s.getMap("requests/" + id)["status"] == "complete" })
		if n, booked := s.coxCount(id); n != 1 || !booked {
			t.Fatalf("COX received %d submissions (booked %v)", n, booked)
		}
	})
	t.Run("booked but unanswered: the staff resend books nothing twice", func(t *testing.T) {
		s.t = t
		id := fmt.Sprintf("R-coxlost-%d", time.Now().UnixNano())
		s.seedSigned(id, "signature", "GODE561231MDFMZM01", nil)
		s.admin("POST", "/__admin/cox", map[string]any{"loseAnswer": true})
		defer s.admin("POST", "/__admin/cox", map[string]any{"loseAnswer": false})
		s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "functions", "lastUpdateAt": sv})
		s.eventually("errorSentCOX after the bounded retries", func() bool { return s.getMap("requests/" + id)["status"] == "errorSentCOX" })
		if r, _ := s.getMap("requests/" + id)["statusReason"].(string); !strings.HasPrefix(r, "COX no respondió después de") {
			t.Fatalf("reason %q", r)
		}
		if n, booked := s.coxCount(id); n != 1 || !booked {
			t.Fatalf("before the resend COX holds %d submissions (booked %v)", n, booked)
		}
		s.admin("POST", "/__admin/cox", map[string]any{"loseAnswer": false})
		s.write(id, s.staff("gerente1"), map[string]any{"status": "sentCOX", "lastUpdateBy": "bp:2000000001", "lastUpdateAt": sv})
		s.eventually("complete", func() bool { return s.getMap("requests/" + id)["status"] == "complete" })
		d, _ := s.admin("GET", "/__admin/cox?folio="+id, nil)["data"].(map[string]any)
		req := s.getMap("requests/" + id)
		if d["submissions"] != 1.0 || req["probankNumber"] != d["probankNumber"] || req["coxId"] != d["coxId"] {
			t.Fatalf("after the resend: COX %v, folio %v", d, req)
		}
	})
}

// atMexico returns the gateway clock offset (seconds) that makes it hh:mm
// today in America/Mexico_City.
func atMexico(hh, mm int) int {
	loc, _ := time.LoadLocation("America/Mexico_City")
	now := time.Now().In(loc)
	target := time.Date(now.Year(), now.Month(), now.Day(), hh, mm, 0, 0, loc)
	return int(time.Until(target).Seconds())
}

func testSIPRE(t *testing.T, s *stack) {
	s.t = t
	defer s.admin("POST", "/__admin/clock", map[string]any{"offsetSeconds": 0})
	p1 := s.staff("promotor1")
	p2 := s.staff("promotor2")
	seed := func(curp string) string {
		id := fmt.Sprintf("R-cnca-%d", time.Now().UnixNano())
		s.seed(id, map[string]any{"status": "internalCNCAProcess", "currentPromoterBpId": "1000000001", "curp": curp,
			"cnca": map[string]any{"code": "E0002"}})
		return id
	}
	// The credits to discharge reach SIPRE from either shape the database
	// answers cnca/creditIds in: an array (dense keys) or an object (sparse
	// keys). Only the credit SIPRE refuses is named, so nothing is discharged
	// for the cases below; an unknown credit alone leaves nothing to discharge.
	credits := []struct {
		name     string
		ids      any
		status   int
		wantCode string
	}{
		{"credits as an array", []any{"CR-5005-2"}, 200, "E0005"},
		{"credits as a sparse object", map[string]any{"0": "CR-UNKNOWN", "9": "CR-5005-2"}, 200, "E0005"},
		{"an unknown credit alone (control)", map[string]any{"0": "CR-UNKNOWN"}, 409, "E0003"},
	}
	for _, tt := range credits {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			id := fmt.Sprintf("R-cnca-%d", time.Now().UnixNano())
			s.seed(id, map[string]any{"status": "internalCNCAProcess", "currentPromoterBpId": "1000000001", "curp": "ORNG541120MOCRXD03",
				"cnca": map[string]any{"code": "E0002", "creditIds": tt.ids}})
			s.clockAt(10, 0)
			var r struct {
				Code       string
				Discharged []string
				Pending    []string
			}
			code := s.call("/api/cnca/"+id+"/baja-sipre", p1, nil, &r)
			if code != tt.status || (code == 200 && (r.Code != tt.wantCode || len(r.Discharged) != 0 || !slices.Equal(r.Pending, []string{"CR-5005-2"}))) {
				t.Fatalf("got %d %+v", code, r)
			}
			if got := s.getMap("requests/" + id + "/cnca")["code"]; got != tt.wantCode {
				t.Fatalf("cnca.code = %v, want %s", got, tt.wantCode)
			}
		})
	}
	type result struct{ Code, Message, Label, Folio string }
	tests := []struct {
		name     string
		at       [2]int
		curp     string
		idToken  string
		status   int
		code     string
		message  string
		wantCnca string
	}{
		{name: "full discharge", at: [2]int{10, 0}, curp: "SABC560626MDFLRN01", idToken: p1, status: 200, code: "E0004", wantCnca: "E0004"},
		{name: "another promoter's folio", at: [2]int{10, 0}, curp: "SABC560626MDFLRN01", idToken: p2, status: 403, code: "FORBIDDEN", wantCnca: "E0002"},
		{name: "no token", at: [2]int{10, 0}, curp: "SABC560626MDFLRN01", status: 401, code: "UNAUTHENTICATED", wantCnca: "E0002"},
		{name: "out of hours at night", at: [2]int{23, 0}, curp: "SABC560626MDFLRN01", idToken: p1, status: 503, code: "SIPRE_OUT_OF_HOURS",
			message: "algo salió mal... intenta más tarde", wantCnca: "E0002"},
		{name: "out of hours before eight", at: [2]int{7, 59}, curp: "SABC560626MDFLRN01", idToken: p1, status: 503, code: "SIPRE_OUT_OF_HOURS",
			message: "algo salió mal... intenta más tarde", wantCnca: "E0002"},
		{name: "partial discharge", at: [2]int{21, 29}, curp: "ORNG541120MOCRXD03", idToken: p1, status: 200, code: "E0005", wantCnca: "E0005"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			id := seed(tt.curp)
			s.clockAt(tt.at[0], tt.at[1])
			var r result
			code := s.call("/api/cnca/"+id+"/baja-sipre", tt.idToken, nil, &r)
			if code != tt.status || r.Code != tt.code || !strings.HasPrefix(r.Message, tt.message) {
				t.Fatalf("got %d %+v", code, r)
			}
			if got := s.getMap("requests/" + id + "/cnca")["code"]; got != tt.wantCnca {
				t.Fatalf("cnca.code = %v, want %s", got, tt.wantCnca)
			}
		})
	}
}

// hasMove reports whether history holds from → to by uid with role.
func hasMove(hist map[string]any, from, to, by, role string) bool {
	for _, e := range hist {
		e, _ := e.(map[string]any)
		if e["from"] == from && e["to"] == to && e["by"] == by && e["role"] == role && e["at"] != nil {
			return true
		}
	}
	return false
}

// coxErrorFiled waits for the folio's errorSentCOX and then for its
// errors/cox entry (keyed by its probankNumber, or by its id without one),
// which the trigger files in a write after the status's.
func (s *stack) coxErrorFiled(id string) {
	s.t.Helper()
	s.eventually("errorSentCOX and its errors/cox entry", func() bool {
		req := s.getMap("requests/" + id)
		if req["status"] != "errorSentCOX" {
			return false
		}
		key := id
		if pb, _ := req["probankNumber"].(string); pb != "" {
			key = pb
		}
		return s.getMap("errors/cox/"+key) != nil
	})
}

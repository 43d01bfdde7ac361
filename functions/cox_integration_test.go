package functions_test

import (
	"fmt"
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

func testCOX(t *testing.T, s *stack) {
	s.t = t
	t.Run("failure, error record, then staff resend completes", func(t *testing.T) {
		s.t = t
		id := fmt.Sprintf("R-cox-%d", time.Now().UnixNano())
		s.seed(id, map[string]any{"status": "signature", "currentPromoterBpId": "1000000001", "curp": "RAFL590930HNLMLS01", "uuid": "u-" + id,
			"offer": map[string]any{"quoter": map[string]any{"amount": 50000}}})
		before, after := s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "link:u-" + id, "lastUpdateAt": sv})
		s.eventually("errorSentCOX", func() bool { return s.getMap("requests/" + id)["status"] == "errorSentCOX" })
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
		s.seed(id, map[string]any{"status": "signature", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01", "uuid": "u-" + id})
		s.admin("POST", "/__admin/faults", map[string]any{"path": "/cox/submit", "latencyMs": 6000, "count": 1})
		defer s.admin("DELETE", "/__admin/faults", nil)
		s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "link:u-" + id, "lastUpdateAt": sv})
		s.eventually("complete after the host's retry", func() bool { return s.getMap("requests/" + id)["status"] == "complete" })
		// Both attempts carried the key of submission 1 (the gateway replayed its receipt).
		if m := s.coxMarkers(id); len(m) != 1 || m[0]["attempts"] != 2.0 || m[0]["done"] != true || m[0]["submission"] != 1.0 {
			t.Fatalf("marker %v", m)
		}
	})
	t.Run("COX switched off for everyone", func(t *testing.T) {
		s.t = t
		id := fmt.Sprintf("R-cox-off-%d", time.Now().UnixNano())
		s.seed(id, map[string]any{"status": "videocall", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01"})
		s.admin("POST", "/__admin/cox", map[string]any{"fail": true})
		defer s.admin("POST", "/__admin/cox", map[string]any{"fail": false})
		s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "functions", "lastUpdateAt": sv})
		s.eventually("errorSentCOX", func() bool { return s.getMap("requests/" + id)["status"] == "errorSentCOX" })
		req := s.getMap("requests/" + id)
		if req["status"] != "errorSentCOX" || s.getMap("errors/cox/" + req["probankNumber"].(string))["attended"] != false {
			t.Fatalf("COX down: %v", req)
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
		{name: "out of hours at night", at: [2]int{23, 0}, curp: "SABC560626MDFLRN01", idToken: p1, status: 503, code: "SIPRE_OUT_OF_HOURS",
			message: "algo salió mal... intenta más tarde", wantCnca: "E0002"},
		{name: "out of hours before eight", at: [2]int{7, 59}, curp: "SABC560626MDFLRN01", idToken: p1, status: 503, code: "SIPRE_OUT_OF_HOURS",
			message: "algo salió mal... intenta más tarde", wantCnca: "E0002"},
		{name: "full discharge", at: [2]int{10, 0}, curp: "SABC560626MDFLRN01", idToken: p1, status: 200, code: "E0004", wantCnca: "E0004"},
		{name: "partial discharge", at: [2]int{21, 29}, curp: "ORNG541120MOCRXD03", idToken: p1, status: 200, code: "E0005", wantCnca: "E0005"},
		{name: "another promoter's folio", at: [2]int{10, 0}, curp: "SABC560626MDFLRN01", idToken: p2, status: 403, code: "FORBIDDEN", wantCnca: "E0002"},
		{name: "no token", at: [2]int{10, 0}, curp: "SABC560626MDFLRN01", status: 401, code: "UNAUTHENTICATED", wantCnca: "E0002"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			id := seed(tt.curp)
			s.admin("POST", "/__admin/clock", map[string]any{"offsetSeconds": atMexico(tt.at[0], tt.at[1])})
			time.Sleep(1100 * time.Millisecond) // the functions re-read the clock at most every second
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

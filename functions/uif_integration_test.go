package functions_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// outboxEmails are the gateway's emails to addr, newest first.
func (s *stack) outboxEmails(addr string) []map[string]any {
	s.t.Helper()
	data, _ := s.admin("GET", "/__admin/outbox?to="+addr, nil)["data"].(map[string]any)
	var out []map[string]any
	for _, e := range data["emails"].([]any) {
		out = append(out, e.(map[string]any))
	}
	return out
}

// testUIF: the UIF modal's promised email reaches the gateway's outbox,
// from the client search (after the functions check the list) and from a
// CNCA validation of a UIF client, once per day and per folio.
func testUIF(t *testing.T, s *stack) {
	s.t = t
	const to, uifCurp = "cumplimiento@oppnp.test", "SAVR580214HDFNGB05"
	p2 := s.staff("promotor2")
	type sent struct {
		MessageID string
		Repeated  bool
		Code      string
	}
	t.Run("client search on a UIF client", func(t *testing.T) {
		s.t = t
		before := len(s.outboxEmails(to))
		var r sent
		if code := s.call("/api/uif/aviso", p2, map[string]any{"curp": strings.ToLower(uifCurp)}, &r); code != 200 || r.MessageID == "" {
			t.Fatalf("notice %d %+v", code, r)
		}
		emails := s.outboxEmails(to)
		if len(emails) <= before && !r.Repeated {
			t.Fatalf("no email: %v", emails)
		}
		var mine map[string]any
		for _, e := range emails {
			if e["messageId"] == r.MessageID {
				mine = e
			}
		}
		body, _ := mine["body"].(string)
		if !strings.Contains(mine["subject"].(string), uifCurp) || !strings.Contains(body, "Promotor (bpId): 1000000002") ||
			!strings.Contains(body, "Origen: Búsqueda de cliente") {
			t.Fatalf("email %v", mine)
		}
		n := len(s.outboxEmails(to))
		var again sent
		if code := s.call("/api/uif/aviso", p2, map[string]any{"curp": uifCurp}, &again); code != 200 || !again.Repeated || again.MessageID != r.MessageID {
			t.Fatalf("second search %d %+v", code, again)
		}
		if got := len(s.outboxEmails(to)); got != n {
			t.Fatalf("a repeated search sent again: %d → %d", n, got)
		}
	})
	t.Run("refusals", func(t *testing.T) {
		s.t = t
		n := len(s.outboxEmails(to))
		for _, tt := range []struct {
			name, token, curp string
			status            int
		}{
			{"client not on the list", p2, "ORNG541120MOCRXD03", 409},
			{"malformed curp", p2, "XX", 400},
			{"no token", "", uifCurp, 401},
		} {
			var r sent
			if code := s.call("/api/uif/aviso", tt.token, map[string]any{"curp": tt.curp}, &r); code != tt.status {
				t.Errorf("%s: %d %+v, want %d", tt.name, code, r, tt.status)
			}
		}
		if got := len(s.outboxEmails(to)); got != n {
			t.Fatalf("a refused notice sent an email")
		}
	})
	t.Run("CNCA validation of a UIF client", func(t *testing.T) {
		s.t = t
		id := fmt.Sprintf("R-cnca-uif-%d", time.Now().UnixNano())
		s.seed(id, map[string]any{"status": "internalCNCAProcess", "currentPromoterBpId": "1000000001", "curp": uifCurp,
			"taskIdCnca": "CNCA-" + id, "cnca": map[string]any{"code": "E0001"}})
		var v struct{ Code, Outcome string }
		if code := s.call("/api/cnca/"+id+"/validar", s.staff("promotor1"), nil, &v); code != 200 || v.Outcome != "uif" {
			t.Fatalf("validar %d %+v", code, v)
		}
		found := false
		for _, e := range s.outboxEmails(to) {
			body, _ := e["body"].(string)
			found = found || (strings.Contains(body, "Folio: "+id) && strings.Contains(body, "Origen: Traspaso interno (CNCA)"))
		}
		if !found {
			t.Fatalf("no CNCA UIF email for %s", id)
		}
	})
}

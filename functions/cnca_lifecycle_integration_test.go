package functions_test

import (
	"fmt"
	"testing"
	"time"
)

// testCNCALifecycle drives the CNCA process past the SIPRE discharge
// against the suite: the discharge leads to a linked request (E0006) whose
// completion in COX links the folio (E0007), and a promoter cancels a
// folio (E0009) until a request is linked to it.
func testCNCALifecycle(t *testing.T, s *stack) {
	s.t = t
	defer s.admin("POST", "/__admin/clock", map[string]any{"offsetSeconds": 0})
	p1 := s.staff("promotor1")
	p2 := s.staff("promotor2")
	// The partial persona: SIPRE always refuses one of its credits, so its discharge (E0005)
	// repeats whatever other tests discharged before.
	seed := func(code string) string {
		id := fmt.Sprintf("R-cnca-l-%d", time.Now().UnixNano())
		s.seed(id, map[string]any{"status": "internalCNCAProcess", "currentPromoterBpId": "1000000001", "curp": "ORNG541120MOCRXD03",
			"rfc": "ORNG541120AB1", "taskIdCnca": "CNCA-" + id, "client": map[string]any{"names": "ANA", "firstLastName": "SALAS"},
			"offer": map[string]any{"quoter": map[string]any{"amount": 50000, "term": 24, "payment": 2900}},
			"cnca":  map[string]any{"code": code}})
		return id
	}
	type answer struct{ Code, Label, Request, Message string }

	t.Run("discharge, linked request, COX complete: E0005 → E0006 → E0007", func(t *testing.T) {
		s.t = t
		id := seed("E0002")
		s.clockAt(10, 0)
		var d answer
		if code := s.call("/api/cnca/"+id+"/baja-sipre", p1, nil, &d); code != 200 || d.Code != "E0005" {
			t.Fatalf("discharge %d %+v", code, d)
		}
		var l answer
		if code := s.call("/api/cnca/"+id+"/solicitud", p2, nil, &l); code != 403 {
			t.Fatalf("another promoter linked: %d %+v", code, l)
		}
		if code := s.call("/api/cnca/"+id+"/solicitud", p1, nil, &l); code != 200 || l.Code != "E0006" || l.Request == "" || l.Label != "Solicitud en proceso" {
			t.Fatalf("link %d %+v", code, l)
		}
		cn := s.getMap("requests/" + id + "/cnca")
		if cn["code"] != "E0006" || cn["linkedRequest"] != l.Request {
			t.Fatalf("cnca after link %v", cn)
		}
		req := s.getMap("requests/" + l.Request)
		if req["status"] != "contactInformation" || req["cncaFolio"] != id || req["curp"] != "ORNG541120MOCRXD03" ||
			req["currentPromoterBpId"] != "1000000001" || req["offer"] == nil || req["cnca"] != nil {
			t.Fatalf("linked request %v", req)
		}
		var again answer
		if code := s.call("/api/cnca/"+id+"/solicitud", p1, nil, &again); code != 200 || again.Request != l.Request {
			t.Fatalf("second link %d %+v", code, again)
		}
		var c answer
		if code := s.call("/api/cnca/"+id+"/cancelar", p1, nil, &c); code != 409 || c.Code != "CNCA_NOT_CANCELLABLE" {
			t.Fatalf("cancel of a linked folio: %d %+v", code, c)
		}
		// The promoter captures the linked request under the rules, but never re-points its CNCA folio.
		if code, _ := s.rtdb("PATCH", "requests/"+l.Request, p1, map[string]any{"cncaFolio": "otro"}); code == 200 {
			t.Fatal("a client rewrote cncaFolio")
		}
		s.write(l.Request, p1, map[string]any{"status": "settleCredits", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
		// The request reaches COX (as the signature link would move it, every step taken) and completes.
		if code, out := s.rtdb("PATCH", "requests/"+l.Request, "owner", map[string]any{"customerSteps": signedSteps("DOC-" + l.Request)}); code != 200 {
			t.Fatalf("customer steps: %d %v", code, out)
		}
		s.seedLink(l.Request, 2, time.Now().Add(time.Hour).UnixMilli(), false)
		s.registerSignature(l.Request, "DOC-"+l.Request)
		s.write(l.Request, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "functions", "lastUpdateAt": sv})
		s.eventually("linked request complete", func() bool { return s.getMap("requests/" + l.Request)["status"] == "complete" })
		s.eventually("CNCA folio linked (E0007)", func() bool { return s.getMap("requests/" + id + "/cnca")["code"] == "E0007" })
		if s.getMap("requests/" + id + "/cnca")["linkedAt"] == nil {
			t.Fatal("no linkedAt")
		}
	})

	// A linked request that ends without a credit (staff reject it, or it is discarded in capture)
	// ends its CNCA folio too: E0006 → E0008 (another request's end is TestMarkLinkedAndRejected's).
	linkedEnds := []struct {
		name  string
		write map[string]any
	}{
		{"rejected by staff", map[string]any{"status": "rejectionDocuments", "statusReason": "INE ilegible", "lastUpdateBy": "functions", "lastUpdateAt": sv}},
		{"discarded in capture", map[string]any{"discarded": map[string]any{"by": "bp:1000000001", "reason": "El cliente desistió", "at": sv}}},
	}
	for _, tt := range linkedEnds {
		t.Run("linked request "+tt.name+": E0006 → E0008", func(t *testing.T) {
			s.t = t
			id := seed("E0002")
			s.clockAt(10, 0)
			var d, l answer
			if code := s.call("/api/cnca/"+id+"/baja-sipre", p1, nil, &d); code != 200 || d.Code != "E0005" {
				t.Fatalf("discharge %d %+v", code, d)
			}
			if code := s.call("/api/cnca/"+id+"/solicitud", p1, nil, &l); code != 200 || l.Code != "E0006" {
				t.Fatalf("link %d %+v", code, l)
			}
			s.write(l.Request, "owner", tt.write)
			s.eventually("CNCA folio rejected (E0008)", func() bool { return s.getMap("requests/" + id + "/cnca")["code"] == "E0008" })
			cn := s.getMap("requests/" + id + "/cnca")
			if cn["rejectedAt"] == nil || cn["linkedRequest"] != l.Request {
				t.Fatalf("cnca after the request ended %v", cn)
			}
			var c answer
			if code := s.call("/api/cnca/"+id+"/cancelar", p1, nil, &c); code != 409 {
				t.Fatalf("cancel of a rejected folio: %d %+v", code, c)
			}
		})
	}

	t.Run("link before any discharge is refused", func(t *testing.T) {
		s.t = t
		id := seed("E0002")
		var l answer
		if code := s.call("/api/cnca/"+id+"/solicitud", p1, nil, &l); code != 409 || l.Code != "CNCA_NOT_LINKABLE" || l.Message == "" {
			t.Fatalf("link %d %+v", code, l)
		}
		if got := s.getMap("requests/" + id + "/cnca")["code"]; got != "E0002" {
			t.Fatalf("code %v", got)
		}
	})

	tests := []struct {
		name, from, token string
		status            int
		want              string
	}{
		{"cancel awaiting biometric", "E0001", p1, 200, "E0009"},
		{"cancel after a partial discharge", "E0005", p1, 200, "E0009"},
		{"another promoter cannot cancel", "E0002", p2, 403, "E0002"},
		{"rejected is final", "E0008", p1, 409, "E0008"},
		{"no token", "E0002", "", 401, "E0002"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			id := seed(tt.from)
			var c answer
			if code := s.call("/api/cnca/"+id+"/cancelar", tt.token, nil, &c); code != tt.status {
				t.Fatalf("cancel %d %+v, want %d", code, c, tt.status)
			}
			cn := s.getMap("requests/" + id + "/cnca")
			if cn["code"] != tt.want {
				t.Fatalf("code %v, want %s", cn["code"], tt.want)
			}
			if tt.want == "E0009" && (c.Label != "Cancelada" || cn["cancelledBy"] != "1000000001" || cn["cancelledAt"] == nil) {
				t.Fatalf("cancelled %+v %v", c, cn)
			}
		})
	}
}

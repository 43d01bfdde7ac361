package functions_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

// testReconcile: a folio whose COX submission is held by a process that
// died (no answer recorded) is listed to the staff of its branch and its
// promoter, and only they may reconcile it; a live lease is left alone,
// a lapsed one is reconciled with one COX submission. The operator's
// sweep needs the operator's key.
func testReconcile(t *testing.T, s *stack) {
	s.t = t
	id := fmt.Sprintf("R-reconcile-%d", time.Now().UnixNano())
	old := time.Now().Add(-10 * time.Minute).UnixMilli()
	// SUC-0203: gerente1 and promotor1 hold it, auxiliar1 and promotor2 do not.
	s.seedSigned(id, "signature", "GODE561231MDFMZM01", map[string]any{"lastUpdateAt": old - 1000, "offer": inBranch("SUC-0203")})
	marker := fmt.Sprintf("sideEffects/%s/sentCOX_%d_coxSubmit", id, old)
	// The holder died mid-call: its lease is live for an hour, so the
	// trigger's deliveries find it held and nothing is sent.
	if code, out := s.rtdb("PUT", marker, "owner", map[string]any{"submission": 1, "attempts": 1, "holder": "dead",
		"leaseUntil": time.Now().Add(time.Hour).UnixMilli(), "statusChecked": true}); code != 200 {
		t.Fatalf("marker: %d %v", code, out)
	}
	s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "functions", "lastUpdateAt": old})
	ger, aux, p1, p2 := s.staff("gerente1"), s.staff("auxiliar1"), s.staff("promotor1"), s.staff("promotor2")
	listed := func(tok string) (int, bool) {
		req, _ := http.NewRequest("GET", s.api+"/api/effects/pending", nil)
		req.Header.Set("Authorization", "Bearer gateway-token-of-the-spa")
		req.Header.Set("X-Firebase-Token", tok)
		var out struct {
			Pending []map[string]any `json:"pending"`
		}
		code := s.do(req, &out)
		for _, p := range out.Pending {
			if p["requestId"] == id {
				return code, p["effect"] == "coxSubmit"
			}
		}
		return code, false
	}
	for _, tt := range []struct {
		name, tok string
		code      int
		sees      bool
	}{
		{"the admin of the folio's branch", ger, 200, true},
		{"the folio's promoter", p1, 200, true},
		{"an admin of another branch", aux, 200, false},
		{"another promoter", p2, 200, false},
		{"no session", "", 401, false},
	} {
		if code, sees := listed(tt.tok); code != tt.code || sees != tt.sees {
			t.Fatalf("%s: list %d, sees %v", tt.name, code, sees)
		}
	}
	var e struct{ Code, Message string }
	if code := s.call("/api/requests/"+id+"/reconcile", aux, nil, &e); code != 403 {
		t.Fatalf("reconcile by an admin of another branch: %d %+v", code, e)
	}
	if code := s.call("/api/requests/"+id+"/reconcile", p2, nil, &e); code != 403 {
		t.Fatalf("reconcile by another promoter: %d %+v", code, e)
	}
	var res struct {
		Outcomes []struct{ Status, Error string } `json:"outcomes"`
	}
	if code := s.call("/api/requests/"+id+"/reconcile", ger, nil, &res); code != 200 || len(res.Outcomes) != 1 ||
		!strings.Contains(res.Outcomes[0].Error, "held") || res.Outcomes[0].Status != "sentCOX" {
		t.Fatalf("reconcile under a live lease: %d %+v", code, res)
	}
	if n, _ := s.coxCount(id); n != 0 {
		t.Fatalf("a live lease was overridden: %d submissions", n)
	}
	// The lease lapses: the next reconcile (or a redelivery racing it)
	// asks COX and submits once under the submission's key.
	if code, out := s.rtdb("PATCH", marker, "owner", map[string]any{"leaseUntil": time.Now().Add(-time.Second).UnixMilli()}); code != 200 {
		t.Fatalf("lapse: %d %v", code, out)
	}
	res.Outcomes = nil
	code := s.call("/api/requests/"+id+"/reconcile", ger, nil, &res)
	if code != 200 && code != 409 {
		t.Fatalf("reconcile after the lease lapsed: %d %+v", code, res)
	}
	s.eventually("complete", func() bool { return s.getMap("requests/" + id)["status"] == "complete" })
	if n, booked := s.coxCount(id); n != 1 || !booked {
		t.Fatalf("COX: %d submissions, booked %v", n, booked)
	}
	if code := s.call("/api/requests/"+id+"/reconcile", ger, nil, &e); code != 409 || e.Code != "NOTHING_PENDING" {
		t.Fatalf("reconcile of a completed folio: %d %+v", code, e)
	}
	s.seedOperators()
	if code := s.call("/api/effects/sweep", "", map[string]any{"key": "ana.demo-wrong"}, &e); code != 403 && code != 401 {
		t.Fatalf("sweep without the operator's key: %d %+v", code, e)
	}
	if code := s.call("/api/effects/sweep", "", map[string]any{"key": operatorKey}, &res); code != 200 {
		t.Fatalf("operator sweep: %d %+v", code, res)
	}
}

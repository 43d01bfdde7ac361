package gateway_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestFaults(t *testing.T) {
	branch := map[string]any{"branchId": "SUC-0101"}
	tests := []struct {
		name  string
		fault map[string]any
		want  []int // statuses of consecutive calls to /agreement/getBranchActive
		code  string
	}{
		{"two failures then recovery", map[string]any{"path": "/agreement/getBranchActive", "status": 503, "count": 2}, []int{503, 503, 200}, "SIMULATED_FAULT"},
		{"custom code until cleared", map[string]any{"path": "/agreement/getBranchActive", "status": 500, "code": "BACKEND_DOWN", "message": "x"}, []int{500, 500, 500, 500}, "BACKEND_DOWN"},
		{"other path untouched", map[string]any{"path": "/quoter/obtainQuotation", "status": 500}, []int{200}, ""},
		{"before header checks", map[string]any{"path": "/agreement/getBranchActive", "status": 429, "count": 1}, []int{429, 200}, "SIMULATED_FAULT"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			if r := e.admin(http.MethodPost, "/__admin/faults", tt.fault); r.status != 204 {
				t.Fatalf("add fault: %d %s", r.status, r.raw)
			}
			for i, want := range tt.want {
				r := e.post("/agreement/getBranchActive", branch)
				if r.status != want {
					t.Fatalf("call %d: %d %s, want %d", i, r.status, r.raw, want)
				}
				if want >= 400 && r.body["code"] != tt.code {
					t.Fatalf("call %d: code %v, want %s", i, r.body["code"], tt.code)
				}
			}
		})
	}
}

func TestFaults_PatternLatencyAndClear(t *testing.T) {
	e := newEnv(t)
	e.admin(http.MethodPost, "/__admin/faults", map[string]any{"path": "/biometrics/{biometricId}", "status": 502, "count": 1})
	if r := e.do(call{method: http.MethodGet, path: "/biometrics/BIO-1"}); r.status != 502 {
		t.Errorf("pattern fault: %d, want 502", r.status)
	}
	e.admin(http.MethodPost, "/__admin/faults", map[string]any{"path": "/agreement/getBranchActive", "latencyMs": 150})
	start := time.Now()
	r := e.post("/agreement/getBranchActive", map[string]any{"branchId": "SUC-0101"})
	if r.status != 200 || time.Since(start) < 150*time.Millisecond {
		t.Errorf("latency fault: %d after %v", r.status, time.Since(start))
	}
	faults := e.admin(http.MethodGet, "/__admin/faults", nil).data()["faults"].([]any)
	if len(faults) != 1 {
		t.Errorf("active faults = %v, want the latency one only", faults)
	}
	e.admin(http.MethodDelete, "/__admin/faults", nil)
	if faults := e.admin(http.MethodGet, "/__admin/faults", nil).data()["faults"].([]any); len(faults) != 0 {
		t.Errorf("faults after clear = %v", faults)
	}
	for _, bad := range []map[string]any{{"path": "sin-barra", "status": 500}, {"path": "/x", "status": 200}, {"path": "/x", "count": -1}} {
		if r := e.admin(http.MethodPost, "/__admin/faults", bad); r.status != 400 {
			t.Errorf("fault %v accepted: %d", bad, r.status)
		}
	}
}

func TestAdmin_ResetAndClock(t *testing.T) {
	e := newEnv(t)
	e.post("/sms/send", map[string]any{"phone": "5511111111", "message": "uno"})
	e.admin(http.MethodPost, "/__admin/cox", map[string]any{"fail": true})
	e.admin(http.MethodPost, "/__admin/clock", map[string]any{"offsetSeconds": 7200})
	if c := e.admin(http.MethodGet, "/__admin/clock", nil).data(); c["offsetSeconds"] != 7200.0 {
		t.Fatalf("clock = %v", c)
	}
	if r := e.admin(http.MethodPost, "/__admin/clock", map[string]any{"at": "ayer"}); r.status != 400 {
		t.Errorf("bad at: %d", r.status)
	}
	if r := e.admin(http.MethodPost, "/__admin/reset", nil); r.status != 204 {
		t.Fatalf("reset: %d", r.status)
	}
	if c := e.admin(http.MethodGet, "/__admin/clock", nil).data(); c["offsetSeconds"] != 0.0 {
		t.Errorf("clock after reset = %v", c)
	}
	if m := e.admin(http.MethodGet, "/__admin/outbox", nil).data()["messages"].([]any); len(m) != 0 {
		t.Errorf("outbox after reset = %v", m)
	}
	e.token = e.login("promotor1").Token
	if r := e.post("/cox/submit", map[string]any{"folio": "F", "curp": "HECJ600305HPLRRS04"}); r.status != 200 {
		t.Errorf("COX switch survived reset: %d", r.status)
	}
	if r := e.admin(http.MethodGet, "/__admin/nada", nil); r.status != 404 {
		t.Errorf("unknown admin path: %d", r.status)
	}
}

// TestServer_Concurrent hammers logins, refreshes, SMS and faults at once;
// run with -race.
func TestServer_Concurrent(t *testing.T) {
	e := newEnv(t)
	e.admin(http.MethodPost, "/__admin/faults", map[string]any{"path": "/sms/send", "status": 503, "count": 10})
	var wg sync.WaitGroup
	statuses := make(chan int, 200)
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l := e.login([]string{"promotor1", "promotor2", "gerente1"}[i%3])
			for range 5 {
				r := e.do(call{path: "/sms/send", token: l.Token, body: map[string]any{"applicationId": "OPPNP", "phone": "5500000000", "message": "m"}})
				statuses <- r.status
			}
			e.do(call{path: "/auth/refresh", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "token": l.TokenRefresh, "deviceId": "d"}})
		}()
	}
	wg.Wait()
	close(statuses)
	count := map[int]int{}
	for s := range statuses {
		count[s]++
	}
	if count[503] != 10 || count[202] != 90 {
		t.Errorf("statuses = %v, want exactly 10×503 and 90×202", count)
	}
	if n := len(e.admin(http.MethodGet, "/__admin/outbox", nil).data()["messages"].([]any)); n != 90 {
		t.Errorf("outbox holds %d messages, want 90", n)
	}
}

// TestCOX_LostAnswerAndStatus: with loseAnswer COX books the folio and the
// caller gets a bare 502; /cox/status then says it was booked, and the
// admin count shows one submission per new key (replays excluded).
func TestCOX_LostAnswerAndStatus(t *testing.T) {
	e := newEnv(t)
	e.token = e.login("promotor1").Token
	keyed := func(key string) reply {
		return e.do(call{path: "/cox/submit", headers: map[string]string{"Idempotency-Key": key},
			body: map[string]any{"applicationId": "OPPNP", "folio": "F-L", "curp": "HECJ600305HPLRRS04"}})
	}
	if st := e.post("/cox/status", map[string]any{"folio": "F-L"}).data(); st["booked"] != false {
		t.Fatalf("status before any submission = %v", st)
	}
	e.admin(http.MethodPost, "/__admin/cox", map[string]any{"loseAnswer": true})
	for range 2 {
		if r := keyed("F-L-cox-1"); r.status != 502 || strings.Contains(string(r.raw), "code") {
			t.Fatalf("lost answer = %d %s, want a bare 502", r.status, r.raw)
		}
	}
	e.admin(http.MethodPost, "/__admin/cox", map[string]any{"loseAnswer": false})
	st := e.post("/cox/status", map[string]any{"folio": "F-L"}).data()
	if st["booked"] != true || st["probankNumber"] == nil || st["coxId"] == nil {
		t.Fatalf("status after a lost answer = %v", st)
	}
	if c := e.admin(http.MethodGet, "/__admin/cox?folio=F-L", nil).data(); c["submissions"] != 1.0 || c["booked"] != true {
		t.Fatalf("admin count after retries of one key = %v", c)
	}
	if r := keyed("F-L-cox-2"); r.status != 200 || r.data()["duplicate"] != true {
		t.Fatalf("second key = %d %s", r.status, r.raw)
	}
	if c := e.admin(http.MethodGet, "/__admin/cox?folio=F-L", nil).data(); c["submissions"] != 2.0 {
		t.Fatalf("a second key is a second submission: %v", c)
	}
}

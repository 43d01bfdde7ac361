package ui_test

import (
	"encoding/json"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/logsink"
)

// TestChain_Login proves the console's correlation: a login sent through
// Hosting with the SPA's request id produces records from the SPA, the
// api function and the gateway that share that id, and no record holds an
// unmasked CURP, RFC, phone or CLABE.
func TestChain_Login(t *testing.T) {
	emutest.SkipShort(t, "integration: builds and runs the functions")
	root := emutest.Root(t)
	s := emutest.Start(t, emutest.Options{
		Services: []string{"database", "auth", "gateway", "functions", "hosting", "ui"},
		// The functions host's default source is relative to the config
		// file, which emutest copies to a temporary directory.
		Config: func(cfg map[string]any) {
			if _, ok := cfg["functions"]; !ok {
				cfg["functions"] = map[string]any{"source": filepath.Join(root, "functions")}
			}
		},
	})
	const rid = "chain-4bf92f3577b34da6"
	f := &fixture{}

	// The SPA: its logger ships a record about the call it is making, with
	// a leak the sink must mask.
	start := time.Now()
	status, _, body := f.do(t, "POST", s.URL("hosting")+"/api/session/login", `{"username":"promotor1","password":"Demo.2026"}`,
		"Content-Type", "application/json", "X-Device-Id", "dev-chain", "X-Request-Id", rid)
	if status != http.StatusOK {
		t.Fatalf("login through hosting = %d %s", status, body)
	}
	spa := []map[string]any{{
		"level": "info", "message": "Inicio de sesión", "route": "login", "requestId": rid, "deviceId": "dev-chain",
		"promoterID": "1000000001", "durationMs": time.Since(start).Milliseconds(),
		"client": map[string]any{"curp": "SABC560626MDFLRN01", "note": "RFC GODE561231GR8, tel 5512345678, clabe 032180000118359719"},
	}}
	b, _ := json.Marshal(spa)
	if st, _, _ := f.do(t, "POST", s.URL("ui")+"/api/logs", string(b), "Content-Type", "text/plain", "Origin", s.URL("hosting")); st != http.StatusAccepted {
		t.Fatalf("SPA records = %d", st)
	}

	// The function and gateway records are written as the calls end; the
	// function's come through its stdout, so wait for them briefly.
	var chain []logsink.Record
	want := func(source, path string) bool {
		for _, r := range chain {
			if r.Source == source && (path == "" || r.Fields["path"] == path || strings.Contains(r.Message, path)) {
				return true
			}
		}
		return false
	}
	complete := func() bool {
		return want("spa", "") && want("functions", "/api/session/login") && want("gateway", "/auth/login") &&
			want("gateway", "/sellers/branchesByPromotor")
	}
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		_, _, body := f.do(t, "GET", s.URL("ui")+"/api/logs?requestId="+rid, "")
		var got struct{ Records []logsink.Record }
		if err := json.Unmarshal([]byte(body), &got); err != nil {
			t.Fatal(err)
		}
		chain = got.Records
		if complete() || time.Now().After(deadline) {
			break
		}
	}
	if !complete() {
		t.Fatalf("incomplete chain for %s:\n%s", rid, dump(chain))
	}
	t.Logf("chain for %s:\n%s", rid, dump(chain))
	for _, r := range chain {
		if r.Source == "gateway" && (r.PromoterID != "1000000001" || r.Status != 200 || r.DurationMs == nil) {
			t.Errorf("gateway record without promoter, status or duration: %+v", r)
		}
		if r.Source == "functions" && r.Fields["path"] == "/api/session/login" && (r.Status != 200 || r.DurationMs == nil) {
			t.Errorf("function request record without status or duration: %+v", r)
		}
	}

	// Nothing in the whole sink, from any source, holds personal data.
	_, _, all := f.do(t, "GET", s.URL("ui")+"/api/logs?limit=2000", "")
	for _, p := range personal {
		if strings.Contains(all, p) {
			t.Errorf("the sink holds %q unmasked", p)
		}
	}
	if !strings.Contains(all, "**************RN01") || !strings.Contains(all, "******5678") {
		t.Errorf("the SPA's leak was not stored masked:\n%s", dump(chain))
	}
}

package ui_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/logsink"
)

// TestSuite_Console runs `go run ./emulators`'s code path with the console:
// the page is served on the ui port, its API reads the running database,
// and the gateway's request log reaches the console's sink through the
// suite's logger (teed into the sink by newSuite, emulators/suite).
func TestSuite_Console(t *testing.T) {
	emutest.SkipShort(t, "integration")
	s := emutest.Start(t, emutest.Options{Services: []string{"database", "auth", "gateway", "ui"}})
	f := &fixture{}
	status, _, body := f.do(t, "GET", s.URL("ui")+"/", "")
	if status != 200 || !strings.Contains(body, "Consola del emulador") {
		t.Fatalf("page = %d", status)
	}
	if s, _, b := f.do(t, "PUT", s.URL("database")+"/roles/1000000001.json", `{"name":"Promotor"}`, "Authorization", "Bearer owner"); s != 200 {
		t.Fatalf("seed = %d %s", s, b)
	}
	_, _, body = f.do(t, "GET", s.URL("ui")+"/api/database/demo-oppnp-default-rtdb/roles", "")
	if strings.TrimSpace(body) != `{"1000000001":{"name":"Promotor"}}` {
		t.Errorf("database through the console = %s", body)
	}
	// The rules in force, and a signed-out read they deny.
	if st, _, b := f.do(t, "GET", s.URL("ui")+"/api/rules/demo-oppnp-default-rtdb", ""); st != 200 || !strings.Contains(b, `"rules"`) {
		t.Errorf("rules = %d %.80s", st, b)
	}
	if st, _, _ := f.do(t, "GET", s.URL("database")+"/roles/1000000001.json", ""); st != http.StatusUnauthorized {
		t.Errorf("signed-out read = %d, want 401", st)
	}
	_, _, body = f.do(t, "GET", s.URL("ui")+"/api/denials", "")
	var denials struct{ Records []logsink.Record }
	if err := json.Unmarshal([]byte(body), &denials); err != nil {
		t.Fatal(err)
	}
	if len(denials.Records) == 0 || denials.Records[0].Fields["path"] != "/roles/1000000001" || denials.Records[0].Fields["op"] != "read" {
		t.Errorf("denials = %+v", denials.Records)
	}
	_, _, body = f.do(t, "GET", s.URL("ui")+"/api/overview", "")
	if !strings.Contains(body, `"gateway":"http://`+s.Addrs["gateway"]+`"`) {
		t.Errorf("overview = %s", body)
	}

	status, _, _ = f.do(t, "POST", s.URL("gateway")+"/auth/login", `{"applicationId":"OPPNP","username":"promotor1","password":"Demo.2026"}`,
		"X-IBM-Client-Id", "oppnp-local", "X-Device-Id", "dev-1", "X-Request-Id", "suite-req-1")
	if status != http.StatusOK {
		t.Fatalf("gateway login = %d", status)
	}
	_, _, body = f.do(t, "GET", s.URL("ui")+"/api/logs?requestId=suite-req-1", "")
	var got struct{ Records []logsink.Record }
	if err := json.Unmarshal([]byte(body), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Records) != 1 || got.Records[0].Source != "gateway" || got.Records[0].PromoterID != "1000000001" || got.Records[0].Fields["path"] != "/auth/login" {
		t.Errorf("gateway record in the console = %+v", got.Records)
	}
}

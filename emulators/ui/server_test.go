package ui_test

import (
	"bufio"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/gateway"
	"oppnp/emulators/logsink"
	"oppnp/emulators/remoteconfig"
	"oppnp/emulators/rtdb"
	"oppnp/emulators/ui"
)

const ns = "demo-x-default-rtdb"

// denyUnauthenticated refuses every non-admin operation, so a read
// without credentials produces a denial record.
type denyUnauthenticated struct{}

func (denyUnauthenticated) Authorize(*rtdb.AccessRequest) rtdb.Decision {
	return rtdb.Decision{Allow: false, Reason: "no rule grants access"}
}

type fixture struct {
	console  *httptest.Server
	db, gw   *httptest.Server
	sink     *logsink.Sink
	template string
	stop     context.CancelFunc // the suite stopping
}

// newFixture runs the real database, gateway and Remote Config handler on
// random ports with the console in front of them.
func newFixture(t *testing.T, running ...string) *fixture {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	f := &fixture{sink: logsink.New(100), stop: cancel}
	log := slog.New(logsink.Tee(slog.DiscardHandler, f.sink))
	db, err := rtdb.New(rtdb.Options{DefaultNamespace: ns, Rules: []byte(`{"rules":{}}`), Logger: log.With("service", "database"),
		AuthorizerFactory: func([]byte) (rtdb.Authorizer, error) { return denyUnauthenticated{}, nil }})
	if err != nil {
		t.Fatal(err)
	}
	gw, err := gateway.New(gateway.Config{ClientID: "c", Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	f.db, f.gw = httptest.NewServer(db), httptest.NewServer(gw)
	t.Cleanup(func() { f.db.Close(); f.gw.Close(); db.Close(); gw.Close() })

	root := emutest.Root(t)
	src := emutest.ReadRepoFile(t, "remoteconfig.template.json")
	f.template = filepath.Join(t.TempDir(), "remoteconfig.template.json")
	emutest.WriteFile(t, f.template, src)
	addrs := map[string]string{"database": strings.TrimPrefix(f.db.URL, "http://"), "gateway": strings.TrimPrefix(f.gw.URL, "http://")}
	if running != nil {
		for k := range addrs {
			if !contains(running, k) {
				delete(addrs, k)
			}
		}
	}
	f.console = httptest.NewServer(ui.New(ui.Options{
		Project: "demo-x", DefaultNamespace: ns, Addr: func(s string) string { return addrs[s] },
		Services: []string{"database", "gateway", "hosting"}, Sink: f.sink,
		RemoteConfig: remoteconfig.New(f.template, nil), RulesFile: filepath.Join(root, "database.rules.json"), Context: ctx,
	}))
	t.Cleanup(f.console.Close)
	return f
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (f *fixture) do(t *testing.T, method, url, body string, hdr ...string) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, b := emutest.Do(t, req)
	return resp.StatusCode, resp.Header, string(b)
}

func TestServer_Pages(t *testing.T) {
	f := newFixture(t)
	tests := []struct {
		path, contentType, want string
	}{
		{"/", "text/html", "Consola del emulador"},
		{"/app.js", "javascript", "EventSource"},
		{"/app.css", "text/css", ".arbol"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			status, h, body := f.do(t, "GET", f.console.URL+tt.path, "")
			if status != 200 || !strings.Contains(h.Get("Content-Type"), tt.contentType) || !strings.Contains(body, tt.want) {
				t.Errorf("GET %s = %d %q, body lacks %q", tt.path, status, h.Get("Content-Type"), tt.want)
			}
		})
	}
	if status, _, _ := f.do(t, "POST", f.console.URL+"/", "{}", "Content-Type", "application/json"); status != http.StatusMethodNotAllowed {
		t.Errorf("POST / = %d", status)
	}
	if status, _, body := f.do(t, "GET", f.console.URL+"/api/nada", ""); status != 404 || !strings.Contains(body, "ruta desconocida") {
		t.Errorf("unknown api = %d %s", status, body)
	}
}

func TestServer_Overview(t *testing.T) {
	f := newFixture(t)
	_, _, body := f.do(t, "GET", f.console.URL+"/api/overview", "")
	var got struct {
		Project, DefaultNamespace string
		Services                  map[string]string
	}
	if err := json.Unmarshal([]byte(body), &got); err != nil {
		t.Fatal(err)
	}
	if got.Project != "demo-x" || got.DefaultNamespace != ns || got.Services["database"] != f.db.URL || got.Services["gateway"] != f.gw.URL {
		t.Errorf("overview = %+v", got)
	}
	if _, ok := got.Services["hosting"]; ok {
		t.Error("a service that is not running is listed")
	}
}

func TestServer_Database(t *testing.T) {
	f := newFixture(t)
	if s, _, b := f.do(t, "PUT", f.db.URL+"/requests/r1.json?ns=other-ns", `{"status":"quoter"}`, "Authorization", "Bearer owner"); s != 200 {
		t.Fatalf("seed other-ns = %d %s", s, b)
	}
	if s, _, b := f.do(t, "PUT", f.db.URL+"/requests/r2.json", `{"status":"documents","uuid":"u-2"}`, "Authorization", "Bearer owner"); s != 200 {
		t.Fatalf("seed = %d %s", s, b)
	}
	tests := []struct {
		name, path string
		status     int
		want       string
	}{
		{"namespaces", "/api/namespaces", 200, `{"default":"demo-x-default-rtdb","namespaces":["demo-x-default-rtdb","other-ns"]}`},
		{"root", "/api/database/" + ns + "/", 200, `{"requests":{"r2":{"status":"documents","uuid":"u-2"}}}`},
		{"path", "/api/database/other-ns/requests/r1", 200, `{"status":"quoter"}`},
		{"shallow", "/api/database/" + ns + "/requests?shallow=true", 200, `{"r2":true}`},
		{"missing", "/api/database/" + ns + "/nada", 200, `null`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, h, body := f.do(t, "GET", f.console.URL+tt.path, "", "Origin", "http://evil.example")
			if status != tt.status || strings.TrimSpace(body) != tt.want {
				t.Errorf("GET %s = %d %s, want %s", tt.path, status, body, tt.want)
			}
			if h.Get("Access-Control-Allow-Origin") != "" {
				t.Error("the owner's view must not be open to other origins")
			}
		})
	}
}

func TestServer_DatabaseStream(t *testing.T) {
	f := newFixture(t)
	req, _ := http.NewRequest("GET", f.console.URL+"/api/database/"+ns+"/", nil)
	req.Header.Set("Accept", "text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("content type = %q", resp.Header.Get("Content-Type"))
	}
	events := make(chan string, 10)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			if d, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				events <- d
			}
		}
		close(events)
	}()
	next := func() string {
		select {
		case e := <-events:
			return e
		case <-time.After(10 * time.Second):
			t.Fatal("no event")
		}
		return ""
	}
	if e := next(); e != `{"path":"/","data":null}` {
		t.Errorf("initial event = %s", e)
	}
	f.do(t, "PUT", f.db.URL+"/requests/r9/status.json", `"bioprocess"`, "Authorization", "Bearer owner")
	if e := next(); e != `{"path":"/requests/r9/status","data":"bioprocess"}` {
		t.Errorf("live event = %s", e)
	}
	// Stopping the suite ends the stream, so a graceful stop does not
	// wait for an open browser tab.
	f.stop()
	select {
	case e, ok := <-events:
		if ok {
			t.Errorf("event after stop: %s", e)
		}
	case <-time.After(5 * time.Second):
		t.Error("the stream outlived the suite")
	}
}

func TestServer_RulesAndDenials(t *testing.T) {
	f := newFixture(t)
	if s, _, _ := f.do(t, "GET", f.db.URL+"/requests.json", ""); s != http.StatusUnauthorized {
		t.Fatalf("unauthenticated read = %d, want a denial", s)
	}
	status, h, body := f.do(t, "GET", f.console.URL+"/api/rules/"+ns, "")
	if status != 200 || h.Get("X-Rules-Source") != "database" || body != `{"rules":{}}` {
		t.Errorf("rules = %d %q %s", status, h.Get("X-Rules-Source"), body)
	}
	_, _, body = f.do(t, "GET", f.console.URL+"/api/denials", "")
	var got struct{ Records []logsink.Record }
	if err := json.Unmarshal([]byte(body), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Records) != 1 || got.Records[0].Fields["path"] != "/requests" || got.Records[0].Fields["op"] != "read" ||
		got.Records[0].Fields["reason"] != "no rule grants access" || got.Records[0].Fields["ns"] != ns {
		t.Errorf("denials = %+v", got.Records)
	}

	off := newFixture(t, "gateway")
	status, h, body = off.do(t, "GET", off.console.URL+"/api/rules/"+ns, "")
	if status != 200 || h.Get("X-Rules-Source") != "file" || !strings.Contains(body, `"rules"`) {
		t.Errorf("rules without a database = %d %q %.80s", status, h.Get("X-Rules-Source"), body)
	}
	if status, _, body := off.do(t, "GET", off.console.URL+"/api/database/"+ns+"/", ""); status != 503 || !strings.Contains(body, "no está en ejecución") {
		t.Errorf("database off = %d %s", status, body)
	}
}

func TestServer_Outbox(t *testing.T) {
	f := newFixture(t)
	status, _, body := f.do(t, "GET", f.console.URL+"/api/outbox", "")
	if status != 200 || strings.TrimSpace(body) != `{"data":{"emails":[],"messages":[]}}` {
		t.Errorf("outbox = %d %s", status, body)
	}
	off := newFixture(t, "database")
	if status, _, body := off.do(t, "GET", off.console.URL+"/api/outbox", ""); status != 503 || !strings.Contains(body, "gateway") {
		t.Errorf("outbox without a gateway = %d %s", status, body)
	}
}

func TestServer_Logs(t *testing.T) {
	f := newFixture(t)
	status, h, _ := f.do(t, "POST", f.console.URL+"/api/logs", `[{"level":"info","message":"Vista de página","route":"busqueda-cliente","promoterID":"1000000001"}]`,
		"Origin", "http://127.0.0.1:5000", "Content-Type", "text/plain")
	if status != http.StatusAccepted || h.Get("Access-Control-Allow-Origin") != "http://127.0.0.1:5000" {
		t.Fatalf("POST /api/logs = %d, CORS %q", status, h.Get("Access-Control-Allow-Origin"))
	}
	f.do(t, "POST", f.gw.URL+"/auth/login", `{"applicationId":"OPPNP","username":"promotor1","password":"Demo.2026"}`,
		"X-IBM-Client-Id", "c", "X-Device-Id", "d", "X-Request-Id", "req-77")
	_, _, body := f.do(t, "GET", f.console.URL+"/api/logs?promoterID=1000000001", "")
	var got struct{ Records []logsink.Record }
	if err := json.Unmarshal([]byte(body), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Records) != 2 || got.Records[0].Source != "gateway" || got.Records[0].RequestID != "req-77" ||
		got.Records[1].Source != "spa" || got.Records[1].Route != "busqueda-cliente" {
		t.Errorf("records = %+v", got.Records)
	}
}

package suite_test

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/panics"
	"oppnp/emulators/suite"
)

// TestSuite_HandlerPanics makes each emulator's handler panic in turn (a
// probe inside the suite's own recovery, set by SetPanicProbe) and a
// function panic in its child process: each answers 500, the panic reaches
// the console's log, and the same service serves the next request.
func TestSuite_HandlerPanics(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	const header = "X-Panic-Probe"
	restore := suite.SetPanicProbe(func(service string, h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Header.Get(header) == service {
				panic("probe panic in " + service)
			}
			h.ServeHTTP(w, r)
		})
	})
	defer restore()
	s := startWithFixture(t)

	tests := []struct {
		service string // the probe's target
		url     string
		wantLog string
	}{
		{"database", s.URL("database") + "/items.json?ns=demo-oppnp-default-rtdb", "probe panic in database"},
		{"auth", s.URL("auth") + "/emulator/v1/projects/demo-oppnp/config", "probe panic in auth"},
		{"gateway", s.URL("gateway") + "/__admin/clock", "probe panic in gateway"},
		{"functions", s.URL("functions") + "/", "probe panic in functions"},
		{"hosting", s.URL("hosting") + "/", "probe panic in hosting"},
		{"remoteconfig", s.URL("hosting") + "/__/remoteconfig/template", "probe panic in remoteconfig"},
		{"ui", s.URL("ui") + "/api/overview", "probe panic in ui"},
		{"hub", s.URL("hub") + "/emulators", "probe panic in hub"},
		// No probe: the function itself panics in its child process, where
		// functions-framework-go answers 500 and the host relays its stderr.
		{"", s.URL("hosting") + "/boom/x", "A panic occurred during user function execution"},
	}
	for _, tt := range tests {
		t.Run(cmp(tt.service, "function"), func(t *testing.T) {
			code, body := get(t, tt.url, header, tt.service)
			if code != http.StatusInternalServerError {
				t.Fatalf("GET %s with a panic: %d %s, want 500", tt.url, code, body)
			}
			if tt.service != "" && !strings.Contains(body, panics.Message) {
				t.Errorf("body %q, want the recovery's message", body)
			}
			waitLog(t, s, tt.wantLog)
			if tt.service == "" {
				tt.url = s.URL("hosting") + "/api/x" // the echo function, beside the one that panicked
			}
			if code, body := get(t, tt.url, "", ""); code >= 500 {
				t.Fatalf("GET %s after the panic: %d %s", tt.url, code, body)
			}
		})
	}
}

func cmp(s, or string) string {
	if s == "" {
		return or
	}
	return s
}

func get(t *testing.T, url, header, value string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	if value != "" {
		req.Header.Set(header, value)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// waitLog waits until the console's log sink holds a record mentioning want.
func waitLog(t *testing.T, s *emutest.Suite, want string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		_, body := get(t, s.URL("ui")+"/api/logs", "", "")
		if strings.Contains(body, want) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("no log record mentions %q", want)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// startWithFixture runs every service, the functions host serving the
// functions host's test fixture (echo at /api/**, boom at /boom/**).
func startWithFixture(t *testing.T) *emutest.Suite {
	t.Helper()
	root := emutest.Root(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "functions")
	if err := os.MkdirAll(src, 0o755); err != nil {
		t.Fatal(err)
	}
	manifest := fmt.Sprintf(`{"specVersion": "v1alpha1", "main": %q, "endpoints": {
	  "echo": {"entryPoint": "echo", "region": ["us-central1"], "httpsTrigger": {}},
	  "boom": {"entryPoint": "boom", "region": ["us-central1"], "httpsTrigger": {}}}}`,
		filepath.Join(root, "emulators/functionshost/testdata/fixture"))
	emutest.WriteFile(t, filepath.Join(src, "functions.json"), []byte(manifest))
	s := emutest.Start(t, emutest.Options{
		Services: []string{"database", "auth", "gateway", "functions", "hosting", "ui"},
		Config: func(cfg map[string]any) {
			cfg["functions"] = map[string]any{"source": src}
			h := cfg["hosting"].(map[string]any)
			h["public"] = dir
			h["rewrites"] = []any{
				map[string]any{"source": "/api/**", "function": map[string]any{"functionId": "echo", "region": "us-central1"}},
				map[string]any{"source": "/boom/**", "function": map[string]any{"functionId": "boom", "region": "us-central1"}},
			}
		},
	})
	// The first call waits for the fixture to be built and listening.
	deadline := time.Now().Add(3 * time.Minute)
	for {
		if code, _ := get(t, s.URL("hosting")+"/api/ready", "", ""); code == 200 {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatal("fixture functions not ready")
		}
		time.Sleep(200 * time.Millisecond)
	}
}

package suite_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"oppnp/emulators/emutest"
	"oppnp/emulators/idtoken"
)

// The suite serves one developer (docs/adr/0052-local-suite-serves-one-developer.md):
// through the started suite, every listener refuses a foreign Host, and
// what a visited page could send — a cross-site form to the console, a
// write to Hosting's Remote Config, the database's owner credential or the
// gateway simulator's test controls with an Origin — is refused, beside
// the same call made the way the suite's tools make it.
func TestSuite_ServesOnlyTheLocalDeveloper(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	s, tmplPath := startAll(t)

	t.Run("Host", func(t *testing.T) {
		for _, svc := range []string{"hub", "database", "auth", "gateway", "functions", "hosting", "ui"} {
			addr := s.Addrs[svc]
			_, port, _ := strings.Cut(addr, ":")
			for _, tt := range []struct {
				host    string
				refused bool
			}{
				{"attacker.example:" + port, true},
				{"127.0.0.1.nip.io:" + port, true},
				{"127.0.0.1:" + port, false},
				{"localhost:" + port, false},
			} {
				code, body := call(t, "GET", "http://"+addr+"/", "", "Host", tt.host)
				if refused := code == http.StatusMisdirectedRequest; refused != tt.refused {
					t.Errorf("%s with Host %s: %d %.80s (refused %v, want %v)", svc, tt.host, code, body, refused, tt.refused)
				}
			}
		}
	})

	t.Run("console", func(t *testing.T) {
		toggle := s.URL("ui") + "/api/remoteconfig/toggle/dev_cnca_access"
		before, _ := os.ReadFile(tmplPath)
		code, _ := call(t, "POST", toggle, `{"enabled":true}`, "Content-Type", "text/plain",
			"Origin", "https://attacker.example", "Sec-Fetch-Site", "cross-site")
		if after, _ := os.ReadFile(tmplPath); code != http.StatusForbidden || string(after) != string(before) {
			t.Errorf("cross-site text/plain toggle = %d; template changed %v", code, string(after) != string(before))
		}
		code, body := call(t, "POST", toggle, `{"enabled":true}`, "Content-Type", "application/json",
			"Origin", s.URL("ui"), "Sec-Fetch-Site", "same-origin")
		if after, _ := os.ReadFile(tmplPath); code != http.StatusOK || string(after) == string(before) {
			t.Errorf("same-origin JSON toggle = %d %s; template changed %v", code, body, string(after) != string(before))
		}
	})

	t.Run("hosting Remote Config", func(t *testing.T) {
		before, _ := os.ReadFile(tmplPath)
		code, _ := call(t, "PUT", s.URL("hosting")+"/__/remoteconfig/parameters/dev_video_sdk_url",
			`{"value":"https://attacker.example/sdk.js"}`, "Content-Type", "application/json")
		if after, _ := os.ReadFile(tmplPath); code != http.StatusMethodNotAllowed || string(after) != string(before) {
			t.Errorf("PUT on hosting = %d; template changed %v", code, string(after) != string(before))
		}
		if code, body := call(t, "GET", s.URL("hosting")+"/__/remoteconfig/values", ""); code != 200 || !strings.Contains(body, "dev_video_sdk_url") {
			t.Errorf("GET values = %d %.100s", code, body)
		}
	})

	user, err := idtoken.MintWithHeader(map[string]any{"alg": "none", "type": "JWT"}, idtoken.Claims{
		"sub": "alice", "user_id": "alice", "iat": 0, "exp": 3600, "aud": "demo-oppnp",
		"firebase": map[string]any{"sign_in_provider": "custom", "identities": map[string]any{}},
	})
	if err != nil {
		t.Fatal(err)
	}
	const origin = "http://localhost:5000" // even the SPA's own origin
	t.Run("database REST", func(t *testing.T) {
		db := s.URL("database")
		for _, tt := range []struct {
			name, method, path string
			hdr                []string
			want               int
		}{
			{"owner with Origin", "PUT", "/probe.json?auth=owner", []string{"Origin", origin}, 403},
			{"owner stream with Origin", "GET", "/probe.json?auth=owner", []string{"Origin", origin, "Accept", "text/event-stream"}, 403},
			{"owner without Origin", "PUT", "/probe.json?auth=owner", nil, 200},
			{"user token with Origin", "PUT", "/probe.json", []string{"Origin", origin, "Authorization", "Bearer " + user}, 200},
			{"no credential", "PUT", "/probe.json", []string{"Origin", origin}, 401},
			{"user token from another site", "PUT", "/probe.json", []string{"Origin", "https://attacker.example", "Authorization", "Bearer " + user}, 403},
		} {
			if code, body := call(t, tt.method, db+tt.path, `"`+tt.name+`"`, tt.hdr...); code != tt.want {
				t.Errorf("%s: %d %s, want %d", tt.name, code, body, tt.want)
			}
		}
	})

	t.Run("database WebSocket", func(t *testing.T) {
		for _, tt := range []struct {
			name, origin, cred, want string
		}{
			{"owner with Origin", origin, "owner", "invalid_token"},
			{"owner without Origin", "", "owner", "ok"},
			{"user token with Origin", origin, user, "ok"},
		} {
			if got := wsAuth(t, s.Addrs["database"], tt.origin, tt.cred); got != tt.want {
				t.Errorf("%s: auth %s, want %s", tt.name, got, tt.want)
			}
		}
	})

	t.Run("gateway test controls", func(t *testing.T) {
		cox := s.URL("gateway") + "/__admin/cox"
		if code, body := call(t, "POST", cox, `{"fail":true}`, "Content-Type", "text/plain", "Origin", "https://attacker.example"); code != http.StatusForbidden || !strings.Contains(body, "ADMIN_FROM_BROWSER") {
			t.Errorf("/__admin with Origin = %d %s", code, body)
		}
		if code, body := call(t, "POST", cox, `{"fail":false}`, "Content-Type", "application/json"); code != http.StatusNoContent {
			t.Errorf("/__admin without Origin = %d %s", code, body)
		}
	})
}

// startAll starts every service, with rules that let any signed-in user
// write, a copy of the template, an empty public dir and no functions.
func startAll(t *testing.T) (*emutest.Suite, string) {
	t.Helper()
	root := emutest.Root(t)
	dir := t.TempDir()
	tmpl, err := os.ReadFile(filepath.Join(root, "remoteconfig.template.json"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"rc.json":           string(tmpl),
		"rules.json":        `{"rules": {".read": "auth != null", ".write": "auth != null"}}`,
		"public/index.html": "<html>OPPNP</html>",
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		emutest.WriteFile(t, p, []byte(content))
	}
	s := emutest.Start(t, emutest.Options{
		Services: []string{"database", "auth", "gateway", "functions", "hosting", "ui"},
		Config: func(cfg map[string]any) {
			cfg["remoteconfig"] = map[string]any{"template": filepath.Join(dir, "rc.json")}
			cfg["database"] = map[string]any{"rules": filepath.Join(dir, "rules.json")}
			cfg["functions"] = map[string]any{"source": filepath.Join(dir, "no-functions")}
			cfg["hosting"].(map[string]any)["public"] = filepath.Join(dir, "public")
		},
	})
	return s, filepath.Join(dir, "rc.json")
}

// call makes one request; hdr are name, value pairs ("Host" sets the
// request's Host header, not the address dialled).
func call(t *testing.T, method, url, body string, hdr ...string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		if hdr[i] == "Host" {
			req.Host = hdr[i+1]
			continue
		}
		req.Header.Set(hdr[i], hdr[i+1])
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	resp, err := http.DefaultClient.Do(req.WithContext(ctx))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	return resp.StatusCode, string(b)
}

// wsAuth opens a realtime connection (with origin as its Origin header
// when set), sends an auth request with cred and returns the reply's
// status.
func wsAuth(t *testing.T, addr, origin, cred string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	h := http.Header{}
	if origin != "" {
		h.Set("Origin", origin)
	}
	c, _, err := websocket.Dial(ctx, "ws://"+addr+"/.ws?v=5&ns=demo-oppnp-default-rtdb", &websocket.DialOptions{HTTPHeader: h})
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	req, _ := json.Marshal(map[string]any{"t": "d", "d": map[string]any{"r": 1, "a": "auth", "b": map[string]any{"cred": cred}}})
	if err := c.Write(ctx, websocket.MessageText, req); err != nil {
		t.Fatal(err)
	}
	for {
		_, b, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var m struct {
			T string `json:"t"`
			D struct {
				R float64 `json:"r"`
				B struct {
					S string `json:"s"`
				} `json:"b"`
			} `json:"d"`
		}
		if json.Unmarshal(b, &m) == nil && m.T == "d" && m.D.R == 1 {
			return m.D.B.S
		}
	}
}

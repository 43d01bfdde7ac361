package hosting_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/hosting"
)

func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		emutest.WriteFile(t, p, []byte(body))
	}
	return dir
}

var spaRewrites = []hosting.Rewrite{
	{Source: "/api/**", Function: "api", Region: "us-central1"},
	{Source: "**", Destination: "/index.html"},
}

func get(t *testing.T, url string, hdr map[string]string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, b := emutest.Do(t, req)
	return resp, string(b)
}

func TestServer_Static(t *testing.T) {
	public := writeFiles(t, map[string]string{
		"index.html":                "<html>spa</html>",
		"assets/index-B9x3kQ1z.js":  "console.log(1)",
		"assets/index-Ck2LmN8p.css": "body{}",
		"favicon.svg":               "<svg/>",
		"docs/index.html":           "docs",
		".secret":                   "x",
	})
	s, err := hosting.New(hosting.Options{Public: public, Rewrites: spaRewrites, Project: "demo-x"})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	defer hs.Close()
	tests := []struct {
		path, body, ctype, cache string
		status                   int
	}{
		{"/", "<html>spa</html>", "text/html; charset=utf-8", "no-cache", 200},
		{"/solicitudes/nueva", "<html>spa</html>", "text/html; charset=utf-8", "no-cache", 200},
		{"/assets/index-B9x3kQ1z.js", "console.log(1)", "text/javascript; charset=utf-8", "public, max-age=31536000, immutable", 200},
		{"/assets/index-Ck2LmN8p.css", "body{}", "text/css; charset=utf-8", "public, max-age=31536000, immutable", 200},
		{"/favicon.svg", "<svg/>", "image/svg+xml", "max-age=3600", 200},
		{"/docs/", "docs", "text/html; charset=utf-8", "no-cache", 200},
		{"/.secret", "<html>spa</html>", "text/html; charset=utf-8", "no-cache", 200},
		{"/../../etc/passwd", "<html>spa</html>", "text/html; charset=utf-8", "no-cache", 200},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			resp, body := get(t, hs.URL+tt.path, nil)
			if resp.StatusCode != tt.status || body != tt.body || resp.Header.Get("Content-Type") != tt.ctype || resp.Header.Get("Cache-Control") != tt.cache {
				t.Errorf("got %d %q type %q cache %q", resp.StatusCode, body, resp.Header.Get("Content-Type"), resp.Header.Get("Cache-Control"))
			}
		})
	}
}

// TestServer_FunctionRewrite proxies /api/** to the functions host with
// the project/region/function prefix and the original path, query and the
// __session cookie only.
func TestServer_FunctionRewrite(t *testing.T) {
	var got *http.Request
	fn := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Clone(r.Context())
		if r.URL.Path == "/demo-x/us-central1/api/api/slow" {
			time.Sleep(300 * time.Millisecond)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(201)
		_, _ = io.WriteString(w, `{"ok":true}`)
	}))
	defer fn.Close()
	s, err := hosting.New(hosting.Options{Public: t.TempDir(), Rewrites: spaRewrites, Project: "demo-x",
		FunctionsURL: fn.URL, Timeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	defer hs.Close()

	req, _ := http.NewRequest(http.MethodPost, hs.URL+"/api/session/login?x=1", strings.NewReader(`{"u":"a"}`))
	req.Header.Set("Cookie", "__session=abc; other=secret")
	req.Header.Set("X-Forwarded-For", "198.51.100.1")
	resp, b := emutest.Do(t, req)
	if resp.StatusCode != 201 || string(b) != `{"ok":true}` {
		t.Errorf("proxied reply = %d %s", resp.StatusCode, b)
	}
	if got.URL.Path != "/demo-x/us-central1/api/api/session/login" || got.URL.RawQuery != "x=1" || got.Method != http.MethodPost {
		t.Errorf("function got %s %s?%s", got.Method, got.URL.Path, got.URL.RawQuery)
	}
	if got.Header.Get("Cookie") != "__session=abc" || got.Header.Get("X-Original-Url") != "/api/session/login?x=1" || got.Header.Get("X-Forwarded-Host") == "" {
		t.Errorf("function headers = %v", got.Header)
	}
	// The client's address is appended to what the client sent, as Hosting does.
	if xff := got.Header.Get("X-Forwarded-For"); xff != "198.51.100.1, 127.0.0.1" {
		t.Errorf("X-Forwarded-For = %q, want the client's value then its address", xff)
	}

	resp, _ = get(t, hs.URL+"/api/slow", nil)
	if resp.StatusCode != http.StatusGatewayTimeout {
		t.Errorf("slow function = %d, want 504", resp.StatusCode)
	}
}

func TestServer_NotBuilt(t *testing.T) {
	mount := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, "rc") })
	s, err := hosting.New(hosting.Options{Public: filepath.Join(t.TempDir(), "missing"), Rewrites: spaRewrites,
		Mounts: map[string]http.Handler{"/__/remoteconfig/": mount}})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	defer hs.Close()
	resp, body := get(t, hs.URL+"/solicitudes", nil)
	if resp.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "make run") || !strings.Contains(body, "aún no está compilada") {
		t.Errorf("missing public dir: %d %q", resp.StatusCode, body)
	}
	if _, body := get(t, hs.URL+"/__/remoteconfig/values", nil); body != "rc" {
		t.Errorf("mount = %q", body)
	}
	if resp, _ := get(t, hs.URL+"/api/x", nil); resp.StatusCode != http.StatusBadGateway {
		t.Errorf("function rewrite without functions host = %d", resp.StatusCode)
	}
}

func TestServer_BadGlob(t *testing.T) {
	if _, err := hosting.New(hosting.Options{Rewrites: []hosting.Rewrite{{Source: "/a/[", Destination: "/x"}}}); err == nil {
		t.Error("bad glob accepted")
	}
}

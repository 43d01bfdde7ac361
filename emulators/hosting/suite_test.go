package hosting_test

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
)

// TestSuite_HostingServesAppAndRemoteConfig starts hosting through the
// suite with the repository's firebase.json (public dir and template
// copied to temp paths) and checks the SPA fallback and Remote Config
// values of the real template.
func TestSuite_HostingServesAppAndRemoteConfig(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	tmpl := emutest.ReadRepoFile(t, "remoteconfig.template.json")
	dir := t.TempDir()
	tmplPath := filepath.Join(dir, "rc.json")
	emutest.WriteFile(t, tmplPath, tmpl)
	public := writeFiles(t, map[string]string{"index.html": "<html>OPPNP</html>", "assets/index-B9x3kQ1z.js": "1"})
	s := emutest.Start(t, emutest.Options{Services: []string{"hosting"}, Config: func(cfg map[string]any) {
		cfg["remoteconfig"] = map[string]any{"template": tmplPath}
		cfg["hosting"].(map[string]any)["public"] = public
	}})
	base := s.URL("hosting")

	if resp, body := get(t, base+"/promotor/solicitudes", nil); resp.StatusCode != 200 || body != "<html>OPPNP</html>" {
		t.Errorf("SPA fallback = %d %q", resp.StatusCode, body)
	}
	// firebase.json's hosting.headers: security headers everywhere, HTML
	// revalidated, hashed assets immutable, the API never stored.
	for path, cache := range map[string]string{
		"/login":                    "no-cache",
		"/folio/x/bienvenida":       "no-cache",
		"/assets/index-B9x3kQ1z.js": "public, max-age=31536000, immutable",
		"/api/session":              "no-store",
	} {
		resp, _ := get(t, base+path, nil)
		h := resp.Header
		if h.Get("Cache-Control") != cache || h.Get("X-Frame-Options") != "DENY" || h.Get("Referrer-Policy") != "strict-origin-when-cross-origin" ||
			h.Get("X-Content-Type-Options") != "nosniff" || !strings.Contains(h.Get("Content-Security-Policy"), "frame-ancestors 'none'") ||
			!strings.Contains(h.Get("Permissions-Policy"), "camera=(self)") {
			t.Errorf("%s: %d headers %v, want Cache-Control %q and the security headers", path, resp.StatusCode, h, cache)
		}
	}
	resp, body := get(t, base+"/__/remoteconfig/values", nil)
	var v struct {
		Entries map[string]string `json:"entries"`
		State   string            `json:"state"`
	}
	if err := json.Unmarshal([]byte(body), &v); err != nil || resp.StatusCode != 200 {
		t.Fatalf("values = %d %q", resp.StatusCode, body)
	}
	if !strings.Contains(v.Entries["dev_cnca_access"], `"enabled"`) || v.State != "UPDATE" {
		t.Errorf("values = %+v", v)
	}
	// Read-only on the SPA's origin: a write from any page is refused and
	// the file stays as it was (the console writes it).
	req, _ := http.NewRequest(http.MethodPut, base+"/__/remoteconfig/parameters/dev_video_sdk_url",
		strings.NewReader(`{"value":"https://evil.example/sdk.js"}`))
	req.Header.Set("Content-Type", "application/json")
	r2, _ := emutest.Do(t, req)
	if r2.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("PUT on hosting = %d, want 405", r2.StatusCode)
	}
	if after, _ := os.ReadFile(tmplPath); string(after) != string(tmpl) {
		t.Errorf("template changed by a PUT on hosting:\n%s", after)
	}
}

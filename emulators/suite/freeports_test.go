package suite_test

import (
	"path/filepath"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
)

// Under --free-ports every emulator listens on a port of its own although
// firebase.json names fixed ones, and the HTML Hosting serves names the
// ports they got in its meta elements, never in an inline script (whose
// text the page's policy pins by hash). The fixed ports stay untaken.
func TestSuite_FreePortsMovesTheHTMLAddresses(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	public := t.TempDir()
	const page = `<!doctype html><html><head><meta charset="utf-8">` +
		`<meta http-equiv="Content-Security-Policy" content="connect-src 'self' http://127.0.0.1:59099 ws://127.0.0.1:59099 http://127.0.0.1:59098">` +
		`<script>const auth = "http://127.0.0.1:59099";</script></head><body>127.0.0.1:59099</body></html>`
	emutest.WriteFile(t, filepath.Join(public, "index.html"), []byte(page))
	s := emutest.Start(t, emutest.Options{Services: []string{"auth", "hosting"}, Args: []string{"--free-ports"},
		Config: func(cfg map[string]any) {
			emu := cfg["emulators"].(map[string]any)
			emu["auth"].(map[string]any)["port"] = 59099
			emu["hosting"].(map[string]any)["port"] = 59097
			cfg["hosting"].(map[string]any)["public"] = public
		}})
	auth := s.Addrs["auth"]
	if auth == "127.0.0.1:59099" || s.Addrs["hosting"] == "127.0.0.1:59097" {
		t.Fatalf("--free-ports listened on the configured ports: %v", s.Addrs)
	}
	_, b := emutest.Get(t, s.URL("hosting")+"/")
	got := string(b)
	want := strings.Replace(page, "http://127.0.0.1:59099 ws://127.0.0.1:59099", "http://"+auth+" ws://"+auth, 1)
	if got != want {
		t.Errorf("served\n%s\nwant (the policy's auth origin moved; the unlisted 59098, the script and the body untouched)\n%s", got, want)
	}
}

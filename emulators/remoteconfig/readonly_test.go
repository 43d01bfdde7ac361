package remoteconfig_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/remoteconfig"
)

// Every write to the read-only handler is refused and leaves the file as
// it was; its reads are the handler's.
func TestReadOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "remoteconfig.template.json")
	emutest.WriteFile(t, path, []byte(sample))
	srv := httptest.NewServer(http.StripPrefix("/__/remoteconfig", remoteconfig.ReadOnly(remoteconfig.New(path, nil))))
	defer srv.Close()
	tests := []struct {
		method, path, body string
		want               int
	}{
		{"GET", "/__/remoteconfig/values", "", 200},
		{"HEAD", "/__/remoteconfig/template", "", 200},
		{"GET", "/__/remoteconfig/template", "", 200},
		{"OPTIONS", "/__/remoteconfig/values", "", 204},
		{"PUT", "/__/remoteconfig/parameters/welcome", `{"value":"pwned"}`, 405},
		{"POST", "/__/remoteconfig/parameters/welcome", `{"value":"pwned"}`, 405},
		{"PATCH", "/__/remoteconfig/template", `{}`, 405},
		{"DELETE", "/__/remoteconfig/template", "", 405},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			req, _ := http.NewRequest(tt.method, srv.URL+tt.path, strings.NewReader(tt.body))
			req.Header.Set("Content-Type", "text/plain")
			resp, _ := emutest.Do(t, req)
			if resp.StatusCode != tt.want {
				t.Fatalf("status %d, want %d", resp.StatusCode, tt.want)
			}
			if tt.want == 405 && resp.Header.Get("Allow") != "GET, HEAD" {
				t.Fatalf("Allow = %q", resp.Header.Get("Allow"))
			}
			if b, _ := os.ReadFile(path); string(b) != sample {
				t.Fatalf("template changed:\n%s", b)
			}
		})
	}
}

package ui_test

import (
	"os"
	"strings"
	"testing"
)

// A state-changing request reaches the console only as JSON from its own
// page; a cross-site form (text/plain, urlencoded) or a fetch from another
// origin is refused and the template stays as it was. Tools without Origin
// and the SPA's log shipping from a loopback origin keep working.
func TestServer_WritesOnlySameOriginJSON(t *testing.T) {
	f := newFixture(t)
	self := f.console.URL // http://127.0.0.1:<port>
	toggle := f.console.URL + "/api/remoteconfig/toggle/cnca_access"
	put := f.console.URL + "/api/remoteconfig/parameters/cnca_access"
	on, value := `{"enabled":true}`, `{"value":"{\"enabled\":true}"}`
	tests := []struct {
		name, method, url, body string
		hdr                     []string
		want                    int
	}{
		{"cross-site text/plain form", "POST", toggle, on, []string{"Content-Type", "text/plain", "Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site"}, 403},
		{"cross-site text/plain without Origin", "POST", toggle, on, []string{"Content-Type", "text/plain", "Sec-Fetch-Site", "cross-site"}, 403},
		{"cross-site urlencoded form", "POST", toggle, on, []string{"Content-Type", "application/x-www-form-urlencoded", "Origin", "null"}, 403},
		{"cross-origin JSON", "POST", toggle, on, []string{"Content-Type", "application/json", "Origin", "https://evil.example"}, 403},
		{"another loopback page", "PUT", put, value, []string{"Content-Type", "application/json", "Origin", "http://localhost:5000", "Sec-Fetch-Site", "same-site"}, 403},
		{"same-origin text/plain", "POST", toggle, on, []string{"Content-Type", "text/plain", "Origin", self, "Sec-Fetch-Site", "same-origin"}, 415},
		{"no Content-Type", "PUT", put, value, nil, 415},
		{"logs from another site", "POST", f.console.URL + "/api/logs", `{"message":"x"}`, []string{"Content-Type", "text/plain", "Origin", "https://evil.example"}, 403},
		{"same-origin JSON", "POST", toggle, on, []string{"Content-Type", "application/json; charset=utf-8", "Origin", self, "Sec-Fetch-Site", "same-origin"}, 200},
		{"tool JSON without Origin", "PUT", put, value, []string{"Content-Type", "application/json"}, 200},
		{"SPA logs from the Hosting origin", "POST", f.console.URL + "/api/logs", `{"message":"x"}`, []string{"Content-Type", "text/plain", "Origin", "http://localhost:5000", "Sec-Fetch-Site", "cross-site"}, 202},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, _ := os.ReadFile(f.template)
			status, _, body := f.do(t, tt.method, tt.url, tt.body, tt.hdr...)
			if status != tt.want {
				t.Fatalf("%s %s = %d %s, want %d", tt.method, tt.url, status, body, tt.want)
			}
			after, _ := os.ReadFile(f.template)
			if tt.want >= 400 {
				if string(after) != string(before) {
					t.Error("a refused write changed the template")
				}
				if !strings.Contains(body, "consola solo acepta") {
					t.Errorf("error %s", body)
				}
			}
			if strings.Contains(tt.url, "remoteconfig") && tt.want == 200 && !strings.Contains(string(after), `\"enabled\":true`) {
				t.Error("an accepted write did not change the template")
			}
			// Put cnca_access back off for the next case.
			if _, err := os.Stat(f.template); err == nil {
				_ = os.WriteFile(f.template, before, 0o644)
			}
		})
	}
}

// Only loopback pages may read the log sink across origins.
func TestServer_LogsReadableOnlyByLoopbackOrigins(t *testing.T) {
	f := newFixture(t)
	for origin, want := range map[string]string{"http://localhost:5000": "http://localhost:5000", "https://evil.example": ""} {
		_, h, _ := f.do(t, "GET", f.console.URL+"/api/logs", "", "Origin", origin)
		if got := h.Get("Access-Control-Allow-Origin"); got != want {
			t.Errorf("Origin %s: Access-Control-Allow-Origin %q, want %q", origin, got, want)
		}
	}
}

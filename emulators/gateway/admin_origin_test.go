package gateway_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/gateway"
)

// The test controls refuse a browser's request (Origin, or Sec-Fetch-Site
// on a no-cors load) with 403 ADMIN_FROM_BROWSER and change nothing; a
// tool's request, without those headers, is served.
func TestAdmin_RefusesBrowsers(t *testing.T) {
	srv, err := gateway.New(gateway.Config{ClientID: "c"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	tests := []struct {
		name, method, path, body string
		hdr                      []string
		want                     int
	}{
		{"COX switch from a page", "POST", "/__admin/cox", `{"fail":true}`, []string{"Origin", "https://evil.example", "Content-Type", "text/plain"}, 403},
		{"clock from the SPA's origin", "POST", "/__admin/clock", `{"offsetSeconds":86400}`, []string{"Origin", "http://localhost:5000"}, 403},
		{"preflight", "OPTIONS", "/__admin/reset", "", []string{"Origin", "https://evil.example", "Access-Control-Request-Method", "POST"}, 403},
		{"outbox read from a script tag", "GET", "/__admin/outbox", "", []string{"Sec-Fetch-Site", "cross-site"}, 403},
		{"clock read from a tool", "GET", "/__admin/clock", "", []string{"Sec-Fetch-Mode", "cors"}, 200},
		{"COX switch from a tool", "POST", "/__admin/cox", `{"fail":false}`, nil, 204},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest(tt.method, hs.URL+tt.path, strings.NewReader(tt.body))
			for i := 0; i+1 < len(tt.hdr); i += 2 {
				req.Header.Set(tt.hdr[i], tt.hdr[i+1])
			}
			resp, b := emutest.Do(t, req)
			if resp.StatusCode != tt.want {
				t.Fatalf("%s %s = %d %s, want %d", tt.method, tt.path, resp.StatusCode, b, tt.want)
			}
			if tt.want == 403 {
				if !strings.Contains(string(b), `"code":"`+gateway.CodeAdminFromBrowser+`"`) || resp.Header.Get("Access-Control-Allow-Origin") != "" {
					t.Errorf("refusal %s, CORS %q", b, resp.Header.Get("Access-Control-Allow-Origin"))
				}
			}
		})
	}
	// Nothing the refused calls asked for happened: the clock is unmoved.
	_, b := emutest.Get(t, hs.URL+"/__admin/clock")
	if !strings.Contains(string(b), `"offsetSeconds":0`) {
		t.Errorf("clock after refused calls: %s", b)
	}
}

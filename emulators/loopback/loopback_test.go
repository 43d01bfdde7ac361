package loopback_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"oppnp/emulators/loopback"
)

func TestHost(t *testing.T) {
	ok := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("served")) })
	h := loopback.Host(ok)
	tests := []struct {
		host string
		want int
	}{
		{"localhost", 200},
		{"localhost:5000", 200},
		{"LOCALHOST:4000", 200},
		{"localhost.:9000", 200},
		{"demo-oppnp-default-rtdb.localhost:9000", 200},
		{"127.0.0.1", 200},
		{"127.0.0.1:9000", 200},
		{"127.1.2.3:80", 200},
		{"[::1]:9099", 200},
		{"[::1]", 200},
		{"evil.example:5000", 421},
		{"evil.example", 421},
		{"localhost.evil.example:4000", 421},
		{"127.0.0.1.nip.io:4000", 421},
		{"192.168.1.10:5000", 421},
		{"0.0.0.0:5000", 421},
		{"[::ffff:7f00:1]:5000", 200}, // an IPv4-mapped 127.0.0.1 is loopback
		{"[fe80::1%25lo]:5000", 421},
		{"", 421},
	}
	for _, tt := range tests {
		t.Run(tt.host, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.Host = tt.host
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tt.want {
				t.Fatalf("Host %q: status %d, want %d (%s)", tt.host, w.Code, tt.want, w.Body)
			}
			if tt.want == 421 && (strings.Contains(w.Body.String(), "served") || !strings.Contains(w.Body.String(), "loopback")) {
				t.Fatalf("Host %q: body %s", tt.host, w.Body)
			}
		})
	}
}

func TestFromBrowser(t *testing.T) {
	tests := []struct {
		name   string
		header map[string]string
		want   bool
	}{
		{"Go client", nil, false},
		{"Node fetch", map[string]string{"Sec-Fetch-Mode": "cors", "User-Agent": "node"}, false},
		{"cross-origin fetch", map[string]string{"Origin": "https://evil.example"}, true},
		{"opaque origin", map[string]string{"Origin": "null"}, true},
		{"script load", map[string]string{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			for k, v := range tt.header {
				r.Header.Set(k, v)
			}
			if got := loopback.FromBrowser(r); got != tt.want {
				t.Fatalf("FromBrowser = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestIsLoopbackOrigin(t *testing.T) {
	tests := []struct {
		origin string
		want   bool
	}{
		{"http://127.0.0.1:5000", true},
		{"http://localhost:5173", true},
		{"https://localhost", true},
		{"http://[::1]:4000", true},
		{"https://evil.example", false},
		{"http://localhost.evil.example:5000", false},
		{"null", false},
		{"", false},
		{"file://", false},
		{"http://user@localhost:5000", false},
	}
	for _, tt := range tests {
		if got := loopback.IsLoopbackOrigin(tt.origin); got != tt.want {
			t.Errorf("IsLoopbackOrigin(%q) = %v, want %v", tt.origin, got, tt.want)
		}
	}
}

func TestFromForeignPage(t *testing.T) {
	tests := []struct {
		name   string
		header map[string]string
		want   bool
	}{
		{"tool", nil, false},
		{"the SPA", map[string]string{"Origin": "http://localhost:5000", "Sec-Fetch-Site": "same-site"}, false},
		{"the SPA's script load", map[string]string{"Sec-Fetch-Site": "cross-site", "Referer": "http://localhost:5000/"}, false},
		{"another site", map[string]string{"Origin": "https://evil.example"}, true},
		{"sandboxed page", map[string]string{"Origin": "null"}, true},
		{"another site's script load", map[string]string{"Sec-Fetch-Site": "cross-site", "Referer": "https://evil.example/"}, true},
		{"script load without Referer", map[string]string{"Sec-Fetch-Site": "cross-site"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			for k, v := range tt.header {
				r.Header.Set(k, v)
			}
			if got := loopback.FromForeignPage(r); got != tt.want {
				t.Fatalf("FromForeignPage = %v, want %v", got, tt.want)
			}
		})
	}
}

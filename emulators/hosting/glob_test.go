package hosting_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"oppnp/emulators/hosting"
)

// TestServer_RewriteGlobs checks which paths a rewrite source matches, by
// serving a marker file through a destination rewrite.
func TestServer_RewriteGlobs(t *testing.T) {
	tests := []struct {
		source, path string
		match        bool
	}{
		{"**", "/", true},
		{"**", "/a/b/c", true},
		{"/api/**", "/api", true},
		{"/api/**", "/api/", true},
		{"/api/**", "/api/session/login", true},
		{"/api/**", "/apix", false},
		{"/api/**", "/v1/api/x", false},
		{"/a/*", "/a/b", true},
		{"/a/*", "/a/b/c", false},
		{"/a/*.json", "/a/x.json", true},
		{"/a/**/z", "/a/z", true},
		{"/a/**/z", "/a/b/c/z", true},
		{"/a/**/z", "/a/b/c/y", false},
		{"**/*.@(js|css)", "/assets/a-1.js", true},
		{"**/*.@(js|css)", "/a.css", true},
		{"**/*.@(js|css)", "/a.json", false},
		{"/@(a|b)-@(x|y)", "/b-x", true},
		{"/@(a|b)-@(x|y)", "/c-x", false},
		{"/", "/", true},
		{"/", "/x", false},
	}
	public := writeFiles(t, map[string]string{"marker.txt": "matched"})
	for _, tt := range tests {
		t.Run(tt.source+" "+tt.path, func(t *testing.T) {
			s, err := hosting.New(hosting.Options{Public: public, Rewrites: []hosting.Rewrite{{Source: tt.source, Destination: "/marker.txt"}}})
			if err != nil {
				t.Fatal(err)
			}
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.path, nil))
			body, _ := io.ReadAll(rec.Body)
			if got := string(body) == "matched"; got != tt.match {
				t.Errorf("matched = %v, want %v (status %d)", got, tt.match, rec.Code)
			}
		})
	}
}

package hosting_test

import (
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"oppnp/emulators/hosting"
)

func rule(source string, kv ...string) hosting.HeaderRule {
	r := hosting.HeaderRule{Source: source}
	for i := 0; i+1 < len(kv); i += 2 {
		r.Headers = append(r.Headers, hosting.HeaderField{Key: kv[i], Value: kv[i+1]})
	}
	return r
}

// TestServer_Headers: every rule matching the request path applies, in
// order, whatever serves the response (a file, the SPA fallback, a
// function's reply, a 404, a 304), over what the server or the function
// set; mounts under /__/ keep their own headers.
func TestServer_Headers(t *testing.T) {
	public := writeFiles(t, map[string]string{
		"index.html":               "<html>spa</html>",
		"assets/index-B9x3kQ1z.js": "console.log(1)",
		"assets/logo-C4x9aQ2p.png": "png",
		"favicon.svg":              "<svg/>",
	})
	fn := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("X-Frame-Options", "SAMEORIGIN")
		w.Header().Set("X-From-Function", "yes")
		w.WriteHeader(http.StatusCreated)
	}))
	defer fn.Close()
	headers := []hosting.HeaderRule{
		rule("**", "X-Frame-Options", "DENY", "Cache-Control", "no-cache", "X-Rule", "all"),
		rule("/assets/**", "Cache-Control", "public, max-age=31536000, immutable"),
		rule("**/*.@(js|css)", "X-Rule", "script-or-style"),
		{Regex: `^/api/`, Headers: []hosting.HeaderField{{Key: "Cache-Control", Value: "private, no-store"}}},
		rule("/folio/*/firma", "X-Rule", "signature"),
	}
	rc := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = io.WriteString(w, "{}")
	})
	s, err := hosting.New(hosting.Options{Public: public, Rewrites: spaRewrites, Headers: headers, Project: "demo-x",
		FunctionsURL: fn.URL, Mounts: map[string]http.Handler{"/__/remoteconfig/": rc}})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	defer hs.Close()
	etag, _ := get(t, hs.URL+"/", nil)

	tests := []struct {
		name, path  string
		hdr         map[string]string
		status      int
		frame, rule string
		cache       string
	}{
		{"index file", "/", nil, 200, "DENY", "all", "no-cache"},
		{"SPA fallback", "/folio/abc/bienvenida", nil, 200, "DENY", "all", "no-cache"},
		{"later rule overrides", "/folio/abc/firma", nil, 200, "DENY", "signature", "no-cache"},
		{"hashed script", "/assets/index-B9x3kQ1z.js", nil, 200, "DENY", "script-or-style", "public, max-age=31536000, immutable"},
		{"image under assets", "/assets/logo-C4x9aQ2p.png", nil, 200, "DENY", "all", "public, max-age=31536000, immutable"},
		{"plain file: configured cache wins over the default", "/favicon.svg", nil, 200, "DENY", "all", "no-cache"},
		{"missing asset: SPA fallback by request path", "/assets/gone-Zz99xQ1a.js", nil, 200, "DENY", "script-or-style", "public, max-age=31536000, immutable"},
		{"function reply: rules win", "/api/session", nil, 201, "DENY", "all", "private, no-store"},
		{"revalidated 304", "/", map[string]string{"If-None-Match": etag.Header.Get("ETag")}, 304, "DENY", "all", "no-cache"},
		{"mount untouched", "/__/remoteconfig/values", nil, 200, "", "", "no-cache"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, _ := get(t, hs.URL+tt.path, tt.hdr)
			h := resp.Header
			if resp.StatusCode != tt.status || h.Get("X-Frame-Options") != tt.frame || h.Get("X-Rule") != tt.rule || h.Get("Cache-Control") != tt.cache {
				t.Errorf("got %d X-Frame-Options %q X-Rule %q Cache-Control %q", resp.StatusCode, h.Get("X-Frame-Options"), h.Get("X-Rule"), h.Get("Cache-Control"))
			}
			if n := len(h.Values("Cache-Control")); n > 1 {
				t.Errorf("Cache-Control sent %d times", n)
			}
		})
	}
	if resp, _ := get(t, hs.URL+"/api/x", nil); resp.Header.Get("X-From-Function") != "yes" {
		t.Errorf("the function's own headers were dropped: %v", resp.Header)
	}
}

// TestServer_HeadersOn404: a 404 (the 404.html page or the plain one)
// and the not-built notice carry the headers of the request path.
func TestServer_HeadersOn404(t *testing.T) {
	headers := []hosting.HeaderRule{rule("**", "X-Content-Type-Options", "nosniff", "X-Frame-Options", "DENY")}
	tests := []struct {
		name   string
		files  map[string]string
		status int
	}{
		{"404.html", map[string]string{"404.html": "<p>no</p>"}, 404},
		{"plain 404", map[string]string{"a.txt": "a"}, 404},
		{"public dir not built", nil, 503},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			public := t.TempDir() + "/missing"
			if tt.files != nil {
				public = writeFiles(t, tt.files)
			}
			s, err := hosting.New(hosting.Options{Public: public, Headers: headers})
			if err != nil {
				t.Fatal(err)
			}
			hs := httptest.NewServer(s)
			defer hs.Close()
			resp, _ := get(t, hs.URL+"/nope", nil)
			if resp.StatusCode != tt.status || resp.Header.Get("X-Frame-Options") != "DENY" {
				t.Errorf("got %d X-Frame-Options %q", resp.StatusCode, resp.Header.Get("X-Frame-Options"))
			}
		})
	}
}

// TestServer_BadHeaderRule: a rule that cannot be applied is refused at
// start, naming its index in hosting.headers.
func TestServer_BadHeaderRule(t *testing.T) {
	ok := rule("**", "X-A", "1")
	tests := []struct {
		name string
		bad  hosting.HeaderRule
		want string
	}{
		{"bad glob", rule("/a/[", "X-A", "1"), `hosting.headers[1]: source: hosting: invalid rewrite source: "/a/[": segment 2`},
		{"unclosed extglob", rule("**/*.@(js|css", "X-A", "1"), "hosting.headers[1]: source"},
		{"unsupported extglob", rule("/!(api)/**", "X-A", "1"), "only @(a|b)"},
		{"bad regex", hosting.HeaderRule{Regex: `^/a(`, Headers: ok.Headers}, "hosting.headers[1]: regex: error parsing regexp: missing closing )"},
		{"both source and regex", hosting.HeaderRule{Source: "**", Regex: ".*", Headers: ok.Headers}, "exactly one of source and regex"},
		{"neither", hosting.HeaderRule{Headers: ok.Headers}, "exactly one of source and regex"},
		{"no headers", rule("**"), "hosting.headers[1]: no headers"},
		{"empty key", rule("**", "", "x"), "hosting.headers[1]: headers[0]: empty key"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := hosting.New(hosting.Options{Headers: []hosting.HeaderRule{ok, tt.bad}})
			if !errors.Is(err, hosting.ErrBadHeaderRule) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want ErrBadHeaderRule containing %q", err, tt.want)
			}
		})
	}
}

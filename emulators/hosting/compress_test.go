package hosting_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"oppnp/emulators/emutest"
	"oppnp/emulators/hosting"
)

// raw sends a request without Go's transparent gzip (an explicit
// Accept-Encoding turns it off) and returns the undecoded body.
func raw(t *testing.T, method, url string, hdr map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(method, url, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, b
}

func decode(t *testing.T, enc string, b []byte) string {
	t.Helper()
	var r io.Reader
	switch enc {
	case "":
		return string(b)
	case "br":
		r = brotli.NewReader(bytes.NewReader(b))
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	default:
		t.Fatalf("unexpected coding %q", enc)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decode %s: %v", enc, err)
	}
	return string(out)
}

// TestServer_Compression: the coding follows Accept-Encoding for
// compressible types only, the body decodes to the file, Content-Length
// counts the bytes sent, every coding has its own ETag, and Vary is set
// wherever the coding could differ.
func TestServer_Compression(t *testing.T) {
	js := "export const copy = '" + strings.Repeat("Vamos a terminar tu solicitud. ", 200) + "';\n"
	html := "<!doctype html><html><body>" + strings.Repeat("<p>Hola</p>", 100) + "</body></html>"
	png := strings.Repeat("\x89PNG binary", 200)
	public := writeFiles(t, map[string]string{
		"index.html":               html,
		"404.html":                 html,
		"assets/index-B9x3kQ1z.js": js,
		"assets/logo-C4x9aQ2p.png": png,
		"tiny.txt":                 "x",
	})
	s, err := hosting.New(hosting.Options{Public: public, Rewrites: spaRewrites[:1], Project: "demo-x"})
	if err != nil {
		t.Fatal(err)
	}
	s.Precompress() // as the suite does at start
	hs := httptest.NewServer(s)
	defer hs.Close()

	tests := []struct {
		name, path, accept string
		wantStatus         int
		wantEnc, wantBody  string
		wantVary           bool
	}{
		{"js brotli", "/assets/index-B9x3kQ1z.js", "gzip, deflate, br, zstd", 200, "br", js, true},
		{"js gzip", "/assets/index-B9x3kQ1z.js", "gzip, deflate", 200, "gzip", js, true},
		{"js identity", "/assets/index-B9x3kQ1z.js", "identity", 200, "", js, true},
		{"js brotli refused", "/assets/index-B9x3kQ1z.js", "br;q=0, gzip", 200, "gzip", js, true},
		{"html brotli", "/", "br", 200, "br", html, true},
		{"png never compressed", "/assets/logo-C4x9aQ2p.png", "br, gzip", 200, "", png, false},
		{"tiny file stays identity", "/tiny.txt", "br", 200, "", "x", true},
		{"404 page compressed", "/missing", "gzip", 404, "gzip", html, true},
	}
	etags := map[string]string{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, body := raw(t, http.MethodGet, hs.URL+tt.path, map[string]string{"Accept-Encoding": tt.accept})
			enc := resp.Header.Get("Content-Encoding")
			if resp.StatusCode != tt.wantStatus || enc != tt.wantEnc {
				t.Fatalf("got %d coding %q, want %d %q", resp.StatusCode, enc, tt.wantStatus, tt.wantEnc)
			}
			if got := decode(t, enc, body); got != tt.wantBody {
				t.Errorf("decoded body differs from the file (%d bytes, want %d)", len(got), len(tt.wantBody))
			}
			if cl := resp.Header.Get("Content-Length"); cl != strconv.Itoa(len(body)) {
				t.Errorf("Content-Length %q, sent %d bytes", cl, len(body))
			}
			if enc != "" && len(body) >= len(tt.wantBody) {
				t.Errorf("%s body %d bytes, not smaller than %d", enc, len(body), len(tt.wantBody))
			}
			if vary := resp.Header.Get("Vary") == "Accept-Encoding"; vary != tt.wantVary {
				t.Errorf("Vary = %q, want Accept-Encoding: %v", resp.Header.Get("Vary"), tt.wantVary)
			}
			etag := resp.Header.Get("ETag")
			if !strings.HasPrefix(etag, `"`) || !strings.HasSuffix(etag, `"`) {
				t.Fatalf("ETag %q is not a strong validator", etag)
			}
			key := tt.path + " " + enc
			if prev, ok := etags[key]; ok && prev != etag {
				t.Errorf("ETag of %s changed: %q then %q", key, prev, etag)
			}
			etags[key] = etag
		})
	}
	for _, path := range []string{"/assets/index-B9x3kQ1z.js"} {
		br, gz, id := etags[path+" br"], etags[path+" gzip"], etags[path+" "]
		if br == gz || br == id || gz == id {
			t.Errorf("%s: codings share an ETag: br %s gzip %s identity %s", path, br, gz, id)
		}
	}
}

// TestServer_CompressedValidators: conditional, HEAD and Range requests
// apply to the representation in the negotiated coding.
func TestServer_CompressedValidators(t *testing.T) {
	js := strings.Repeat("console.log('Paso 1 de 8: Bienvenida');\n", 300)
	public := writeFiles(t, map[string]string{"index.html": "<p>spa</p>", "assets/app-Dk29xQa7.js": js})
	s, err := hosting.New(hosting.Options{Public: public, Rewrites: spaRewrites, Project: "demo-x"})
	if err != nil {
		t.Fatal(err)
	}
	s.Precompress()
	hs := httptest.NewServer(s)
	defer hs.Close()
	url := hs.URL + "/assets/app-Dk29xQa7.js"
	first, full := raw(t, http.MethodGet, url, map[string]string{"Accept-Encoding": "br"})
	etag := first.Header.Get("ETag")
	identity, _ := raw(t, http.MethodGet, url, map[string]string{"Accept-Encoding": "identity"})

	tests := []struct {
		name, method     string
		hdr              map[string]string
		wantStatus       int
		wantEnc, wantLen string
		wantBody         []byte
	}{
		{"revalidated", "GET", map[string]string{"Accept-Encoding": "br", "If-None-Match": etag}, 304, "", "", []byte{}},
		{"other coding's ETag", "GET", map[string]string{"Accept-Encoding": "br", "If-None-Match": identity.Header.Get("ETag")}, 200, "br", strconv.Itoa(len(full)), full},
		{"HEAD", "HEAD", map[string]string{"Accept-Encoding": "br"}, 200, "br", strconv.Itoa(len(full)), []byte{}},
		{"range of the coded bytes", "GET", map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-9"}, 206, "br", "10", full[:10]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, body := raw(t, tt.method, url, tt.hdr)
			if resp.StatusCode != tt.wantStatus || resp.Header.Get("Content-Encoding") != tt.wantEnc {
				t.Fatalf("got %d coding %q", resp.StatusCode, resp.Header.Get("Content-Encoding"))
			}
			if tt.wantLen != "" && resp.Header.Get("Content-Length") != tt.wantLen {
				t.Errorf("Content-Length %q, want %s", resp.Header.Get("Content-Length"), tt.wantLen)
			}
			if tt.wantBody != nil && !bytes.Equal(body, tt.wantBody) {
				t.Errorf("body %d bytes, want %d", len(body), len(tt.wantBody))
			}
		})
	}
}

// TestServer_RebuiltFileIsServedFresh: a file replaced on disk (a new
// build) is read and compressed again, with a new ETag.
func TestServer_RebuiltFileIsServedFresh(t *testing.T) {
	public := writeFiles(t, map[string]string{"index.html": strings.Repeat("<p>uno</p>", 100)})
	s, err := hosting.New(hosting.Options{Public: public, Rewrites: spaRewrites, Project: "demo-x"})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	defer hs.Close()
	before, _ := raw(t, http.MethodGet, hs.URL+"/", map[string]string{"Accept-Encoding": "br"})
	next := strings.Repeat("<p>dos</p>", 120)
	p := filepath.Join(public, "index.html")
	emutest.WriteFile(t, p, []byte(next))
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(p, later, later); err != nil {
		t.Fatal(err)
	}
	after, body := raw(t, http.MethodGet, hs.URL+"/", map[string]string{"Accept-Encoding": "br"})
	if got := decode(t, "br", body); got != next {
		t.Errorf("served the old build: %q…", got[:20])
	}
	if before.Header.Get("ETag") == after.Header.Get("ETag") {
		t.Errorf("ETag unchanged after a rebuild: %s", after.Header.Get("ETag"))
	}
}

// TestServer_BrotliNeverKeepsAVisitorWaiting: before a file's Brotli
// variant exists, a client that also accepts gzip gets gzip at once while
// Brotli is made in the background; a client that accepts only Brotli
// waits for it. Once made, Brotli is preferred.
func TestServer_BrotliNeverKeepsAVisitorWaiting(t *testing.T) {
	js := strings.Repeat("export const paso = 'Paso 1 de 8: Bienvenida';\n", 300)
	public := writeFiles(t, map[string]string{"index.html": "<p>spa</p>", "assets/app-Qx81mZp3.js": js})
	s, err := hosting.New(hosting.Options{Public: public, Rewrites: spaRewrites, Project: "demo-x"})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	defer hs.Close()
	url := hs.URL + "/assets/app-Qx81mZp3.js"
	steps := []struct {
		name, accept, want string
		precompress        bool
	}{
		{"first visitor, Brotli not made yet", "gzip, deflate, br", "gzip", false},
		{"Brotli only: waits for it", "br", "br", false},
		{"after precompression", "gzip, deflate, br", "br", true},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			if st.precompress {
				s.Precompress()
			}
			resp, body := raw(t, http.MethodGet, url, map[string]string{"Accept-Encoding": st.accept})
			if enc := resp.Header.Get("Content-Encoding"); enc != st.want {
				t.Fatalf("coding %q, want %q", enc, st.want)
			}
			if got := decode(t, st.want, body); got != js {
				t.Errorf("decoded body differs from the file")
			}
		})
	}
}

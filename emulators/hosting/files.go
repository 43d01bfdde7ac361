package hosting

import (
	"bytes"
	"mime"
	"net/http"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// contentTypes pins the types that matter for a Vite build, independent of
// the machine's mime.types.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json; charset=utf-8",
	".map":         "application/json; charset=utf-8",
	".webmanifest": "application/manifest+json; charset=utf-8",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".webp":        "image/webp",
	".ico":         "image/x-icon",
	".woff":        "font/woff",
	".woff2":       "font/woff2",
	".txt":         "text/plain; charset=utf-8",
	".wasm":        "application/wasm",
	".pdf":         "application/pdf",
}

func contentType(name string) string {
	ext := strings.ToLower(filepath.Ext(name))
	if ct, ok := contentTypes[ext]; ok {
		return ct
	}
	if ct := mime.TypeByExtension(ext); ct != "" {
		return ct
	}
	return "application/octet-stream"
}

// hashed matches Vite's fingerprinted file names: name-HASH.ext with a
// hash of 8 or more base64url characters.
var hashed = regexp.MustCompile(`[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$`)

// cacheControl: HTML must be revalidated so a deploy is seen at once;
// fingerprinted assets never change; the rest gets Hosting's default.
func cacheControl(name string) string {
	base := filepath.Base(name)
	switch {
	case strings.HasSuffix(base, ".html"):
		return "no-cache"
	case hasDigit(hashed.FindString(base)):
		return "public, max-age=31536000, immutable"
	default:
		return "max-age=3600"
	}
}

// hasDigit keeps plain words (main-component.js) from counting as hashes.
func hasDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }

// serveFile writes a file with its type, cache headers and ETag, in the
// coding the client prefers (Brotli, else gzip) when its type is
// compressible, as Hosting does; ServeContent handles Range,
// If-None-Match, If-Modified-Since and HEAD on the bytes actually sent.
func (s *Server) serveFile(w http.ResponseWriter, r *http.Request, p string, status int) {
	e, err := s.cache.load(p)
	if err != nil {
		http.Error(w, "404: página no encontrada", http.StatusNotFound)
		return
	}
	ct := contentType(p)
	h := w.Header()
	h.Set("Content-Type", ct)
	h.Set("Cache-Control", cacheControl(p))
	h.Set("X-Content-Type-Options", "nosniff")
	body, etag, enc := e.body, e.etag, encIdentity
	if compressible(ct) {
		// The answer depends on Accept-Encoding even when it is identity.
		h.Add("Vary", "Accept-Encoding")
		if want, v := e.pick(acceptable(r.Header.Get("Accept-Encoding"))); v != nil {
			body, etag, enc = v.body, v.etag, want
		}
	}
	h.Set("ETag", etag)
	if status != http.StatusOK {
		if enc != encIdentity {
			h.Set("Content-Encoding", enc)
		}
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			_, _ = w.Write(body)
		}
		return
	}
	// ServeContent sets Content-Length only while no Content-Encoding is
	// set, so the coding is added as the status is written (and only on a
	// 200 or 206 that carries the coded bytes, not on a 304 or 416).
	if enc != encIdentity {
		w = &codedWriter{ResponseWriter: w, enc: enc}
	}
	http.ServeContent(w, r, filepath.Base(p), e.modTime, bytes.NewReader(body))
}

// codedWriter adds Content-Encoding to a 200 or 206 as its header is sent.
type codedWriter struct {
	http.ResponseWriter
	enc         string
	wroteHeader bool
}

func (c *codedWriter) WriteHeader(code int) {
	if !c.wroteHeader && (code == http.StatusOK || code == http.StatusPartialContent) {
		c.Header().Set("Content-Encoding", c.enc)
	}
	c.wroteHeader = true
	c.ResponseWriter.WriteHeader(code)
}

func (c *codedWriter) Write(b []byte) (int, error) {
	if !c.wroteHeader {
		c.WriteHeader(http.StatusOK)
	}
	return c.ResponseWriter.Write(b)
}

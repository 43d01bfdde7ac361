package hosting

import (
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
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

// serveFile writes a file with its type and cache headers; ServeContent
// handles Range, If-Modified-Since and HEAD.
func (s *Server) serveFile(w http.ResponseWriter, r *http.Request, p string, status int) {
	f, err := os.Open(p)
	if err != nil {
		http.Error(w, "404: página no encontrada", http.StatusNotFound)
		return
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", contentType(p))
	w.Header().Set("Cache-Control", cacheControl(p))
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if status != http.StatusOK {
		w.WriteHeader(status)
		_, _ = f.WriteTo(w)
		return
	}
	http.ServeContent(w, r, fi.Name(), fi.ModTime(), f)
}

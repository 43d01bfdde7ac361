package hosting

import (
	"strconv"
	"strings"
)

// Content codings Hosting negotiates, best first when the client weighs
// them equally: Brotli, then gzip.
const (
	encIdentity = ""
	encBrotli   = "br"
	encGzip     = "gzip"
)

// negotiate picks the response coding from an Accept-Encoding header:
// the acceptable coding with the highest q-value, Brotli on a tie; "" for
// identity (no header, only unknown codings, or both refused with q=0).
// A "*" entry stands for every coding not named.
func negotiate(acceptEncoding string) string {
	q := map[string]float64{}
	star, hasStar := 0.0, false
	for _, part := range strings.Split(acceptEncoding, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		weight := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					weight = f
				}
			}
		}
		switch name {
		case "*":
			star, hasStar = weight, true
		case "x-gzip":
			q[encGzip] = max(q[encGzip], weight)
		default:
			q[name] = max(q[name], weight)
		}
	}
	best, bestQ := encIdentity, 0.0
	for _, enc := range []string{encBrotli, encGzip} {
		w, named := q[enc]
		if !named && hasStar {
			w = star
		}
		if w > bestQ {
			best, bestQ = enc, w
		}
	}
	return best
}

// compressible reports whether a content type gains from compression, as
// Hosting decides: text, scripts, JSON, XML and SVG; never images, fonts
// already compressed (woff, woff2), PDFs or archives.
func compressible(contentType string) bool {
	mt, _, _ := strings.Cut(contentType, ";")
	mt = strings.ToLower(strings.TrimSpace(mt))
	switch {
	case strings.HasPrefix(mt, "text/"):
		return true
	case strings.HasSuffix(mt, "+json"), strings.HasSuffix(mt, "+xml"):
		return true
	}
	switch mt {
	case "application/javascript", "application/json", "application/xml", "image/svg+xml", "image/x-icon", "application/wasm":
		return true
	}
	return false
}

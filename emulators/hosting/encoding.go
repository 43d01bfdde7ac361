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
	if prefs := acceptable(acceptEncoding); len(prefs) > 0 {
		return prefs[0]
	}
	return encIdentity
}

// acceptable lists the codings the header accepts, best first.
func acceptable(acceptEncoding string) []string {
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
	weight := func(enc string) float64 {
		w, named := q[enc]
		if !named && hasStar {
			w = star
		}
		return w
	}
	var out []string
	for _, enc := range []string{encBrotli, encGzip} {
		if weight(enc) > 0 {
			out = append(out, enc)
		}
	}
	if len(out) == 2 && weight(encGzip) > weight(encBrotli) {
		out[0], out[1] = out[1], out[0]
	}
	return out
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

package hosting

import (
	"fmt"
	"net/http"
	"regexp"
)

// HeaderRule is one firebase.json hosting.headers entry: when the request
// path matches Source (a glob, as rewrites use) or Regex (RE2, unanchored
// unless the pattern says ^...$), Headers are set on the response.
type HeaderRule struct {
	Source  string
	Regex   string
	Headers []HeaderField
}

// HeaderField is one {key, value} of a rule.
type HeaderField struct {
	Key, Value string
}

type compiledHeaderRule struct {
	glob    glob
	re      *regexp.Regexp
	headers []HeaderField
}

func (c compiledHeaderRule) match(upath string) bool {
	if c.re != nil {
		return c.re.MatchString(upath)
	}
	return c.glob.match(upath)
}

// compileHeaders checks every rule; an error names the rule by its index
// in hosting.headers.
func compileHeaders(rules []HeaderRule) ([]compiledHeaderRule, error) {
	out := make([]compiledHeaderRule, 0, len(rules))
	for i, r := range rules {
		bad := func(format string, a ...any) error {
			return fmt.Errorf("%w: hosting.headers[%d]: %s", ErrBadHeaderRule, i, fmt.Sprintf(format, a...))
		}
		c := compiledHeaderRule{headers: r.Headers}
		switch {
		case (r.Source == "") == (r.Regex == ""):
			return nil, bad("exactly one of source and regex is required")
		case r.Regex != "":
			re, err := regexp.Compile(r.Regex)
			if err != nil {
				return nil, bad("regex: %v", err)
			}
			c.re = re
		default:
			g, err := compileGlob(r.Source)
			if err != nil {
				return nil, bad("source: %v", err)
			}
			c.glob = g
		}
		if len(r.Headers) == 0 {
			return nil, bad("no headers")
		}
		for j, h := range r.Headers {
			if h.Key == "" {
				return nil, bad("headers[%d]: empty key", j)
			}
		}
		out = append(out, c)
	}
	return out, nil
}

// withHeaders wraps w so the configured headers of every rule matching
// upath are set, in order (a later rule wins for the same key), just
// before the status is written: they override what the file server, the
// function's reply or an error page set, as Hosting's configured headers
// do.
func (s *Server) withHeaders(w http.ResponseWriter, upath string) http.ResponseWriter {
	var fields []HeaderField
	for _, r := range s.headers {
		if r.match(upath) {
			fields = append(fields, r.headers...)
		}
	}
	if len(fields) == 0 {
		return w
	}
	return &headerWriter{ResponseWriter: w, fields: fields}
}

type headerWriter struct {
	http.ResponseWriter
	fields      []HeaderField
	wroteHeader bool
}

func (h *headerWriter) WriteHeader(code int) {
	if !h.wroteHeader && code >= 200 {
		for _, f := range h.fields {
			h.Header().Set(f.Key, f.Value)
		}
		h.wroteHeader = true
	}
	h.ResponseWriter.WriteHeader(code)
}

func (h *headerWriter) Write(b []byte) (int, error) {
	if !h.wroteHeader {
		h.WriteHeader(http.StatusOK)
	}
	return h.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection (the function
// proxy flushes streamed replies through it).
func (h *headerWriter) Unwrap() http.ResponseWriter { return h.ResponseWriter }

package rtdb

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/tree"
)

// writeError sends {"error": msg} with the status codeOf maps err to.
func writeError(w http.ResponseWriter, err error) {
	c := codeOf(err)
	writeJSON(w, c.http, mustMarshal(map[string]string{"error": c.msg}))
}

func writeJSON(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

func mustMarshal(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// serveREST handles /<path>.json.
func (s *Server) serveREST(w http.ResponseWriter, r *http.Request) {
	if !strings.HasSuffix(r.URL.Path, ".json") {
		writeError(w, fmt.Errorf("%w: %s (REST paths end in .json)", ErrNotFound, r.URL.Path))
		return
	}
	p, err := tree.ParsePath(strings.TrimSuffix(r.URL.Path, ".json"))
	if err != nil {
		writeError(w, err)
		return
	}
	who, exp, err := restCredential(r)
	if err != nil {
		writeError(w, err)
		return
	}
	d := s.db(s.namespace(r))
	method := r.Method
	if o := r.Header.Get("X-HTTP-Method-Override"); o != "" && method == http.MethodPost {
		method = strings.ToUpper(o)
	}
	switch method {
	case http.MethodGet, http.MethodHead:
		s.restGet(w, r, d, p, who, exp)
	case http.MethodPut, http.MethodPatch, http.MethodPost, http.MethodDelete:
		s.restWrite(w, r, method, d, p, who)
	default:
		writeError(w, ErrMethod)
	}
}

func (s *Server) restGet(w http.ResponseWriter, r *http.Request, d *namespace.DB, p tree.Path, who identity, exp int64) {
	q := r.URL.Query()
	query, err := ParseRESTQuery(q)
	if err != nil {
		writeError(w, err)
		return
	}
	if strings.Contains(r.Header.Get("Accept"), "text/event-stream") {
		s.serveStream(w, r, d, p, query, who, exp)
		return
	}
	n, _, err := d.Read(p, query, who)
	if err != nil {
		writeError(w, err)
		return
	}
	etag := namespace.ETagOf(n)
	if r.Header.Get("X-Firebase-ETag") == "true" || r.Header.Get("If-None-Match") != "" {
		w.Header().Set("ETag", etag)
	}
	if inm := r.Header.Get("If-None-Match"); inm != "" && inm == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if q.Get("print") == "silent" {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	var body []byte
	switch {
	case q.Get("shallow") == "true":
		body = shallow(n)
	case q.Get("format") == "export":
		body = n.ExportJSON()
	case query != nil:
		body = n.JSON() // query results are plain objects, never arrays
	default:
		body = n.RESTJSON()
	}
	if q.Get("print") == "pretty" {
		var buf bytes.Buffer
		if json.Indent(&buf, body, "", "  ") == nil {
			body = buf.Bytes()
		}
	}
	writeJSON(w, http.StatusOK, body)
}

// shallow renders an object as {"key": true, ...}, a leaf as itself.
func shallow(n *tree.Node) []byte {
	if n == nil || n.IsLeaf() {
		return n.JSON()
	}
	m := map[string]bool{}
	for _, k := range n.Children() {
		m[k] = true
	}
	return mustMarshal(m)
}

// writeLimit is the request size cap: 256 MB, or none with
// writeSizeLimit=unlimited.
func writeLimit(r *http.Request) int64 {
	if r.URL.Query().Get("writeSizeLimit") == "unlimited" {
		return 1 << 40
	}
	return tree.MaxRESTWrite
}

// readBody reads a write's body, refusing one over limit bytes as soon as
// that is known: at once from Content-Length, else once the count read so
// far passes it (only a body within the limit is ever held whole).
func readBody(r *http.Request, limit int64) ([]byte, error) {
	if r.ContentLength > limit {
		return nil, ErrWriteTooBig
	}
	var buf bytes.Buffer
	if r.ContentLength > 0 {
		buf.Grow(int(r.ContentLength))
	}
	n, err := buf.ReadFrom(io.LimitReader(r.Body, limit+1))
	if n > limit {
		return nil, ErrWriteTooBig
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	return buf.Bytes(), nil
}

func (s *Server) restWrite(w http.ResponseWriter, r *http.Request, method string, d *namespace.DB, p tree.Path, who identity) {
	q := r.URL.Query()
	body, err := readBody(r, writeLimit(r))
	if err != nil {
		writeError(w, err)
		return
	}
	var v any
	if method != http.MethodDelete {
		if len(bytes.TrimSpace(body)) == 0 {
			body = []byte("null")
		}
		if v, err = tree.Decode(body); err != nil {
			//lint:ignore ST1005 the Realtime Database's own message, word for word
			writeError(w, fmt.Errorf("%w: Invalid data; couldn't parse JSON object, array, or value.", ErrBadRequest))
			return
		}
	}
	op := namespace.WriteOp{Path: p, Value: v, Who: who}
	if im := r.Header.Get("If-Match"); im != "" {
		op.ETag = &im
	}
	var name string
	switch method {
	case http.MethodPatch:
		m, ok := v.(map[string]any)
		if !ok {
			writeError(w, fmt.Errorf("%w: Invalid data; couldn't parse JSON object. Are you sending a JSON object with valid key names?", ErrBadRequest))
			return
		}
		op = namespace.WriteOp{Update: true, Path: p, Merge: m, Who: who, ETag: op.ETag}
	case http.MethodPost:
		name = s.pushID(d)
		op.Path = p.Child(name)
	case http.MethodDelete:
		op.Value = nil
	}
	_, after, err := s.writeWaiting(r.Context(), d, op)
	if errors.Is(err, ErrPreconditionFailed) {
		w.Header().Set("ETag", namespace.ETagOf(after))
		writeJSON(w, http.StatusPreconditionFailed, after.RESTJSON())
		return
	}
	if err != nil {
		writeError(w, err)
		return
	}
	if r.Header.Get("X-Firebase-ETag") == "true" || op.ETag != nil {
		w.Header().Set("ETag", namespace.ETagOf(after))
	}
	if q.Get("print") == "silent" {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	switch method {
	case http.MethodPost:
		writeJSON(w, http.StatusOK, mustMarshal(map[string]string{"name": name}))
	case http.MethodDelete:
		writeJSON(w, http.StatusOK, []byte("null"))
	case http.MethodPatch:
		writeJSON(w, http.StatusOK, body)
	default:
		writeJSON(w, http.StatusOK, after.RESTJSON())
	}
}

func (s *Server) pushID(d *namespace.DB) string { return s.ids.next(s.now()) }

// serveRules gets or replaces a namespace's rules; owner only.
func (s *Server) serveRules(w http.ResponseWriter, r *http.Request) {
	who, err := restIdentity(r)
	if err != nil {
		writeError(w, err)
		return
	}
	if !who.Admin {
		writeError(w, ErrPermissionDenied)
		return
	}
	ns := s.namespace(r)
	switch r.Method {
	case http.MethodGet:
		src := s.Rules(ns)
		if src == nil {
			src = []byte(`{"rules":{".read":true,".write":true}}`)
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_, _ = w.Write(src)
	case http.MethodPut, http.MethodPost:
		src, err := io.ReadAll(io.LimitReader(r.Body, 16<<20))
		if err != nil {
			writeError(w, fmt.Errorf("%w: %v", ErrBadRequest, err))
			return
		}
		if err := s.SetNamespaceRules(ns, src); err != nil {
			writeError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, []byte(`{"status":"ok"}`))
	default:
		writeError(w, ErrMethod)
	}
}

// serveDatabases lists namespaces as the Emulator UI and CLI export expect.
func (s *Server) serveDatabases(w http.ResponseWriter, _ *http.Request) {
	var out []map[string]string
	for _, ns := range s.Namespaces() {
		out = append(out, map[string]string{"name": ns})
	}
	if out == nil {
		out = []map[string]string{}
	}
	writeJSON(w, http.StatusOK, mustMarshal(out))
}

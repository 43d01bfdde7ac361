package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/transport"
	"oppnp/emulators/rtdb/tree"
)

// ServeHTTP handles /<path>.json.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !strings.HasSuffix(r.URL.Path, ".json") {
		transport.WriteError(w, fmt.Errorf("%w: %s (REST paths end in .json)", transport.ErrNotFound, r.URL.Path))
		return
	}
	p, err := tree.ParsePath(strings.TrimSuffix(r.URL.Path, ".json"))
	if err != nil {
		transport.WriteError(w, err)
		return
	}
	who, exp, err := transport.RESTCredential(r)
	if err != nil {
		transport.WriteError(w, err)
		return
	}
	d := h.env.DB(r)
	method := r.Method
	if o := r.Header.Get("X-HTTP-Method-Override"); o != "" && method == http.MethodPost {
		method = strings.ToUpper(o)
	}
	switch method {
	case http.MethodGet, http.MethodHead:
		h.get(w, r, d, p, who, exp)
	case http.MethodPut, http.MethodPatch, http.MethodPost, http.MethodDelete:
		h.write(w, r, method, d, p, who)
	default:
		transport.WriteError(w, transport.ErrMethod)
	}
}

func (h *Handler) get(w http.ResponseWriter, r *http.Request, d *namespace.DB, p tree.Path, who namespace.Identity, exp int64) {
	q := r.URL.Query()
	query, err := ParseQuery(q)
	if err != nil {
		transport.WriteError(w, err)
		return
	}
	if strings.Contains(r.Header.Get("Accept"), "text/event-stream") {
		h.stream(w, r, d, p, query, who, exp)
		return
	}
	n, _, err := d.Read(p, query, who)
	if err != nil {
		transport.WriteError(w, err)
		return
	}
	// The hash walks the whole value read: only a request that asks for
	// the ETag pays for it.
	if inm := r.Header.Get("If-None-Match"); inm != "" || r.Header.Get("X-Firebase-ETag") == "true" {
		etag := namespace.ETagOf(n)
		w.Header().Set("ETag", etag)
		if inm == etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
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
	transport.WriteJSON(w, http.StatusOK, body)
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
	return transport.MustMarshal(m)
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
		return nil, transport.ErrWriteTooBig
	}
	var buf bytes.Buffer
	if r.ContentLength > 0 {
		buf.Grow(int(r.ContentLength))
	}
	n, err := buf.ReadFrom(io.LimitReader(r.Body, limit+1))
	if n > limit {
		return nil, transport.ErrWriteTooBig
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %v", transport.ErrBadRequest, err)
	}
	return buf.Bytes(), nil
}

func (h *Handler) write(w http.ResponseWriter, r *http.Request, method string, d *namespace.DB, p tree.Path, who namespace.Identity) {
	q := r.URL.Query()
	body, err := readBody(r, writeLimit(r))
	if err != nil {
		transport.WriteError(w, err)
		return
	}
	var v any
	if method != http.MethodDelete {
		if len(bytes.TrimSpace(body)) == 0 {
			body = []byte("null")
		}
		if v, err = tree.Decode(body); err != nil {
			//lint:ignore ST1005 the Realtime Database's own message, word for word
			transport.WriteError(w, fmt.Errorf("%w: Invalid data; couldn't parse JSON object, array, or value.", transport.ErrBadRequest))
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
			transport.WriteError(w, fmt.Errorf("%w: Invalid data; couldn't parse JSON object. Are you sending a JSON object with valid key names?", transport.ErrBadRequest))
			return
		}
		op = namespace.WriteOp{Update: true, Path: p, Merge: m, Who: who, ETag: op.ETag}
	case http.MethodPost:
		name = h.env.PushID()
		op.Path = p.Child(name)
	case http.MethodDelete:
		op.Value = nil
	}
	_, after, err := h.env.Write(r.Context(), d, op)
	if errors.Is(err, transport.ErrPreconditionFailed) {
		w.Header().Set("ETag", namespace.ETagOf(after))
		transport.WriteJSON(w, http.StatusPreconditionFailed, after.RESTJSON())
		return
	}
	if err != nil {
		transport.WriteError(w, err)
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
		transport.WriteJSON(w, http.StatusOK, transport.MustMarshal(map[string]string{"name": name}))
	case http.MethodDelete:
		transport.WriteJSON(w, http.StatusOK, []byte("null"))
	case http.MethodPatch:
		transport.WriteJSON(w, http.StatusOK, body)
	default:
		transport.WriteJSON(w, http.StatusOK, after.RESTJSON())
	}
}

package logsink

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"oppnp/emulators/loopback"
)

// Limits of one POST.
const (
	maxBody    = 1 << 20
	maxBatch   = 1000
	maxLimit   = 2000
	defaultLim = 500
)

// Handler serves POST and GET /api/logs (see the package doc).
func (s *Sink) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cors(w, r)
		switch r.Method {
		case http.MethodOptions:
			w.WriteHeader(http.StatusNoContent)
		case http.MethodPost:
			s.servePost(w, r)
		case http.MethodGet:
			s.serveGet(w, r)
		default:
			w.Header().Set("Allow", "GET, POST, OPTIONS")
			writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": "método no permitido"})
		}
	})
}

// cors lets the SPA, served from another local origin, ship its logs
// (navigator.sendBeacon posts text/plain; fetch may post JSON). Only
// loopback origins may read the records: a page on another site gets no
// CORS grant (docs/adr/0052-local-suite-serves-one-developer.md).
func cors(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Add("Vary", "Origin")
	if o := r.Header.Get("Origin"); o != "" {
		if !loopback.IsLoopbackOrigin(o) {
			return
		}
		h.Set("Access-Control-Allow-Origin", o)
	} else {
		h.Set("Access-Control-Allow-Origin", "*")
	}
	h.Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
	h.Set("Access-Control-Allow-Headers", "Content-Type, X-Request-Id, traceparent")
	h.Set("Access-Control-Max-Age", "600")
	if r.Header.Get("Access-Control-Request-Private-Network") == "true" {
		// Chromium's Private Network Access preflight.
		h.Set("Access-Control-Allow-Private-Network", "true")
	}
}

func (s *Sink) servePost(w http.ResponseWriter, r *http.Request) {
	batch, err := decodeBatch(io.LimitReader(r.Body, maxBody+1))
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	for _, m := range batch {
		s.Add(FromMap(SourceSPA, m))
	}
	writeJSON(w, http.StatusAccepted, map[string]int{"accepted": len(batch)})
}

// decodeBatch reads a JSON array of objects, or one object.
func decodeBatch(r io.Reader) ([]map[string]any, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadBatch, err)
	}
	if len(b) > maxBody {
		return nil, fmt.Errorf("%w: el lote excede %d bytes", ErrBadBatch, maxBody)
	}
	b = bytes.TrimSpace(b)
	var batch []map[string]any
	if len(b) > 0 && b[0] == '{' {
		var one map[string]any
		err = json.Unmarshal(b, &one)
		batch = []map[string]any{one}
	} else {
		err = json.Unmarshal(b, &batch)
	}
	if err != nil || len(b) == 0 {
		return nil, fmt.Errorf("%w: se esperaba un registro o un arreglo de registros JSON", ErrBadBatch)
	}
	if len(batch) > maxBatch {
		return nil, fmt.Errorf("%w: más de %d registros en un lote", ErrBadBatch, maxBatch)
	}
	for _, m := range batch {
		if m == nil {
			return nil, fmt.Errorf("%w: cada registro debe ser un objeto JSON", ErrBadBatch)
		}
	}
	return batch, nil
}

// ParseFilter reads a Filter from GET /api/logs's query string.
func ParseFilter(q map[string][]string) (Filter, error) {
	get := func(k string) string {
		if v := q[k]; len(v) > 0 {
			return strings.TrimSpace(v[0])
		}
		return ""
	}
	f := Filter{Folio: get("folio"), PromoterID: get("promoterID"), RequestID: get("requestId"), Source: get("source"), Limit: defaultLim}
	if l := get("level"); l != "" {
		if levelRank(strings.ToLower(l)) < 0 {
			return f, fmt.Errorf("%w: %q (debug, info, warn, error)", ErrBadLevel, l)
		}
		f.Level = strings.ToLower(l)
	}
	var err error
	if v := get("since"); v != "" {
		if f.Since, err = strconv.ParseInt(v, 10, 64); err != nil {
			return f, fmt.Errorf("since: %w", err)
		}
	}
	if v := get("limit"); v != "" {
		if f.Limit, err = strconv.Atoi(v); err != nil || f.Limit <= 0 {
			return f, errors.New("limit: se esperaba un entero positivo")
		}
		f.Limit = min(f.Limit, maxLimit)
	}
	return f, nil
}

func (s *Sink) serveGet(w http.ResponseWriter, r *http.Request) {
	f, err := ParseFilter(r.URL.Query())
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	records, last := s.query(f)
	writeJSON(w, http.StatusOK, map[string]any{"records": records, "last": last})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, _ := json.Marshal(v)
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

package auth

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
)

// serveEmulator handles /emulator/v1/projects/{p}/accounts (DELETE: wipe)
// and /emulator/v1/projects/{p}/config (GET, PATCH).
func (s *Server) serveEmulator(w http.ResponseWriter, r *http.Request, rest string) {
	p, what, _ := strings.Cut(rest, "/")
	switch {
	case what == "accounts" && r.Method == http.MethodDelete:
		s.mu.Lock()
		delete(s.projects, p)
		s.mu.Unlock()
		writeJSON(w, http.StatusOK, map[string]any{})
	case what == "config" && r.Method == http.MethodGet:
		s.mu.Lock()
		cfg := s.project(p).config
		b, _ := json.Marshal(cfg)
		s.mu.Unlock()
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_, _ = w.Write(b)
	case what == "config" && r.Method == http.MethodPatch:
		var patch map[string]any
		if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&patch); err != nil {
			s.writeError(w, r, badRequestf(CodeInvalidArgument, "Invalid JSON payload received. %v", err))
			return
		}
		s.mu.Lock()
		cfg := s.project(p).config
		for k, v := range patch {
			cfg[k] = v
		}
		b, _ := json.Marshal(cfg)
		s.mu.Unlock()
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_, _ = w.Write(b)
	default:
		s.writeError(w, r, &apiError{status: http.StatusNotFound, code: "Not Found", grpcStatus: "NOT_FOUND"})
	}
}

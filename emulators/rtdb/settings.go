package rtdb

import (
	"fmt"
	"io"
	"net/http"

	"oppnp/emulators/rtdb/transport"
)

// serveRules gets or replaces a namespace's rules; owner only.
func (s *Server) serveRules(w http.ResponseWriter, r *http.Request) {
	who, err := transport.RESTIdentity(r)
	if err != nil {
		transport.WriteError(w, err)
		return
	}
	if !who.Admin {
		transport.WriteError(w, ErrPermissionDenied)
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
			transport.WriteError(w, fmt.Errorf("%w: %v", ErrBadRequest, err))
			return
		}
		if err := s.SetNamespaceRules(ns, src); err != nil {
			transport.WriteError(w, err)
			return
		}
		transport.WriteJSON(w, http.StatusOK, []byte(`{"status":"ok"}`))
	default:
		transport.WriteError(w, ErrMethod)
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
	transport.WriteJSON(w, http.StatusOK, transport.MustMarshal(out))
}

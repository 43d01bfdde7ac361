package rtdb

import "net/http"

// lpRegistry holds long-polling sessions.
type lpRegistry struct{ srv *Server }

func newLPRegistry(s *Server) *lpRegistry { return &lpRegistry{srv: s} }

func (l *lpRegistry) serve(w http.ResponseWriter, r *http.Request) {
	http.Error(w, "long polling not available", http.StatusNotImplemented)
}

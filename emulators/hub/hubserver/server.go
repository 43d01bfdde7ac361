// Package hubserver serves the Emulator Hub's HTTP API (package hub's
// protocol) for the suite: GET / names the hub itself, GET /emulators the
// running emulators, 503 until the suite says every one is listening.
package hubserver

import (
	"encoding/json"
	"maps"
	"net/http"
	"sync"

	"oppnp/emulators/hub"
)

// Server is the hub's handler. The suite adds each emulator as it starts
// listening and calls Ready once the last one is.
type Server struct {
	self hub.Locator

	mu        sync.Mutex
	emulators hub.Emulators
	ready     bool
}

// New returns a hub that describes itself with self (listed as "hub").
func New(self hub.Info, version string) *Server {
	return &Server{
		self:      hub.Locator{Version: version, Host: self.Host, Port: self.Port},
		emulators: hub.Emulators{hub.Name: self},
	}
}

// Add lists a started emulator.
func (s *Server) Add(info hub.Info) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.emulators[info.Name] = info
}

// Ready makes GET /emulators answer 200: every emulator is listening.
func (s *Server) Ready() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ready = true
}

// snapshot returns a copy of the listed emulators and whether all are up.
func (s *Server) snapshot() (hub.Emulators, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.emulators), s.ready
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// The hub's API is cookieless, so any page may read it (as the CLI's).
	w.Header().Set("Access-Control-Allow-Origin", "*")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": "only GET"})
		return
	}
	switch r.URL.Path {
	case "/":
		writeJSON(w, http.StatusOK, s.self)
	case hub.PathEmulators:
		list, ready := s.snapshot()
		if !ready {
			// A harness polls until 200; a partial list would read as ready.
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "emulators still starting"})
			return
		}
		writeJSON(w, http.StatusOK, list)
	default:
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "not found"})
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

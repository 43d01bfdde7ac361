package auth

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Options configure a Server.
type Options struct {
	// ProjectID is the project client calls (?key=) act on, and the aud of
	// the ID tokens they receive. Required.
	ProjectID string
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// Log receives one line per error response; discarded when nil.
	Log *slog.Logger
}

// Server is the Auth emulator's HTTP handler and account state.
type Server struct {
	opts     Options
	mu       sync.Mutex
	projects map[string]*project
}

// New returns an empty emulator.
func New(o Options) *Server {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Log == nil {
		o.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &Server{opts: o, projects: map[string]*project{}}
}

// Reset deletes every account of every project.
func (s *Server) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.projects = map[string]*project{}
}

// User returns a copy of a user of the default project.
func (s *Server) User(uid string) (*User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.project(s.opts.ProjectID).users[uid]
	if !ok {
		return nil, ErrUserNotFound
	}
	return u.clone(), nil
}

// project returns p's state, creating it; s.mu must be held.
func (s *Server) project(p string) *project {
	st, ok := s.projects[p]
	if !ok {
		st = newProject()
		s.projects[p] = st
	}
	return st
}

// call is one request after routing.
type call struct {
	project string // project acted on
	admin   bool   // Bearer owner
	body    map[string]any
	r       *http.Request
}

// op handles one identitytoolkit operation and returns the reply object.
type op func(s *Server, c *call) (any, *apiError)

var accountOps = map[string]op{
	"accounts:signInWithCustomToken": (*Server).signInWithCustomToken,
	"accounts:signUp":                (*Server).signUp,
	"accounts:lookup":                (*Server).lookup,
	"accounts:update":                (*Server).update,
	"accounts:delete":                (*Server).deleteAccount,
	"accounts":                       (*Server).createAccount,
}

const (
	toolkitPrefix = "/identitytoolkit.googleapis.com/v1/"
	tokenPath     = "/securetoken.googleapis.com/v1/token"
	emulatorPref  = "/emulator/v1/projects/"
)

// ServeHTTP routes a request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if cors(w, r) {
		return
	}
	path := r.URL.Path
	switch {
	case path == "/" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, map[string]any{"authEmulator": map[string]any{
			"ready": true, "docs": "https://firebase.google.com/docs/emulator-suite", "apiSpec": "/emulator/openapi.json"}})
	case strings.HasPrefix(path, emulatorPref):
		s.serveEmulator(w, r, strings.TrimPrefix(path, emulatorPref))
	case path == tokenPath && r.Method == http.MethodPost:
		s.serveToken(w, r)
	case strings.HasPrefix(path, toolkitPrefix) && r.Method == http.MethodPost:
		s.serveToolkit(w, r, strings.TrimPrefix(path, toolkitPrefix))
	default:
		s.writeError(w, r, &apiError{status: http.StatusNotFound, code: "Not Found", grpcStatus: "NOT_FOUND"})
	}
}

// serveToolkit handles accounts:* and projects/{p}/accounts:*.
func (s *Server) serveToolkit(w http.ResponseWriter, r *http.Request, rest string) {
	c := &call{project: s.opts.ProjectID, admin: isOwner(r), r: r}
	if p, after, ok := strings.Cut(strings.TrimPrefix(rest, "projects/"), "/"); ok && strings.HasPrefix(rest, "projects/") {
		c.project, rest = p, after
	}
	fn, ok := accountOps[rest]
	if !ok {
		s.writeError(w, r, &apiError{status: http.StatusNotFound, code: "Not Found", grpcStatus: "NOT_FOUND"})
		return
	}
	if !c.admin && r.URL.Query().Get("key") == "" {
		s.writeError(w, r, errMissingKey)
		return
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&c.body); err != nil && err != io.EOF {
		s.writeError(w, r, badRequestf(CodeInvalidArgument, "Invalid JSON payload received. %v", err))
		return
	}
	if c.body == nil {
		c.body = map[string]any{}
	}
	s.mu.Lock()
	reply, aerr := fn(s, c)
	s.mu.Unlock()
	if aerr != nil {
		s.writeError(w, r, aerr)
		return
	}
	writeJSON(w, http.StatusOK, reply)
}

// isOwner reports an admin credential: "Bearer owner" or any ya29. token.
func isOwner(r *http.Request) bool {
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return ok && (tok == "owner" || strings.HasPrefix(tok, "ya29."))
}

// cors applies the official emulator's CORS (cors({origin:true}) plus the
// private-network middleware) and answers preflights; it reports whether
// the request was a preflight.
func cors(w http.ResponseWriter, r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return false
	}
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", origin)
	if r.Method != http.MethodOptions {
		h.Set("Vary", "Origin")
		return false
	}
	h.Set("Vary", "Origin, Access-Control-Request-Headers")
	h.Set("Access-Control-Allow-Methods", "GET,HEAD,PUT,PATCH,POST,DELETE")
	if req := r.Header.Get("Access-Control-Request-Headers"); req != "" {
		h.Set("Access-Control-Allow-Headers", req)
	}
	if r.Header.Get("Access-Control-Request-Private-Network") != "" {
		h.Set("Access-Control-Allow-Private-Network", "true")
	}
	h.Set("Content-Length", "0")
	w.WriteHeader(http.StatusNoContent)
	return true
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error":{"code":500,"message":"INTERNAL"}}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

// writeError writes the Google API error body the SDKs parse.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, e *apiError) {
	s.opts.Log.Info("auth error", "path", r.URL.Path, "status", e.status, "message", e.message())
	reason := "invalid"
	if e.status == http.StatusForbidden || e.status == http.StatusUnauthorized {
		reason = "forbidden"
	}
	body := map[string]any{
		"code":    e.status,
		"message": e.message(),
		"errors":  []any{map[string]any{"message": e.message(), "reason": reason, "domain": "global"}},
	}
	if e.grpcStatus != "" {
		body["status"] = e.grpcStatus
	}
	writeJSON(w, e.status, map[string]any{"error": body})
}

// str reads a string field of a decoded JSON body.
func str(body map[string]any, key string) string {
	s, _ := body[key].(string)
	return s
}

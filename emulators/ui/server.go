package ui

import (
	"context"
	"embed"
	"encoding/json"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"sort"
	"strings"
	"time"

	"oppnp/emulators/logsink"
)

//go:embed static
var static embed.FS

// Options wire the console to the running services.
type Options struct {
	// Project and DefaultNamespace, as the suite runs them.
	Project, DefaultNamespace string
	// Addr returns the host:port a service listens on, "" when it is not
	// running ("database", "gateway", "hosting", …). Called per request.
	Addr func(service string) string
	// Services lists the services shown in the overview.
	Services []string
	// Sink holds the logs. Required.
	Sink *logsink.Sink
	// RemoteConfig serves /values, /template and PUT /parameters/{key}
	// (a remoteconfig.Handler on the template file); nil when none.
	RemoteConfig http.Handler
	// RulesFile is shown when the database is not running.
	RulesFile string
	// Client reaches the services (default: 10 s timeout).
	Client *http.Client
	Log    *slog.Logger
	// Context ends the console's long-lived streams when it is done, so
	// the suite's graceful stop does not wait for open browser tabs.
	Context context.Context
}

// Server is the console. It is an http.Handler.
type Server struct {
	o   Options
	mux *http.ServeMux
}

// New returns the console.
func New(o Options) *Server {
	if o.Client == nil {
		o.Client = &http.Client{Timeout: 10 * time.Second}
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.Context == nil {
		o.Context = context.Background()
	}
	if o.Addr == nil {
		o.Addr = func(string) string { return "" }
	}
	s := &Server{o: o, mux: http.NewServeMux()}
	sub, _ := fs.Sub(static, "static")
	files := http.FileServerFS(sub)
	s.mux.Handle("/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": "método no permitido"})
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		files.ServeHTTP(w, r)
	}))
	s.mux.HandleFunc("GET /api/overview", s.overview)
	s.mux.HandleFunc("GET /api/namespaces", s.namespaces)
	s.mux.HandleFunc("GET /api/database/{ns}/{path...}", s.database)
	s.mux.HandleFunc("GET /api/rules/{ns}", s.rules)
	s.mux.HandleFunc("GET /api/denials", s.denials)
	s.mux.HandleFunc("GET /api/outbox", s.outbox)
	s.mux.Handle("/api/logs", o.Sink.Handler())
	s.mux.HandleFunc("POST /api/remoteconfig/toggle/{key}", s.toggle)
	s.mux.Handle("/api/remoteconfig/", http.StripPrefix("/api/remoteconfig", s.remoteConfig()))
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "ruta desconocida de la consola"})
	})
	return s
}

// ServeHTTP serves the console; a state-changing request must come from
// the console's own page (checkWrite).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if err := checkWrite(r); err != nil {
		refuseWrite(w, err)
		return
	}
	s.mux.ServeHTTP(w, r)
}

func (s *Server) overview(w http.ResponseWriter, _ *http.Request) {
	services := map[string]string{}
	for _, name := range s.o.Services {
		if a := s.o.Addr(name); a != "" {
			services[name] = "http://" + a
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"project": s.o.Project, "defaultNamespace": s.o.DefaultNamespace, "services": services,
	})
}

// denials are the database's "rtdb: denied" records, newest first.
func (s *Server) denials(w http.ResponseWriter, _ *http.Request) {
	out := []logsink.Record{}
	for _, r := range s.o.Sink.Query(logsink.Filter{Source: logsink.SourceDatabase}) {
		if strings.Contains(r.Message, "denied") {
			out = append(out, r)
			if len(out) == 100 {
				break
			}
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"records": out})
}

// rulesFromFile answers when the database is not running.
func (s *Server) rulesFromFile(w http.ResponseWriter) {
	if s.o.RulesFile == "" {
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "la base de datos no está en ejecución"})
		return
	}
	b, err := os.ReadFile(s.o.RulesFile)
	if err != nil {
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "no se pudo leer " + s.o.RulesFile})
		return
	}
	w.Header().Set("X-Rules-Source", "file")
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(b)
}

func sortedUnique(list []string) []string {
	sort.Strings(list)
	out := list[:0]
	for i, x := range list {
		if x != "" && (i == 0 || x != list[i-1]) {
			out = append(out, x)
		}
	}
	return out
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, _ := json.Marshal(v)
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

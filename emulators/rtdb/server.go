package rtdb

import (
	"fmt"
	"log/slog"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	"oppnp/emulators/loopback"
	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/transport"
	"oppnp/emulators/rtdb/transport/longpoll"
	"oppnp/emulators/rtdb/transport/rest"
	"oppnp/emulators/rtdb/transport/session"
	"oppnp/emulators/rtdb/transport/ws"
	"oppnp/emulators/rtdb/tree"
)

// Options configure a Server. The zero value is usable.
type Options struct {
	// AuthorizerFactory compiles rules; nil uses NewRulesAuthorizer (the
	// security-rules engine).
	AuthorizerFactory AuthorizerFactory
	// Rules is the initial rules document for every namespace (firebase.json's
	// database.rules file); nil means no rules (open).
	Rules []byte
	// Journal, when set, records every write before it is acknowledged.
	Journal Journal
	// Initial holds data to load: namespace → JSON (export form allowed) of
	// the whole namespace.
	Initial map[string][]byte
	// Pending is the outbox the Journal recovered: its OutboxNamespace
	// value (JSON), the durable watches' changes not yet done
	// (durable.go). Nil when there is none.
	Pending []byte
	// OutboxLimit bounds the changes of durable watches not yet done
	// (WatchDurable): at the bound a write that would add one is refused
	// with ErrOutboxFull. Default DefaultOutboxLimit.
	OutboxLimit int
	// OutboxWait is how long a REST write the full outbox refuses waits
	// for room before it is answered 503 (outboxwait.go). Default
	// DefaultOutboxWait; negative: no wait.
	OutboxWait time.Duration
	// DefaultNamespace is used when a request names none (no ns parameter
	// and no namespace-like Host). Default "fake-server", as firebase-tools.
	DefaultNamespace string
	// Logger receives rule denials, rule reload errors and cut-off clients.
	Logger *slog.Logger
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// ClientBuffer is how many outgoing messages a connection or stream may
	// have queued before it is cut off as too slow. Default 4096.
	ClientBuffer int
}

// Server is a Realtime Database emulator: WebSocket (/.ws), long polling
// (/.lp), REST and streaming on one http.Handler, for any number of
// namespaces created on first use.
type Server struct {
	opts    Options
	log     *slog.Logger
	factory AuthorizerFactory

	mu       sync.Mutex // guards dbs, sessions; see doc.go for lock order
	dbs      map[string]*namespace.DB
	sessions map[string]*session.Session
	defaults *namespace.DefaultRules // shared with every namespace

	ids    pushIDs
	outbox *namespace.ChangeOutbox // the durable watches' changes, shared with every namespace
	lp     *longpoll.Handler
	ws     *ws.Handler
	rest   *rest.Handler
	done   chan struct{} // closed by Close: ends streams and held polls
	once   sync.Once
}

// New builds a Server. It fails if Options.Rules or Options.Initial do not
// parse.
func New(o Options) (*Server, error) {
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.ClientBuffer <= 0 {
		o.ClientBuffer = 4096
	}
	if o.DefaultNamespace == "" {
		o.DefaultNamespace = "fake-server"
	}
	if o.OutboxLimit <= 0 {
		o.OutboxLimit = DefaultOutboxLimit
	}
	if o.OutboxWait == 0 {
		o.OutboxWait = DefaultOutboxWait
	}
	s := &Server{opts: o, log: o.Logger, dbs: map[string]*namespace.DB{}, sessions: map[string]*session.Session{}, done: make(chan struct{})}
	s.lp = longpoll.New(longpoll.Env{NewSession: s.newSession, Now: s.now, Done: s.done})
	s.ws = ws.New(ws.Env{
		NewSession: s.newSession,
		Polling: func(id string) ws.Polling {
			if c := s.lp.Conn(id); c != nil {
				return c
			}
			return nil
		},
		Now:          s.now,
		Log:          s.log,
		ClientBuffer: o.ClientBuffer,
	})
	s.rest = rest.New(rest.Env{
		DB:           func(r *http.Request) *namespace.DB { return s.db(s.namespace(r)) },
		Write:        s.writeWaiting,
		PushID:       func() string { return s.ids.next(s.now()) },
		Now:          s.now,
		Done:         s.done,
		ClientBuffer: o.ClientBuffer,
	})
	s.factory = o.AuthorizerFactory
	if s.factory == nil {
		s.factory = NewRulesAuthorizer
	}
	s.defaults = namespace.NewDefaultRules()
	// The outbox first: every namespace made from here on shares it.
	var err error
	if s.outbox, err = namespace.NewChangeOutbox(o.Journal, s.log, o.OutboxLimit, o.Pending); err != nil {
		return nil, err
	}
	if o.Rules != nil {
		if err := s.SetRules(o.Rules); err != nil {
			return nil, err
		}
	}
	for ns, data := range o.Initial {
		if ns == OutboxNamespace {
			continue // not data: Options.Pending
		}
		root, err := tree.Parse(data, s.now().UnixMilli())
		if err != nil {
			return nil, fmt.Errorf("cannot load initial data of %s: %w", ns, err)
		}
		d := s.db(ns)
		d.Load(root)
		go d.WarmIndexes(s.done)
	}
	return s, nil
}

func (s *Server) now() time.Time { return s.opts.Now() }

// db returns the namespace, creating it on first use.
func (s *Server) db(ns string) *namespace.DB {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.dbs[ns]
	if d == nil {
		d = namespace.New(ns, namespace.Env{Now: s.now, Log: s.log, Journal: s.opts.Journal, Outbox: s.outbox, Defaults: s.defaults})
		s.dbs[ns] = d
	}
	return d
}

// Namespaces lists the namespaces that exist, sorted.
func (s *Server) Namespaces() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.dbs))
	for ns := range s.dbs {
		out = append(out, ns)
	}
	sort.Strings(out)
	return out
}

// Export returns a namespace's whole data as JSON in export form
// (priorities kept), "null" when empty.
func (s *Server) Export(ns string) ([]byte, error) {
	return s.db(ns).Root().ExportJSON(), nil
}

// SetRules replaces the default rules of every namespace that has no rules
// of its own (set through PUT /.settings/rules.json). On error the previous
// rules stay in force. Listens that lose access are revoked.
func (s *Server) SetRules(src []byte) error {
	a, err := s.factory(src)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrRules, err)
	}
	s.defaults.Set(src, a)
	s.mu.Lock()
	dbs := make([]*namespace.DB, 0, len(s.dbs))
	for _, d := range s.dbs {
		dbs = append(dbs, d)
	}
	s.mu.Unlock()
	for _, d := range dbs {
		d.RecheckListeners(nil)
	}
	return nil
}

// SetNamespaceRules replaces one namespace's rules, as PUT
// /.settings/rules.json?ns= does.
func (s *Server) SetNamespaceRules(ns string, src []byte) error {
	a, err := s.factory(src)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrRules, err)
	}
	s.db(ns).SetRules(src, a)
	return nil
}

// Rules returns the rules source in force for ns (nil when open).
func (s *Server) Rules(ns string) []byte {
	if src := s.db(ns).Rules(); src != nil {
		return src
	}
	src, _ := s.defaults.Get()
	return src
}

// namespace resolves a request's namespace: the ns parameter, else the
// first label of a Host with 3+ labels, else the default.
func (s *Server) namespace(r *http.Request) string {
	if ns := r.URL.Query().Get("ns"); ns != "" {
		return ns
	}
	host := r.Host
	if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.Contains(host[i:], "]") {
		host = host[:i]
	}
	if labels := strings.Split(host, "."); len(labels) >= 3 && !isNumeric(labels[0]) {
		return labels[0]
	}
	return s.opts.DefaultNamespace
}

func isNumeric(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// newSession registers a realtime session for the request's namespace.
// The client's ls parameter names a previous connection it has abandoned,
// which is closed now (running its onDisconnect operations).
func (s *Server) newSession(r *http.Request) *session.Session {
	var c *session.Session
	c = session.New(s.db(s.namespace(r)), s.opts.ClientBuffer, s.log, func() {
		s.mu.Lock()
		delete(s.sessions, c.ID())
		s.mu.Unlock()
	})
	last := r.URL.Query().Get("ls")
	s.mu.Lock()
	old := s.sessions[last]
	s.sessions[c.ID()] = c
	s.mu.Unlock()
	if old != nil && last != "" {
		old.Close("client reconnected")
	}
	return c
}

// ServeHTTP routes /.ws, /.lp, /.settings, /.inspect and REST paths.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	select {
	case <-s.done:
		transport.WriteError(w, ErrClosed)
		return
	default:
	}
	if s.namespace(r) == OutboxNamespace {
		transport.WriteError(w, fmt.Errorf("%w: namespace %s is reserved", ErrBadRequest, OutboxNamespace))
		return
	}
	// The emulator accepts any unsigned ID token, so a page on another
	// site could otherwise act as any user, over the WebSocket (which has
	// no CORS) or a form post (docs/adr/0052-local-suite-serves-one-developer.md).
	if loopback.FromForeignPage(r) {
		transport.WriteError(w, ErrForeignPage)
		return
	}
	setCORS(w, r)
	if r.Method == http.MethodOptions {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	switch {
	case r.URL.Path == "/.ws":
		s.ws.ServeHTTP(w, r)
	case r.URL.Path == "/.lp":
		s.lp.ServeHTTP(w, r)
	case r.URL.Path == "/.settings/rules.json" || r.URL.Path == "/.settings/rules":
		s.serveRules(w, r)
	case r.URL.Path == "/.inspect/databases.json":
		s.serveDatabases(w, r)
	default:
		s.rest.ServeHTTP(w, r)
	}
}

// setCORS lets pages on this machine (the SPA, a Vite dev server) call the
// REST API with their user's ID token; pages on other origins never get
// here (ServeHTTP).
func setCORS(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	origin := r.Header.Get("Origin")
	if origin == "" {
		origin = "*"
	}
	h.Set("Access-Control-Allow-Origin", origin)
	h.Set("Access-Control-Allow-Methods", "GET, PUT, POST, PATCH, DELETE, OPTIONS")
	if req := r.Header.Get("Access-Control-Request-Headers"); req != "" {
		h.Set("Access-Control-Allow-Headers", req)
	} else {
		h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type, X-Firebase-ETag, If-Match, If-None-Match, X-HTTP-Method-Override")
	}
	h.Set("Access-Control-Expose-Headers", "ETag")
	h.Set("Access-Control-Max-Age", "3600")
	if origin != "*" {
		h.Set("Vary", "Origin")
		h.Set("Access-Control-Allow-Credentials", "true")
	}
}

// Close drops every connection (running their onDisconnect operations),
// ends streams and held polls, and stops every watch. Later and
// concurrent calls wait for the first to finish, so once any Close has
// returned no onDisconnect write is still running (a Journal may close).
func (s *Server) Close() error {
	s.once.Do(s.closeOnce)
	return nil
}

func (s *Server) closeOnce() {
	close(s.done)
	s.mu.Lock()
	sess := make([]*session.Session, 0, len(s.sessions))
	for _, c := range s.sessions {
		sess = append(sess, c)
	}
	dbs := make([]*namespace.DB, 0, len(s.dbs))
	for _, d := range s.dbs {
		dbs = append(dbs, d)
	}
	s.mu.Unlock()
	for _, c := range sess {
		c.Close("server stopping")
	}
	for _, d := range dbs {
		d.StopWatches()
	}
}

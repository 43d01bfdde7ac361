package namespace

import (
	"log/slog"
	"sync"
	"time"

	"oppnp/emulators/rtdb/tree"
)

// Env is what a namespace needs from the server that holds it, fixed when
// the namespace is made. It holds no reference to the server, so the
// namespace cannot reach the server's namespace map, sessions or lock.
type Env struct {
	Now      func() time.Time
	Log      *slog.Logger
	Journal  Journal       // nil: not durable
	Outbox   *ChangeOutbox // the durable watches' changes (durable.go); required
	Defaults *DefaultRules // the rules of namespaces without their own; required
}

// DefaultRules is the rules every namespace without its own follows,
// shared by the server and its namespaces. Its lock is a leaf.
type DefaultRules struct {
	mu    sync.Mutex
	src   []byte     // nil: no rules
	authz Authorizer // never nil
}

// NewDefaultRules starts with no rules: everything is allowed.
func NewDefaultRules() *DefaultRules { return &DefaultRules{authz: AllowAll{}} }

// Get returns the source (nil: no rules) and its compiled form.
func (r *DefaultRules) Get() ([]byte, Authorizer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.src, r.authz
}

// Set replaces the default rules; a is src compiled. Listens are not
// re-checked here: the caller does it, namespace by namespace.
func (r *DefaultRules) Set(src []byte, a Authorizer) {
	r.mu.Lock()
	r.src, r.authz = append([]byte(nil), src...), a
	r.mu.Unlock()
}

// New makes the empty namespace name. env.Now and env.Log default to
// time.Now and a discarding logger.
func New(name string, env Env) *DB {
	if env.Now == nil {
		env.Now = time.Now
	}
	if env.Log == nil {
		env.Log = slog.New(slog.DiscardHandler)
	}
	return &DB{name: name, env: env, listeners: map[*Listener]struct{}{}}
}

// Name is the namespace's name.
func (d *DB) Name() string { return d.name }

// Root is the whole namespace now (immutable; nil when empty).
func (d *DB) Root() *tree.Node {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.root
}

// Load replaces the data without authorization, notification, journal or
// watch: for data loaded before anyone is served.
func (d *DB) Load(root *tree.Node) {
	d.mu.Lock()
	d.root = root
	d.mu.Unlock()
}

// Rules is this namespace's own rules source, nil when it follows the
// default.
func (d *DB) Rules() []byte {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.rules
}

// SetRules gives the namespace rules of its own (a is src compiled) and
// revokes the listens that lose read access.
func (d *DB) SetRules(src []byte, a Authorizer) {
	d.mu.Lock()
	d.rules, d.authz = append([]byte(nil), src...), a
	d.mu.Unlock()
	d.RecheckListeners(nil)
}

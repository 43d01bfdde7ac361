package suite

import (
	"context"
	"log/slog"
	"sync"
)

// allServices lists the services in start order: the database first, since
// the functions host subscribes to its writes, hosting last, since it proxies
// to functions.
var allServices = []string{"database", "auth", "gateway", "functions", "hosting", "ui"}

// environment is what a service builder may read.
type environment struct {
	opts  *options
	cfg   *firebaseConfig
	log   *slog.Logger
	hooks *hooks
}

// hooks connect services that start independently: a service publishes what
// later services need (the database server for the functions host, its bound
// address for child processes) under its own name.
type hooks struct {
	mu     sync.Mutex
	values map[string]any
	addrs  map[string]string
}

// publish makes v available to services started later under key.
func (h *hooks) publish(key string, v any) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.values == nil {
		h.values = map[string]any{}
	}
	h.values[key] = v
}

// lookup returns what an earlier service published, or nil.
func (h *hooks) lookup(key string) any {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.values[key]
}

// setAddr records the address a started service actually listens on, which
// differs from firebase.json when the configured port is 0 (tests).
func (h *hooks) setAddr(service, addr string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.addrs == nil {
		h.addrs = map[string]string{}
	}
	h.addrs[service] = addr
}

// addr returns the host:port a started service listens on, or "".
func (h *hooks) addr(service string) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.addrs[service]
}

// builders construct each service. A service without a builder yet is
// refused at start with ErrUnknownService rather than silently skipped.
var builders = map[string]func(context.Context, *environment) (*service, error){}

package suite

import (
	"context"
	"log/slog"
	"maps"
	"net"
	"sync"

	"oppnp/emulators/auth"
	"oppnp/emulators/functionshost"
	"oppnp/emulators/gateway"
	"oppnp/emulators/hosting"
	"oppnp/emulators/logsink"
	"oppnp/emulators/rtdb"
	"oppnp/emulators/ui"
)

// suite composes the emulated services: each has a typed field, set when it
// starts (nil when --only leaves it out), and a builder in startOrder. A
// service that needs another reads the other's field, so what connects them
// is visible here and checked by the compiler.
type suite struct {
	opts *options
	cfg  *firebaseConfig
	// log is teed into sink, so the console shows every service's records.
	log  *slog.Logger
	sink *logsink.Sink
	// addrs are the addresses the started services listen on.
	addrs addrBook
	// started are the services serving, in start order.
	started []*service

	// hub is the Emulator Hub: started before every service, ready once all
	// of them listen, stopped last.
	hub *suiteHub

	database  *rtdb.Server
	auth      *auth.Server
	gateway   *gateway.Server
	functions *functionshost.Host
	hosting   *hosting.Server
	ui        *ui.Server
}

// newSuite creates the console's log sink and tees log into it before any
// service exists, so no service's records are missed: the gateway's request
// log, the database's denials, the functions' JSON lines through the
// functions host (the SPA's records reach the sink through the console).
func newSuite(o *options, cfg *firebaseConfig, log *slog.Logger) *suite {
	sink := logsink.New(logsink.DefaultCapacity)
	return &suite{opts: o, cfg: cfg, sink: sink, log: slog.New(logsink.Tee(log.Handler(), sink))}
}

// step is one service in the start order.
type step struct {
	name  string
	build func(*suite, context.Context) (*service, error)
}

// startOrder lists the services in start order: the database first, since
// the functions host subscribes to its writes; hosting after functions,
// since it proxies to them; the console last, so every other address is
// known (it still resolves them per request).
func startOrder() []step {
	return []step{
		{"database", (*suite).buildDatabase},
		{"auth", (*suite).buildAuth},
		{"gateway", (*suite).buildGateway},
		{"functions", (*suite).buildFunctions},
		{"hosting", (*suite).buildHosting},
		{"ui", (*suite).buildUI},
	}
}

// allServices names every service, in start order.
func allServices() []string {
	order := startOrder()
	names := make([]string, len(order))
	for i, s := range order {
		names[i] = s.name
	}
	return names
}

// addrBook records the host:port each started service actually listens
// on, which differs from firebase.json when the configured port is 0
// (tests). The functions host and the console read it from their own
// goroutines, hence the lock.
type addrBook struct {
	mu sync.Mutex
	m  map[string]string
	// moved maps a configured address to the actual one, for the
	// services --free-ports moved.
	moved map[string]string
}

// listenAddr is where a service configured at addr listens: addr itself,
// or the same host on a free port under --free-ports.
func (s *suite) listenAddr(addr string) string {
	if !s.opts.freePorts {
		return addr
	}
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return addr
	}
	return net.JoinHostPort(host, "0")
}

// move records that the service configured at from listens at to.
func (b *addrBook) move(from, to string) {
	if from == to {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.moved == nil {
		b.moved = map[string]string{}
	}
	b.moved[from] = to
}

// movedAddrs is a copy of the configured → actual addresses.
func (b *addrBook) movedAddrs() map[string]string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return maps.Clone(b.moved)
}

func (b *addrBook) set(service, addr string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.m == nil {
		b.m = map[string]string{}
	}
	b.m[service] = addr
}

// get returns the address of a started service, or "".
func (b *addrBook) get(service string) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.m[service]
}

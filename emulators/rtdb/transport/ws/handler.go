package ws

import (
	"log/slog"
	"net/http"
	"time"

	"oppnp/emulators/rtdb/transport/session"
)

// Env is what the WebSocket transport needs from the server that mounts
// it.
type Env struct {
	// NewSession registers a session for the request's namespace, closing
	// the one the client abandoned (its ls parameter).
	NewSession func(r *http.Request) *session.Session
	// Polling finds the long-polling connection id a client upgrades
	// (/.ws?s=id); nil when there is none (or no long polling).
	Polling func(id string) Polling
	// Now is the clock (the handshake's ts).
	Now func() time.Time
	// Log receives the panics a connection recovers from.
	Log *slog.Logger
	// ClientBuffer is how many messages a connection may have pending
	// before it is cut off as too slow.
	ClientBuffer int
}

// Polling is a long-polling connection a WebSocket takes over
// (upgrade.go). The long-poll transport implements it; this package does
// not import that one.
type Polling interface {
	// Session is the realtime session the connection carries.
	Session() *session.Session
	// Lock and Unlock hold the connection's message handling: the
	// socket's requests are handled in turn with the long poll's.
	Lock()
	Unlock()
	// Upgraded reports whether the client switched to the socket;
	// MarkUpgraded records that it did.
	Upgraded() bool
	MarkUpgraded()
}

// Handler serves /.ws.
type Handler struct{ env Env }

// New is a Handler over env.
func New(env Env) *Handler { return &Handler{env: env} }

package rest

import (
	"context"
	"net/http"
	"time"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/tree"
)

// Env is what the REST transport needs from the server that mounts it.
type Env struct {
	// DB is the namespace a request names (created on first use).
	DB func(r *http.Request) *namespace.DB
	// Write applies a write; the server's may wait for room in the
	// trigger outbox before it refuses (docs/adr/0070-imports-absorbed-by-the-triggers.md).
	Write func(ctx context.Context, d *namespace.DB, op namespace.WriteOp) (before, after *tree.Node, err error)
	// PushID names a POST's new child, as the SDK's push() would.
	PushID func() string
	// Now is the clock (a stream's credential expiry).
	Now func() time.Time
	// Done closes when the server stops: streams end.
	Done <-chan struct{}
	// ClientBuffer is how many events a stream may have pending before it
	// is cut off as too slow.
	ClientBuffer int
}

// Handler serves the REST API (/<path>.json) and its event streams.
type Handler struct{ env Env }

// New is a Handler over env.
func New(env Env) *Handler { return &Handler{env: env} }

package trigger

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"time"

	"oppnp/functions/internal/store"
)

// DefaultLease is how long one delivery holds a side effect before another
// may take it over: longer than a gateway call (30 s) with its retry.
const DefaultLease = 2 * time.Minute

type holderKey struct{}

// holding is one delivery's claim: a random holder token (two concurrent
// deliveries of the same event share the event id, not the token) and the
// event that runs the effect.
type holding struct{ token, event string }

// withHolder gives ctx a fresh holder token for event.
func withHolder(ctx context.Context, event string) context.Context {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return context.WithValue(ctx, holderKey{}, holding{token: hex.EncodeToString(b[:]), event: event})
}

func holderOf(ctx context.Context) holding {
	if h, ok := ctx.Value(holderKey{}).(holding); ok {
		return h
	}
	return holding{token: "anonymous"}
}

// claim takes the lease of one side effect (its marker) in a transaction
// (docs/adr/0031-trail-and-exactly-once-side-effects.md):
// it returns the marker's state, and done when an earlier delivery finished
// it (done is final). A live lease held by another delivery is
// ErrLeaseHeld, so the platform redelivers this event later and then finds
// the effect done; an expired lease is taken over. init builds a new
// marker's state.
func (h *Handler) claim(ctx context.Context, path string, init func() (map[string]any, error)) (map[string]any, bool, error) {
	me := holderOf(ctx)
	now := h.Now().UnixMilli()
	until := now + h.lease().Milliseconds()
	var state map[string]any
	done, held := false, false
	err := h.Store.Transaction(ctx, path, func(cur any) (any, error) {
		done, held = false, false
		if m, ok := cur.(map[string]any); ok {
			state = m
			if m["done"] == true {
				done = true
				return nil, store.ErrAbort
			}
			if other := store.String(m["holder"]); other != "" && other != me.token && int64(store.Number(m["leaseUntil"])) > now {
				held = true
				return nil, store.ErrAbort
			}
			m["attempts"] = store.Number(m["attempts"]) + 1
			m["holder"], m["leaseUntil"] = me.token, until
			return m, nil
		}
		m, err := init()
		if err != nil {
			return nil, err
		}
		m["attempts"], m["startedAt"], m["event"] = 1, store.ServerTime, me.event
		m["holder"], m["leaseUntil"] = me.token, until
		state = m
		return m, nil
	})
	if err == nil && held {
		err = fmt.Errorf("%w: %s", ErrLeaseHeld, path)
	}
	return state, done, err
}

// progress records fields of a marker; done: true closes it for good and
// gives the lease up.
func (h *Handler) progress(ctx context.Context, path string, fields map[string]any) error {
	if fields["done"] == true {
		fields["holder"], fields["leaseUntil"], fields["doneAt"] = nil, nil, store.ServerTime
	}
	return h.Store.Update(ctx, path, fields)
}

// release gives the lease up after a failed attempt, so the redelivery
// need not wait for it to expire; a lease another delivery took meanwhile
// is left alone.
func (h *Handler) release(ctx context.Context, path string, cause error) error {
	me := holderOf(ctx)
	return h.Store.Transaction(ctx, path, func(cur any) (any, error) {
		m, ok := cur.(map[string]any)
		if !ok || m["done"] == true || store.String(m["holder"]) != me.token {
			return nil, store.ErrAbort
		}
		msg := cause.Error()
		if len(msg) > 300 {
			msg = msg[:300]
		}
		delete(m, "holder")
		delete(m, "leaseUntil")
		m["lastError"] = msg
		return m, nil
	})
}

// leased runs fn with a lease holder for event, and releases the lease of
// marker when fn fails.
func (h *Handler) leased(ctx context.Context, event, marker string, fn func(ctx context.Context) error) error {
	ctx = withHolder(ctx, event)
	err := fn(ctx)
	if err != nil {
		if rerr := h.release(ctx, marker, err); rerr != nil {
			h.log().WarnContext(ctx, "side effect lease not released", "marker", marker, "error", rerr.Error())
		}
	}
	return err
}

func (h *Handler) lease() time.Duration {
	if h.Lease > 0 {
		return h.Lease
	}
	return DefaultLease
}

package trigger

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"sync"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/store"
)

// DefaultCallTimeout is the deadline of one gateway call a side effect
// makes (an SMS, a biometric submission, a COX question or submission):
// a call past it counts as unanswered and the event is redelivered.
const DefaultCallTimeout = 10 * time.Second

// DefaultLease is how long one delivery holds a side effect without a sign
// of life: one gateway call's deadline and a margin for the database
// writes around it. The holder renews it while the effect runs
// (docs/adr/0060-side-effects-survive-their-process.md), so an effect of
// several calls keeps it, and a holder that died loses it within one
// lease: a redelivery then takes the effect over.
const DefaultLease = DefaultCallTimeout + 5*time.Second

type holderKey struct{}

// holding is one delivery's claim: a random holder token (two concurrent
// deliveries of the same event share the event id, not the token), the
// event that runs the effect, and the renewal of the lease it took.
type holding struct {
	token, event string
	renew        *renewal
}

// renewal keeps a claimed lease alive while the effect runs; stop ends it.
type renewal struct {
	mu     sync.Mutex
	stop   chan struct{}
	done   chan struct{}
	cancel context.CancelFunc
}

// withHolder gives ctx a fresh holder token for event; cancel ends the
// effect when its lease is lost.
func withHolder(ctx context.Context, event string, cancel context.CancelFunc) context.Context {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return context.WithValue(ctx, holderKey{}, holding{token: hex.EncodeToString(b[:]), event: event,
		renew: &renewal{cancel: cancel}})
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
// the effect done; a lapsed lease is taken over. init builds a new
// marker's state. Leases are stamped with the wall clock only: the
// business clock can be moved by tests and would lapse or freeze them.
func (h *Handler) claim(ctx context.Context, path string, init func() (map[string]any, error)) (map[string]any, bool, error) {
	me := holderOf(ctx)
	now := h.wall().UnixMilli()
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
			if other := store.String(m["holder"]); other != "" && other != me.token {
				m["takenOver"] = store.Number(m["takenOver"]) + 1
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
	if err == nil && !done {
		h.keepLease(ctx, path)
	}
	return state, done, err
}

// keepLease renews the lease of path every third of a lease until the
// effect ends. A renewal that finds the lease gone (done, or taken by a
// delivery that saw it lapse) cancels the effect: only one holder acts.
func (h *Handler) keepLease(ctx context.Context, path string) {
	me := holderOf(ctx)
	r := me.renew
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stop != nil {
		return // one renewal per delivery: an effect claims one marker
	}
	r.stop, r.done = make(chan struct{}), make(chan struct{})
	every := h.lease() / 3
	renewed := h.wall()
	go func() {
		defer close(r.done)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-r.stop:
				return
			case <-t.C:
			}
			lost := false
			err := h.Store.Transaction(context.WithoutCancel(ctx), path, func(cur any) (any, error) {
				m, ok := cur.(map[string]any)
				if !ok || m["done"] == true || store.String(m["holder"]) != me.token {
					lost = true
					return nil, store.ErrAbort
				}
				m["leaseUntil"] = h.wall().Add(h.lease()).UnixMilli()
				return m, nil
			})
			if err != nil {
				h.log().WarnContext(ctx, "side effect lease not renewed", "marker", path, "error", err.Error())
				// Not renewed for a whole lease: another delivery may take
				// the effect over now, so this one stops.
				if h.wall().Sub(renewed) >= h.lease() && r.cancel != nil {
					r.cancel()
					return
				}
				continue
			}
			renewed = h.wall()
			if lost {
				if r.cancel != nil {
					r.cancel()
				}
				return
			}
		}
	}()
}

// stopRenewal ends the renewal of the delivery's lease, if one runs, and
// waits for it.
func stopRenewal(ctx context.Context) {
	r := holderOf(ctx).renew
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stop != nil {
		select {
		case <-r.stop:
		default:
			close(r.stop)
		}
		<-r.done
	}
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
// need not wait for it to lapse; a lease another delivery took meanwhile
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

// leased runs fn with a lease holder for event, renews the lease fn claims
// while fn runs, and releases the lease of marker when fn fails.
func (h *Handler) leased(ctx context.Context, event, marker string, fn func(ctx context.Context) error) error {
	ectx, cancel := context.WithCancel(ctx)
	defer cancel()
	ectx = withHolder(ectx, event, cancel)
	err := fn(ectx)
	stopRenewal(ectx)
	if err != nil {
		if rerr := h.release(context.WithoutCancel(ectx), marker, err); rerr != nil {
			h.log().WarnContext(ctx, "side effect lease not released", "marker", marker, "error", rerr.Error())
		}
	}
	return err
}

// call runs one gateway call of a side effect under its deadline.
func (h *Handler) call(ctx context.Context, fn func(ctx context.Context) error) error {
	d := h.CallTimeout
	if d <= 0 {
		d = DefaultCallTimeout
	}
	cctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	return fn(cctx)
}

func (h *Handler) lease() time.Duration {
	if h.Lease > 0 {
		return h.Lease
	}
	return DefaultLease
}

// wall is the clock of leases: the wall clock unless a test gives another.
func (h *Handler) wall() time.Time {
	if h.Wall != nil {
		return h.Wall.Now()
	}
	return clock.Wall.Now()
}

package trigger_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
	"oppnp/functions/internal/trigger"
)

// transition is a status write documents → waitingProcessCustomer stamped
// at lastUpdateAt (the customerLink effect: one SMS).
func transition(lastUpdateAt float64) (before, after map[string]any) {
	before = req("documents", "bp:100")
	before["lastUpdateAt"] = 100.0
	after = req("waitingProcessCustomer", "bp:100")
	after["lastUpdateAt"] = lastUpdateAt
	return before, after
}

// storedTransition is transition, with folio R1 stored at its after state.
func storedTransition(t *testing.T, st *memstore.Store, lastUpdateAt float64) (before, after map[string]any) {
	t.Helper()
	before, after = transition(lastUpdateAt)
	if err := st.Set(context.Background(), "requests/R1", after); err != nil {
		t.Fatal(err)
	}
	return before, after
}

// handleConcurrently delivers the events at once; every delivery ends in
// nil or ErrLeaseHeld (the platform redelivers that one later).
func handleConcurrently(t *testing.T, h *trigger.Handler, evs ...trigger.Event) (held int) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make([]error, len(evs))
	for i, ev := range evs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = h.Handle(context.Background(), ev)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		switch {
		case errors.Is(err, trigger.ErrLeaseHeld):
			held++
		case err != nil:
			t.Fatal(err)
		}
	}
	return held
}

func TestLease_OneSMSPerTransition(t *testing.T) {
	tests := []struct {
		name string
		ids  []string
	}{
		{"a concurrent duplicate of one event", []string{"ev-1", "ev-1"}},
		{"two events reporting the same transition", []string{"ev-1", "ev-2"}},
		{"three deliveries", []string{"ev-1", "ev-2", "ev-1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, st, gw := setup(t)
			gw.smsDelay = 20 * time.Millisecond
			before, after := storedTransition(t, st, 900)
			var evs []trigger.Event
			for _, id := range tt.ids {
				evs = append(evs, event(t, id, time.Time{}, before, after))
			}
			if held := handleConcurrently(t, h, evs...); held == 0 {
				t.Logf("no delivery overlapped the first one")
			}
			// The platform redelivers the ones that found the lease held.
			handleConcurrently(t, h, evs...)
			if len(gw.sms) != 1 {
				t.Fatalf("%d SMS", len(gw.sms))
			}
		})
	}
}

func TestLease_ReentryIsANewTransition(t *testing.T) {
	h, st, gw := setup(t)
	before, after := storedTransition(t, st, 900)
	deliver(t, h, "ev-1", before, after)
	// Back to documents and in again later: a second link, a second SMS.
	_, again := transition(2000)
	back := req("documents", "bp:100")
	back["lastUpdateAt"] = 1500.0
	deliver(t, h, "ev-3", back, again)
	if len(gw.sms) != 2 {
		t.Fatalf("%d SMS", len(gw.sms))
	}
}

func TestLease_HeldThenLapsed(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	before, after := storedTransition(t, st, 900)
	// A delivery that died holding the lease (no release).
	marker := "sideEffects/R1/waitingProcessCustomer_900_customerLink"
	_ = st.Set(ctx, marker, map[string]any{"holder": "dead", "leaseUntil": 1_000_000 + 60_000.0, "attempts": 1})
	ev := event(t, "ev-1", time.Time{}, before, after)
	if err := h.Handle(ctx, ev); !errors.Is(err, trigger.ErrLeaseHeld) || len(gw.sms) != 0 {
		t.Fatalf("live lease: %v, %d SMS", err, len(gw.sms))
	}
	// The business clock moving (a test shifting it) neither lapses nor
	// keeps a lease: only the wall clock does.
	later := time.UnixMilli(1_000_000 + 3_600_000)
	h.Clock = clock.Func(func() time.Time { return later })
	if err := h.Handle(ctx, ev); !errors.Is(err, trigger.ErrLeaseHeld) || len(gw.sms) != 0 {
		t.Fatalf("business clock moved: %v, %d SMS", err, len(gw.sms))
	}
	now := time.UnixMilli(1_000_000 + 61_000)
	h.Wall = clock.Func(func() time.Time { return now })
	if err := h.Handle(ctx, ev); err != nil || len(gw.sms) != 1 {
		t.Fatalf("lapsed lease: %v, %d SMS", err, len(gw.sms))
	}
	var m map[string]any
	_ = st.Get(ctx, marker, &m)
	if m["done"] != true || m["holder"] != nil || m["takenOver"] != 1.0 && m["takenOver"] != 1 {
		t.Fatalf("marker %v", m)
	}
}

// TestLease_RenewedWhileTheEffectRuns: an SMS slower than the lease keeps
// it (the holder renews it), so a second delivery of the same transition
// finds it held and sends nothing; once the first ends, it finds it done.
func TestLease_RenewedWhileTheEffectRuns(t *testing.T) {
	h, st, gw := setup(t)
	// Renewed every lease/3 on the wall clock: the lease lapses only if a
	// renewal is late by more than 400 ms, which a loaded CI machine's
	// scheduler can reach with a lease of a few tens of milliseconds.
	h.Wall, h.Lease = nil, 600*time.Millisecond
	gw.smsDelay = 2 * time.Second
	ctx := context.Background()
	before, after := storedTransition(t, st, 900)
	first := make(chan error, 1)
	go func() { first <- h.Handle(ctx, event(t, "ev-1", time.Time{}, before, after)) }()
	time.Sleep(1400 * time.Millisecond) // more than two leases: only renewal keeps it
	if err := h.Handle(ctx, event(t, "ev-2", time.Time{}, before, after)); !errors.Is(err, trigger.ErrLeaseHeld) {
		t.Fatalf("second delivery while the first runs: %v", err)
	}
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	if err := h.Handle(ctx, event(t, "ev-2", time.Time{}, before, after)); err != nil {
		t.Fatal(err)
	}
	if len(gw.sms) != 1 {
		t.Fatalf("%d SMS", len(gw.sms))
	}
}

// TestLease_DeadHolderTakenOver: a holder that died (SIGKILL: no release,
// no renewal) loses the lease within one lease of wall time, and the
// redelivery sends the SMS.
func TestLease_DeadHolderTakenOver(t *testing.T) {
	h, st, gw := setup(t)
	h.Wall, h.Lease = nil, 100*time.Millisecond
	ctx := context.Background()
	before, after := storedTransition(t, st, 900)
	marker := "sideEffects/R1/waitingProcessCustomer_900_customerLink"
	_ = st.Set(ctx, marker, map[string]any{"holder": "dead", "leaseUntil": time.Now().Add(100 * time.Millisecond).UnixMilli(), "attempts": 1})
	ev := event(t, "ev-1", time.Time{}, before, after)
	if err := h.Handle(ctx, ev); !errors.Is(err, trigger.ErrLeaseHeld) {
		t.Fatalf("live lease: %v", err)
	}
	time.Sleep(150 * time.Millisecond)
	if err := h.Handle(ctx, ev); err != nil || len(gw.sms) != 1 {
		t.Fatalf("after the lease lapsed: %v, %d SMS", err, len(gw.sms))
	}
}

// TestLink_SentAtOnlyAfterTheProviderAccepted: a failed SMS leaves the
// folio's link unsent; the redelivery's accepted SMS stamps it.
func TestLink_SentAtOnlyAfterTheProviderAccepted(t *testing.T) {
	h, st, gw := setup(t)
	gw.smsDown = 1
	ctx := context.Background()
	before, after := storedTransition(t, st, 900)
	ev := event(t, "ev-1", time.Time{}, before, after)
	if err := h.Handle(ctx, ev); err == nil {
		t.Fatal("SMS refused, delivery succeeded")
	}
	var l map[string]any
	_ = st.Get(ctx, "requests/R1/link", &l)
	if l == nil || l["sentAt"] != nil {
		t.Fatalf("link after a refused SMS: %v", l)
	}
	if err := h.Handle(ctx, ev); err != nil {
		t.Fatal(err)
	}
	_ = st.Get(ctx, "requests/R1/link", &l)
	if l["sentAt"] == nil || len(gw.sms) != 1 {
		t.Fatalf("link after the SMS: %v, %d SMS", l, len(gw.sms))
	}
}

// TestCall_DeadlinePerGatewayCall: a gateway that never answers is cut at
// the call's deadline and the delivery fails (to be redelivered).
func TestCall_DeadlinePerGatewayCall(t *testing.T) {
	h, st, gw := setup(t)
	h.CallTimeout = 50 * time.Millisecond
	gw.smsDelay = time.Hour
	ctx := context.Background()
	before, after := storedTransition(t, st, 900)
	start := time.Now()
	err := h.Handle(ctx, event(t, "ev-1", time.Time{}, before, after))
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 2*time.Second {
		t.Fatalf("hung SMS: %v after %s", err, time.Since(start))
	}
}

// TestLease_LostLeaseCancelsTheEffect: a holder whose renewal finds the
// lease taken by another delivery stops its effect, so two holders never
// send.
func TestLease_LostLeaseCancelsTheEffect(t *testing.T) {
	h, st, gw := setup(t)
	h.Wall, h.Lease = nil, 60*time.Millisecond
	gw.smsDelay = 2 * time.Second
	ctx := context.Background()
	before, after := storedTransition(t, st, 900)
	done := make(chan error, 1)
	go func() { done <- h.Handle(ctx, event(t, "ev-1", time.Time{}, before, after)) }()
	marker := "sideEffects/R1/waitingProcessCustomer_900_customerLink"
	// Displaced only once it holds the lease: taken over before its claim, it would
	// find the effect held and never start it (a busy machine can be that slow).
	for wait := time.Now().Add(5 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		var m map[string]any
		_ = st.Get(ctx, marker, &m)
		if store.String(m["holder"]) != "" {
			break
		}
		if time.Now().After(wait) {
			t.Fatal("the delivery never took the lease")
		}
	}
	_ = st.Update(ctx, marker, map[string]any{"holder": "other", "leaseUntil": time.Now().Add(time.Hour).UnixMilli()})
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("the displaced holder went on: %v", err)
		}
	case <-time.After(time.Second):
		t.Fatal("the displaced holder was not stopped")
	}
	if len(gw.sms) != 0 {
		t.Fatalf("%d SMS", len(gw.sms))
	}
	var m map[string]any
	_ = st.Get(ctx, marker, &m)
	if m["holder"] != "other" {
		t.Fatalf("the displaced holder released the new one's lease: %v", m)
	}
}

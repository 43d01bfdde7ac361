package trigger_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

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
			before, after := transition(900)
			_ = st.Set(context.Background(), "requests/R1", after)
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
	ctx := context.Background()
	before, after := transition(900)
	_ = st.Set(ctx, "requests/R1", after)
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

func TestLease_HeldThenExpired(t *testing.T) {
	h, st, gw := setup(t)
	ctx := context.Background()
	before, after := transition(900)
	_ = st.Set(ctx, "requests/R1", after)
	// A delivery that died holding the lease (no release).
	marker := "sideEffects/R1/waitingProcessCustomer_900_customerLink"
	_ = st.Set(ctx, marker, map[string]any{"holder": "dead", "leaseUntil": 1_000_000 + 60_000.0, "attempts": 1})
	ev := event(t, "ev-1", time.Time{}, before, after)
	if err := h.Handle(ctx, ev); !errors.Is(err, trigger.ErrLeaseHeld) || len(gw.sms) != 0 {
		t.Fatalf("live lease: %v, %d SMS", err, len(gw.sms))
	}
	now := time.UnixMilli(1_000_000 + 61_000)
	h.Now = func() time.Time { return now }
	if err := h.Handle(ctx, ev); err != nil || len(gw.sms) != 1 {
		t.Fatalf("expired lease: %v, %d SMS", err, len(gw.sms))
	}
	var m map[string]any
	_ = st.Get(ctx, marker, &m)
	if m["done"] != true || m["holder"] != nil || m["attempts"] != 2.0 && m["attempts"] != 2 {
		t.Fatalf("marker %v", m)
	}
}

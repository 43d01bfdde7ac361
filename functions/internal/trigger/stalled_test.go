package trigger_test

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/link"
	"oppnp/functions/internal/store/memstore"
	"oppnp/functions/internal/trigger"
)

// gate holds the first call that reaches it until released: a delivery
// paused between two database calls (a slow database, a process paused)
// for longer than its lease.
type gate struct {
	once     atomic.Bool
	held     chan struct{}
	released chan struct{}
}

func newGate() *gate {
	return &gate{held: make(chan struct{}), released: make(chan struct{})}
}

// hold pauses the first caller until release and reports whether it was
// that caller.
func (g *gate) hold() bool {
	if g.once.CompareAndSwap(false, true) {
		close(g.held)
		<-g.released
		return true
	}
	return false
}

func (g *gate) release() { close(g.released) }

// stallStore holds the first read of a folio's link id at its gate.
type stallStore struct {
	*memstore.Store
	*gate
}

func (s *stallStore) Get(ctx context.Context, path string, v any) error {
	if strings.HasSuffix(path, "/link/id") {
		s.hold()
	}
	return s.Store.Get(ctx, path, v)
}

// TestLink_StalledHolderTakenOverLeavesOneOpenLink: a delivery stalls
// after claiming the link effect, past its lease; a redelivery takes the
// effect over and texts the customer. When the stalled one resumes, it
// issues no link of its own: the folio keeps one open link, the texted
// one, stamped sent (docs/adr/0060-side-effects-survive-their-process.md).
func TestLink_StalledHolderTakenOverLeavesOneOpenLink(t *testing.T) {
	h, st, gw := setup(t)
	ss := &stallStore{Store: st, gate: newGate()}
	h.Store = ss
	ev, lapse := linkRace(t, h, st)
	ctx := context.Background()

	stalledErr := make(chan error, 1)
	go func() { stalledErr <- h.Handle(ctx, ev) }()
	<-ss.held
	lapse() // the stalled holder's lease
	if err := h.Handle(ctx, ev); err != nil {
		t.Fatalf("takeover: %v", err)
	}
	ss.release()
	err := <-stalledErr
	t.Logf("the stalled delivery ended with %v", err)

	checkOneTextedLink(t, st, gw)
	// A later redelivery finds the effect done and texts nothing more.
	if err := h.Handle(ctx, ev); err != nil || len(gw.sms) != 1 {
		t.Fatalf("redelivery: %v, %d SMS", err, len(gw.sms))
	}
}

// pausedStore holds at its gate the first write that makes a link the
// folio's, as it leaves the process (an Update naming requests/R1/link, or
// a transaction on it): a process paused after its last read, whose write
// still lands however long the pause and whatever its context says.
type pausedStore struct {
	*memstore.Store
	*gate
}

// Every other call of a cancelled run fails, as the database client's do.
func (s *pausedStore) Get(ctx context.Context, path string, v any) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return s.Store.Get(ctx, path, v)
}

func (s *pausedStore) Update(ctx context.Context, path string, fields map[string]any) error {
	if _, ok := fields["requests/R1/link"]; !(ok && s.hold()) && ctx.Err() != nil {
		return ctx.Err()
	}
	return s.Store.Update(ctx, path, fields)
}

func (s *pausedStore) Transaction(ctx context.Context, path string, fn func(any) (any, error)) error {
	if !(path == "requests/R1/link" && s.hold()) && ctx.Err() != nil {
		return ctx.Err()
	}
	return s.Store.Transaction(ctx, path, fn)
}

// TestLink_PausedHolderCannotReplaceTheTextedLink: a delivery pauses
// after its last read, just as its write of the folio's link leaves; a
// takeover texts and confirms its own link; the paused write then lands,
// and its run goes no further (its context is cancelled, as a renewal
// that finds the lease taken does). The folio keeps the texted link,
// sent, and the paused run's link is closed: the customer's SMS opens
// (docs/adr/0060-side-effects-survive-their-process.md).
func TestLink_PausedHolderCannotReplaceTheTextedLink(t *testing.T) {
	h, st, gw := setup(t)
	ps := &pausedStore{Store: st, gate: newGate()}
	h.Store = ps
	ev, lapse := linkRace(t, h, st)
	ctx := context.Background()

	pausedCtx, cancel := context.WithCancel(ctx)
	pausedErr := make(chan error, 1)
	go func() { pausedErr <- h.Handle(pausedCtx, ev) }()
	<-ps.held
	lapse() // the paused holder's lease
	if err := h.Handle(ctx, ev); err != nil {
		t.Fatalf("takeover: %v", err)
	}
	cancel()
	ps.release()
	t.Logf("the paused delivery ended with %v", <-pausedErr)

	checkOneTextedLink(t, st, gw)
}

// linkRace readies h for a race over folio R1's link effect: a one-minute
// lease on a wall clock that lapse moves past it, and the event of R1's
// move to the link's step, its after state stored in st.
func linkRace(t *testing.T, h *trigger.Handler, st *memstore.Store) (ev trigger.Event, lapse func()) {
	t.Helper()
	var mu sync.Mutex
	wall := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	h.Wall = clock.Func(func() time.Time { mu.Lock(); defer mu.Unlock(); return wall })
	h.Lease = time.Minute
	before, after := storedTransition(t, st, 900)
	lapse = func() {
		mu.Lock()
		defer mu.Unlock()
		wall = wall.Add(2 * h.Lease)
	}
	return event(t, "ev-1", time.Time{}, before, after), lapse
}

// checkOneTextedLink: one SMS was sent, the folio's link is the texted
// one, stamped sent, and every other link of R1 is closed.
func checkOneTextedLink(t *testing.T, st *memstore.Store, gw *fakeGW) {
	t.Helper()
	ctx := context.Background()
	if len(gw.sms) != 1 {
		t.Fatalf("%d SMS, want 1", len(gw.sms))
	}
	texted := linkIDIn(gw.sms[0])
	var l map[string]any
	_ = st.Get(ctx, "requests/R1/link", &l)
	if l["id"] != texted || l["sentAt"] == nil {
		t.Fatalf("folio link %v, want the texted %s, sent", l, texted)
	}
	var all map[string]link.Record
	_ = st.Get(ctx, "links", &all)
	for id, rec := range all {
		if open := rec.ClosedAt == nil; open != (id == texted) {
			t.Errorf("link %s open=%v; only the texted %s stays open", id, open, texted)
		}
	}
}

package rtdb

import (
	"errors"
	"strings"
	"testing"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/persist"
	"oppnp/emulators/rtdb/transport"
	"oppnp/emulators/rtdb/tree"
)

// A write acknowledged after the reservation and before the subscriber
// exists is journaled: a crash before the subscriber attaches replays it,
// and the subscriber, when it attaches, gets it first.
func TestReserveDurable_WriteBeforeSubscriberIsJournaled(t *testing.T) {
	dir := t.TempDir()
	srv, _ := openDurable(t, dir)
	srv.ReserveDurable("onWrite", "ns", "requests/{id}")
	srv.ReserveDurable("onWrite", "ns", "requests/{id}") // twice is once
	adminSet(t, srv, "ns", "/requests/a", map[string]any{"status": "new"})

	// Killed before the subscriber attached: the change is on disk.
	srv2, _ := openDurable(t, crashImage(t, dir))
	srv2.ReserveDurable("onWrite", "ns", "requests/{id}")
	adminSet(t, srv2, "ns", "/requests/b", map[string]any{"status": "new"})
	ch, _ := collect(srv2, "onWrite")
	a, b := next(t, ch), next(t, ch)
	if a.Ref != "requests/a" || b.Ref != "requests/b" || a.ID >= b.ID {
		t.Fatalf("got %s (%s) then %s (%s), want a then b", a.Ref, a.ID, b.Ref, b.ID)
	}
	none(t, ch)
	// Attached, the reservation is the watch: later writes come too.
	adminSet(t, srv2, "ns", "/requests/c", map[string]any{"status": "new"})
	if c := next(t, ch); c.Ref != "requests/c" {
		t.Fatalf("got %s, want requests/c", c.Ref)
	}
	none(t, ch)
}

// The control: without a reservation a write made before the subscriber
// is not journaled, and nothing replays it.
func TestReserveDurable_WithoutReservationTheEarlyWriteIsNotJournaled(t *testing.T) {
	dir := t.TempDir()
	srv, _ := openDurable(t, dir)
	adminSet(t, srv, "ns", "/requests/a", map[string]any{"status": "new"})
	srv2, _ := openDurable(t, crashImage(t, dir))
	ch, _ := collect(srv2, "onWrite")
	none(t, ch)
}

func TestReserveDurable_OtherPatternPanics(t *testing.T) {
	srv, _ := openDurable(t, t.TempDir())
	srv.ReserveDurable("onWrite", "ns", "requests/{id}")
	defer func() {
		if recover() == nil {
			t.Fatal("attaching with another pattern did not panic")
		}
	}()
	srv.WatchDurable("onWrite", "ns", "other/{id}", func(Change) {})
}

// At the bound a write that would add a change for a trigger is refused
// with a clear error and not applied; writes no trigger watches go on; a
// done change makes room again. Nothing acknowledged is dropped. A write
// of one change (a trigger writing back, one folio at a time) has a
// reserve of another limit that a bulk write never gets.
func TestOutboxLimit_RefusesTriggeredWritesWhileFull(t *testing.T) {
	dir := t.TempDir()
	st, state, err := persist.Open(dir, persist.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	initial, _ := state.Export()
	srv, err := New(Options{Journal: st, Initial: initial, OutboxLimit: 2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	ch, _ := collect(srv, "onWrite")
	adminSet(t, srv, "ns", "/requests/a", map[string]any{"status": "new"})
	adminSet(t, srv, "ns", "/requests/b", map[string]any{"status": "new"})
	a := next(t, ch)
	next(t, ch)

	write := func(path string) error {
		p, _ := tree.ParsePath(path)
		_, _, err := srv.db("ns").Write(namespace.WriteOp{Path: p, Value: map[string]any{"status": "new"}, Who: identity{Admin: true}})
		return err
	}
	bulk := func() error {
		p, _ := tree.ParsePath("/requests")
		_, _, err := srv.db("ns").Write(namespace.WriteOp{Path: p, Update: true, Merge: map[string]any{"x": map[string]any{"status": "new"}, "y": map[string]any{"status": "new"}},
			Who: identity{Admin: true}})
		return err
	}
	if err := bulk(); !errors.Is(err, ErrOutboxFull) {
		t.Fatalf("a bulk write at the limit: %v, want ErrOutboxFull", err)
	}
	c := transport.CodeOf(bulk())
	if c.HTTP != 503 || c.Status != "unavailable" || !strings.Contains(c.Msg, "outbox is full") || !strings.Contains(c.Msg, "limit 2") {
		t.Fatalf("refusal = %+v", c)
	}
	if v := srv.db("ns").Root().Get(tree.Path{"requests", "x"}); v.Exists() {
		t.Fatal("the refused write was applied")
	}
	for _, p := range []string{"/requests/c", "/requests/d"} {
		if err := write(p); err != nil {
			t.Fatalf("a one-change write within the reserve: %v", err)
		}
	}
	if err := write("/requests/e"); !errors.Is(err, ErrOutboxFull) {
		t.Fatalf("a one-change write past the reserve: %v, want ErrOutboxFull", err)
	}
	if c := transport.CodeOf(write("/requests/e")); !strings.Contains(c.Msg, "limit 4") {
		t.Fatalf("refusal = %+v", c)
	}
	if v := srv.db("ns").Root().Get(tree.Path{"requests", "e"}); v.Exists() {
		t.Fatal("the refused write was applied")
	}
	if err := write("/untriggered/x"); err != nil {
		t.Fatalf("a write no trigger watches: %v", err)
	}
	a.Done()
	if err := write("/requests/e"); err != nil {
		t.Fatalf("after a change was done: %v", err)
	}
	for _, want := range []string{"requests/c", "requests/d", "requests/e"} {
		if got := next(t, ch); got.Ref != want {
			t.Fatalf("got %s, want %s", got.Ref, want)
		}
	}
}

// A full outbox still admits a write when it is empty, so one write with
// more changes than the limit is not refused for good.
func TestOutboxLimit_OneLargeWritePassesWhenEmpty(t *testing.T) {
	srv, err := New(Options{OutboxLimit: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	ch, _ := collect(srv, "onWrite")
	adminSet(t, srv, "ns", "/requests", map[string]any{"a": map[string]any{"s": 1}, "b": map[string]any{"s": 1}})
	x, y := next(t, ch), next(t, ch)
	p, _ := tree.ParsePath("/requests/c")
	if _, _, err := srv.db("ns").Write(namespace.WriteOp{Path: p, Value: 1, Who: identity{Admin: true}}); !errors.Is(err, ErrOutboxFull) {
		t.Fatalf("in memory too the outbox is bounded: %v", err)
	}
	x.Done()
	y.Done()
	adminSet(t, srv, "ns", "/requests/c", 1)
	next(t, ch)
}

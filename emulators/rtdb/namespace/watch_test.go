package namespace_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"oppnp/emulators/rtdb/namespace"
)

func nextChange(t *testing.T, ch <-chan namespace.Change) namespace.Change {
	t.Helper()
	select {
	case c := <-ch:
		return c
	case <-time.After(5 * time.Second):
		t.Fatal("no change")
		return namespace.Change{}
	}
}

// A write above, at and below the pattern yields one change per concrete
// location whose value changed, with its captures; an unrelated write or
// an unchanged value yields none.
func TestDB_WatchChanges(t *testing.T) {
	d := newDB(t)
	ch := make(chan namespace.Change, 16)
	stop := d.Watch("", "requests/{id}", func(c namespace.Change) { ch <- c })
	defer stop()
	mustSet(t, d, "/requests", `{"a":{"s":"new"},"b":{"s":"new"}}`) // above: two
	mustSet(t, d, "/requests/a/s", `"done"`)                        // below
	mustSet(t, d, "/requests/a/s", `"done"`)                        // unchanged
	mustSet(t, d, "/other/x", `1`)                                  // unrelated
	if err := set(t, d, "/requests/b", `null`, namespace.Identity{Auth: map[string]any{"uid": "ana"}}); err != nil {
		t.Fatal(err)
	}
	want := []string{"requests/a id=a admin <nil>→map", "requests/b id=b admin <nil>→map", "requests/a id=a admin map→map", "requests/b id=b app_user:ana map→<nil>"}
	for _, w := range want {
		c := nextChange(t, ch)
		got := fmt.Sprintf("%s id=%s %s %s→%s", c.Ref, c.Params["id"], authOf(c), kind(c.Before), kind(c.After))
		if got != w {
			t.Errorf("got %q, want %q", got, w)
		}
	}
	select {
	case c := <-ch:
		t.Fatalf("unexpected change %s", c.Ref)
	case <-time.After(50 * time.Millisecond):
	}
}

func authOf(c namespace.Change) string {
	if c.AuthID != "" {
		return c.AuthType + ":" + c.AuthID
	}
	return c.AuthType
}

func kind(v any) string {
	if _, ok := v.(map[string]any); ok {
		return "map"
	}
	return fmt.Sprint(v)
}

// A subscriber that holds its call never delays writers, and loses no
// change: they wait in its queue, in commit order.
func TestDB_SlowWatchDoesNotBlockWriters(t *testing.T) {
	d := newDB(t)
	release := make(chan struct{})
	ch := make(chan namespace.Change, 200)
	stop := d.Watch("", "items/{id}", func(c namespace.Change) { <-release; ch <- c })
	defer stop()
	done := make(chan struct{})
	go func() {
		for i := range 100 {
			mustSet(t, d, fmt.Sprintf("/items/k%03d", i), `1`)
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("writers waited for a held subscriber")
	}
	close(release)
	for i := range 100 {
		if c := nextChange(t, ch); c.Ref != fmt.Sprintf("items/k%03d", i) {
			t.Fatalf("change %d is %s", i, c.Ref)
		}
	}
}

// memJournal records what the outbox journals.
type memJournal struct{ recs []string }

func (j *memJournal) Record(ns, kind, path string, value []byte) error {
	j.recs = append(j.recs, ns+" "+kind+" "+path)
	return nil
}

// A durable watch's changes are journaled with their write and counted
// until done: at the limit a triggering write is refused and changes
// nothing, a write no durable watch sees passes, and Done makes room.
func TestDB_DurableWatchOutbox(t *testing.T) {
	j := &memJournal{}
	d := newDBWith(t, j, 2)
	ch := make(chan namespace.Change, 16)
	stop := d.Watch("onReq", "req/{id}", func(c namespace.Change) { ch <- c })
	defer stop()
	mustSet(t, d, "/req/a", `1`)
	mustSet(t, d, "/req/b", `1`)
	if _, _, err := d.Write(namespace.WriteOp{Update: true, Path: path(t, "/req"), Who: admin,
		Merge: map[string]any{"c": decode(t, `1`), "e": decode(t, `1`)}}); !errors.Is(err, namespace.ErrOutboxFull) {
		t.Fatalf("write over the limit: %v, want ErrOutboxFull", err)
	}
	if d.Root().Get(path(t, "/req/c")).Exists() {
		t.Fatal("a refused write was applied")
	}
	mustSet(t, d, "/free/x", `1`)
	a := nextChange(t, ch)
	if a.ID == "" || a.Ref != "req/a" {
		t.Fatalf("first change %s id %q", a.Ref, a.ID)
	}
	nextChange(t, ch).Done()
	a.Done()
	mustSet(t, d, "/req/c", `1`)
	var outbox int
	for _, r := range j.recs {
		if len(r) > len(namespace.OutboxNamespace) && r[:len(namespace.OutboxNamespace)] == namespace.OutboxNamespace {
			outbox++
		}
	}
	// Three changes journaled, two acknowledgements.
	if outbox != 5 {
		t.Fatalf("outbox records %v", j.recs)
	}
}

package rtdb

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/persist"
	"oppnp/emulators/rtdb/tree"
)

// openDurable opens dir as the suite does: the journal, the data and the
// outbox it recovered.
func openDurable(t *testing.T, dir string) (*Server, *persist.Store) {
	t.Helper()
	st, state, err := persist.Open(dir, persist.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	initial, err := state.Export()
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(Options{Journal: st, Initial: initial, Pending: initial[OutboxNamespace]})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return srv, st
}

// crashImage copies dir as a process killed now leaves it: whatever is on
// disk, no clean close.
func crashImage(t *testing.T, dir string) string {
	t.Helper()
	out := t.TempDir()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == "LOCK" || e.IsDir() {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func adminSet(t *testing.T, srv *Server, ns, path string, v any) {
	t.Helper()
	p, err := tree.ParsePath(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := srv.db(ns).Write(namespace.WriteOp{Path: p, Value: v, Who: identity{Admin: true}}); err != nil {
		t.Fatal(err)
	}
}

func collect(srv *Server, name string) (<-chan Change, func()) {
	ch := make(chan Change, 100)
	stop := srv.WatchDurable(name, "ns", "requests/{id}", func(c Change) { ch <- c })
	return ch, stop
}

func next(t *testing.T, ch <-chan Change) Change {
	t.Helper()
	select {
	case c := <-ch:
		return c
	case <-time.After(5 * time.Second):
		t.Fatal("no change delivered")
		return Change{}
	}
}

func none(t *testing.T, ch <-chan Change) {
	t.Helper()
	select {
	case c := <-ch:
		t.Fatalf("unexpected change %s (%s)", c.Ref, c.ID)
	case <-time.After(100 * time.Millisecond):
	}
}

func TestWatchDurable_CrashReplaysWhatWasNotDone(t *testing.T) {
	dir := t.TempDir()
	srv, _ := openDurable(t, dir)
	ch, _ := collect(srv, "onWrite")
	for _, id := range []string{"a", "b", "c"} {
		adminSet(t, srv, "ns", "/requests/"+id, map[string]any{"status": "new"})
	}
	first := []Change{next(t, ch), next(t, ch), next(t, ch)}
	first[0].Done()
	first[0].Done() // twice is once

	// Killed now: every write was acknowledged, one change was done.
	img := crashImage(t, dir)
	srv2, _ := openDurable(t, img)
	ch2, _ := collect(srv2, "onWrite")
	for _, want := range first[1:] {
		got := next(t, ch2)
		if got.ID != want.ID || got.Ref != want.Ref || fmt.Sprint(got.After) != fmt.Sprint(want.After) ||
			got.Time.UnixMilli() != want.Time.UnixMilli() || got.AuthType != "admin" {
			t.Fatalf("replayed %+v, want %+v", got, want)
		}
	}
	none(t, ch2)

	// New changes come after the replayed ones, with later ids.
	adminSet(t, srv2, "ns", "/requests/d", map[string]any{"status": "new"})
	d := next(t, ch2)
	if d.Ref != "requests/d" || d.ID <= first[2].ID {
		t.Fatalf("new change %s id %s, after %s", d.Ref, d.ID, first[2].ID)
	}
	d.Done()

	// Killed again: b and c were never done, so they come a third time.
	srv3, _ := openDurable(t, crashImage(t, img))
	ch3, _ := collect(srv3, "onWrite")
	for _, want := range first[1:] {
		if got := next(t, ch3); got.ID != want.ID {
			t.Fatalf("replayed %s, want %s", got.ID, want.ID)
		}
	}
	none(t, ch3)
}

func TestWatchDurable_DoneRemovesAcrossRestarts(t *testing.T) {
	dir := t.TempDir()
	srv, _ := openDurable(t, dir)
	ch, _ := collect(srv, "onWrite")
	adminSet(t, srv, "ns", "/requests/a", map[string]any{"status": "new"})
	adminSet(t, srv, "ns", "/requests/b", map[string]any{"status": "new"})
	a, b := next(t, ch), next(t, ch)
	b.Done()

	img := crashImage(t, dir)
	srv2, _ := openDurable(t, img)
	ch2, _ := collect(srv2, "onWrite")
	got := next(t, ch2)
	if got.ID != a.ID {
		t.Fatalf("replayed %s, want only %s", got.ID, a.ID)
	}
	none(t, ch2)
	got.Done()

	srv3, _ := openDurable(t, crashImage(t, img))
	ch3, _ := collect(srv3, "onWrite")
	none(t, ch3)
	// Another subscriber's name has its own outbox; a plain watch has none.
	other, _ := collect(srv3, "other")
	none(t, other)
}

func TestWatchDurable_OutboxIsNotData(t *testing.T) {
	dir := t.TempDir()
	srv, _ := openDurable(t, dir)
	collect(srv, "onWrite")
	adminSet(t, srv, "ns", "/requests/a", map[string]any{"status": "new"})
	srv2, _ := openDurable(t, crashImage(t, dir))
	if ns := strings.Join(srv2.Namespaces(), ","); ns != "ns" {
		t.Fatalf("namespaces = %s, want only ns", ns)
	}
	rec := httptest.NewRecorder()
	srv2.ServeHTTP(rec, httptest.NewRequest("GET", "/x.json?ns="+OutboxNamespace, nil))
	if rec.Code != 400 {
		t.Fatalf("GET of the outbox namespace = %d, want 400", rec.Code)
	}
}

func TestWatchDurable_PlainWatchIsNotJournaled(t *testing.T) {
	dir := t.TempDir()
	srv, _ := openDurable(t, dir)
	ch := make(chan Change, 10)
	srv.Watch("ns", "requests/{id}", func(c Change) { ch <- c })
	adminSet(t, srv, "ns", "/requests/a", map[string]any{"status": "new"})
	if c := next(t, ch); c.ID != "" {
		t.Fatalf("plain watch change has id %q", c.ID)
	}
	srv2, _ := openDurable(t, crashImage(t, dir))
	ch2, _ := collect(srv2, "onWrite")
	none(t, ch2)
}

// BenchmarkDurableWrites measures concurrent journaled writes (8 writers,
// group commit) without a watch, with a plain watch and with a durable
// watch whose subscriber marks each change done: the outbox's cost.
func BenchmarkDurableWrites(b *testing.B) {
	for _, mode := range []string{"no watch", "plain watch", "durable watch"} {
		b.Run(mode, func(b *testing.B) {
			st, state, err := persist.Open(b.TempDir(), persist.Options{})
			if err != nil {
				b.Fatal(err)
			}
			defer st.Close()
			initial, _ := state.Export()
			srv, err := New(Options{Journal: st, Initial: initial})
			if err != nil {
				b.Fatal(err)
			}
			defer srv.Close()
			switch mode {
			case "plain watch":
				srv.Watch("ns", "items/{id}", func(Change) {})
			case "durable watch":
				srv.WatchDurable("bench", "ns", "items/{id}", func(c Change) { c.Done() })
			}
			d := srv.db("ns")
			b.ResetTimer()
			var wg sync.WaitGroup
			per := (b.N + 7) / 8
			t0 := time.Now()
			for w := range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range per {
						p := tree.Path{"items", fmt.Sprintf("w%dk%d", w, i%125)}
						if _, _, err := d.Write(namespace.WriteOp{Path: p, Value: map[string]any{"n": json.Number(fmt.Sprint(i))}, Who: identity{Admin: true}}); err != nil {
							b.Error(err)
							return
						}
					}
				}()
			}
			wg.Wait()
			b.ReportMetric(float64(per*8)/time.Since(t0).Seconds(), "writes/s")
		})
	}
}

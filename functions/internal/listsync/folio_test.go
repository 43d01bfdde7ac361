package listsync_test

import (
	"context"
	"reflect"
	"testing"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listsync"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
)

// recording counts the writes that reach the store and, once, runs
// between Folio's read of the folio and its write of the keys.
type recording struct {
	store.Store
	paths   []string
	between func()
	gets    int
	absent  []string
	// beforeAbsent, once, runs before a write of keys conditioned on
	// there being none.
	beforeAbsent func()
}

func (r *recording) SetIfAbsent(ctx context.Context, path string, v any) (bool, error) {
	r.absent = append(r.absent, path)
	if b := r.beforeAbsent; b != nil {
		r.beforeAbsent = nil
		b()
	}
	return r.Store.SetIfAbsent(ctx, path, v)
}

func (r *recording) Get(ctx context.Context, path string, v any) error {
	r.gets++
	return r.Store.Get(ctx, path, v)
}

func (r *recording) Transaction(ctx context.Context, path string, fn func(any) (any, error)) error {
	r.paths = append(r.paths, path)
	if b := r.between; b != nil {
		r.between = nil
		b()
	}
	return r.Store.Transaction(ctx, path, fn)
}

func keysOf(t *testing.T, st store.Store, id string) map[string]any {
	t.Helper()
	var l map[string]any
	if err := st.Get(context.Background(), "requests/"+id+"/lists", &l); err != nil && err != store.ErrNotFound {
		t.Fatal(err)
	}
	return l
}

// Folio writes the keys alone: the rest of the folio is not sent back.
func TestFolio_WritesTheKeysAlone(t *testing.T) {
	ctx := context.Background()
	st := &recording{Store: memstore.New()}
	if err := st.Set(ctx, "requests/R1", folioTree("1", "quoter", 1000)); err != nil {
		t.Fatal(err)
	}
	wrote, err := listsync.Folio(ctx, st, nil, "R1")
	if err != nil || !wrote {
		t.Fatalf("Folio = %v, %v; want a write", wrote, err)
	}
	if want := []string{"requests/R1/lists"}; !reflect.DeepEqual(st.paths, want) {
		t.Fatalf("transactions on %v, want %v", st.paths, want)
	}
	if got := keysOf(t, st, "R1")["status"]; got != "quoter|000000000001000" {
		t.Fatalf("lists/status = %v", got)
	}
	wrote, err = listsync.Folio(ctx, st, nil, "R1")
	if err != nil || wrote || len(st.paths) != 1 {
		t.Fatalf("a second call = %v, %v after %v; want nothing written", wrote, err, st.paths)
	}
}

// A change of the folio and of its keys between Folio's read and its
// write (a newer event's trigger) makes it read again: the stale keys it
// derived are never written over the newer ones.
func TestFolio_KeysMovedMeanwhile(t *testing.T) {
	ctx := context.Background()
	st := &recording{Store: memstore.New()}
	if err := st.Set(ctx, "requests/R1", folioTree("1", "quoter", 1000)); err != nil {
		t.Fatal(err)
	}
	st.between = func() {
		if err := st.Set(ctx, "requests/R1", folioTree("1", "documents", 2000)); err != nil {
			t.Error(err)
		}
		if _, err := listsync.Folio(ctx, st.Store, nil, "R1"); err != nil {
			t.Error(err)
		}
	}
	wrote, err := listsync.Folio(ctx, st, nil, "R1")
	if err != nil {
		t.Fatal(err)
	}
	if got := keysOf(t, st, "R1")["status"]; got != "documents|000000000002000" {
		t.Fatalf("lists/status = %v, want the newer folio's", got)
	}
	if wrote {
		t.Fatal("the stale call reports a write: it should have read again and found the keys done")
	}
}

// A folio deleted before it ever had keys may get them alone (Folio's
// write cannot see the deletion); Orphan removes them, and leaves every
// folio that is still there.
func TestFolio_OrphanKeys(t *testing.T) {
	ctx := context.Background()
	st := &recording{Store: memstore.New()}
	if err := st.Set(ctx, "requests/R1", folioTree("1", "quoter", 1000)); err != nil {
		t.Fatal(err)
	}
	st.between = func() {
		if err := st.Set(ctx, "requests/R1", nil); err != nil {
			t.Error(err)
		}
	}
	if _, err := listsync.Folio(ctx, st, nil, "R1"); err != nil {
		t.Fatal(err)
	}
	if keysOf(t, st, "R1") == nil {
		t.Fatal("the race this test stages did not happen: no orphan keys")
	}
	removed, err := listsync.Orphan(ctx, st, "R1")
	if err != nil || !removed {
		t.Fatalf("Orphan = %v, %v; want removed", removed, err)
	}
	var tree map[string]any
	if err := st.Get(ctx, "requests/R1", &tree); err != store.ErrNotFound {
		t.Fatalf("requests/R1 = %v, %v; want gone", tree, err)
	}

	if err := st.Set(ctx, "requests/R2", folioTree("2", "quoter", 1000)); err != nil {
		t.Fatal(err)
	}
	if _, err := listsync.Folio(ctx, st, nil, "R2"); err != nil {
		t.Fatal(err)
	}
	if removed, err := listsync.Orphan(ctx, st, "R2"); err != nil || removed {
		t.Fatalf("Orphan of a live folio = %v, %v; want it left", removed, err)
	}
	if keysOf(t, st, "R2") == nil {
		t.Fatal("Orphan removed a live folio's keys")
	}
	if removed, err := listsync.Orphan(ctx, st, "R-none"); err != nil || removed {
		t.Fatalf("Orphan of nothing = %v, %v", removed, err)
	}
}

func held(t *testing.T, tree map[string]any) *folio.Folio {
	t.Helper()
	f, err := folio.FromTree(tree)
	if err != nil || f == nil {
		t.Fatalf("folio %v: %v", tree, err)
	}
	return f
}

// FolioFrom writes the keys of the folio it is handed without reading the
// folio, while the stored keys are the ones that folio holds: for a folio
// without keys, in one write conditioned on there being none.
func TestFolioFrom_NoReadWhileKeysAsHeld(t *testing.T) {
	ctx := context.Background()
	st := &recording{Store: memstore.New()}
	v1 := folioTree("1", "quoter", 1000)
	if err := st.Set(ctx, "requests/R1", v1); err != nil {
		t.Fatal(err)
	}
	wrote, err := listsync.FolioFrom(ctx, st, nil, "R1", held(t, v1))
	if err != nil || !wrote {
		t.Fatalf("FolioFrom = %v, %v; want a write", wrote, err)
	}
	if st.gets != 0 || len(st.paths) != 0 {
		t.Fatalf("%d reads, transactions on %v; want none", st.gets, st.paths)
	}
	if want := []string{"requests/R1/lists"}; !reflect.DeepEqual(st.absent, want) {
		t.Fatalf("writes if absent on %v, want %v", st.absent, want)
	}
	if got := keysOf(t, st, "R1")["status"]; got != "quoter|000000000001000" {
		t.Fatalf("lists/status = %v", got)
	}
}

// A held folio whose keys are no longer the stored ones (a newer event
// keyed the folio first) makes FolioFrom read the folio as it is now: the
// stale keys are never written over the newer ones.
func TestFolioFrom_KeysMovedSinceHeld(t *testing.T) {
	ctx := context.Background()
	st := &recording{Store: memstore.New()}
	v1, v2 := folioTree("1", "quoter", 1000), folioTree("1", "documents", 2000)
	if err := st.Set(ctx, "requests/R1", v2); err != nil {
		t.Fatal(err)
	}
	if _, err := listsync.Folio(ctx, st, nil, "R1"); err != nil {
		t.Fatal(err)
	}
	st.gets = 0
	wrote, err := listsync.FolioFrom(ctx, st, nil, "R1", held(t, v1))
	if err != nil || wrote {
		t.Fatalf("FolioFrom(late) = %v, %v; want nothing written", wrote, err)
	}
	if st.gets != 1 {
		t.Fatalf("%d reads; want the one after the keys moved", st.gets)
	}
	if got := keysOf(t, st, "R1")["status"]; got != "documents|000000000002000" {
		t.Fatalf("lists/status = %v, want the newer folio's", got)
	}
}

// An older state handed over while a newer write's event has not keyed the
// folio yet writes the older state's keys; that newer event then finds
// the keys moved, reads the folio and writes the latest keys.
func TestFolioFrom_OlderStateThenTheNewerEvent(t *testing.T) {
	ctx := context.Background()
	st := &recording{Store: memstore.New()}
	v1, v2 := folioTree("1", "quoter", 1000), folioTree("1", "documents", 2000)
	if err := st.Set(ctx, "requests/R1", v2); err != nil {
		t.Fatal(err)
	}
	if _, err := listsync.FolioFrom(ctx, st, nil, "R1", held(t, v1)); err != nil {
		t.Fatal(err)
	}
	if got := keysOf(t, st, "R1")["status"]; got != "quoter|000000000001000" {
		t.Fatalf("the race this test stages did not happen: lists/status = %v", got)
	}
	wrote, err := listsync.FolioFrom(ctx, st, nil, "R1", held(t, v2))
	if err != nil || !wrote {
		t.Fatalf("FolioFrom(newer) = %v, %v; want a write", wrote, err)
	}
	if got := keysOf(t, st, "R1")["status"]; got != "documents|000000000002000" {
		t.Fatalf("lists/status = %v, want the newer folio's", got)
	}
}

// A folio held with keys (a status change of a listed folio) gets the keys
// of its new state in the transaction that compares them, still without a
// read of the folio.
func TestFolioFrom_KeyedFolioNoRead(t *testing.T) {
	ctx := context.Background()
	st := &recording{Store: memstore.New()}
	if err := st.Set(ctx, "requests/R1", folioTree("1", "quoter", 1000)); err != nil {
		t.Fatal(err)
	}
	if _, err := listsync.Folio(ctx, st.Store, nil, "R1"); err != nil {
		t.Fatal(err)
	}
	var v2 map[string]any
	if err := st.Store.Get(ctx, "requests/R1", &v2); err != nil {
		t.Fatal(err)
	}
	v2["status"], v2["lastUpdateAt"] = "documents", 2000.0
	if err := st.Store.Set(ctx, "requests/R1", v2); err != nil {
		t.Fatal(err)
	}
	wrote, err := listsync.FolioFrom(ctx, st, nil, "R1", held(t, v2))
	if err != nil || !wrote {
		t.Fatalf("FolioFrom = %v, %v; want a write", wrote, err)
	}
	if st.gets != 0 || len(st.absent) != 0 || len(st.paths) != 1 {
		t.Fatalf("%d reads, writes if absent on %v, transactions on %v; want the one transaction", st.gets, st.absent, st.paths)
	}
	if got := keysOf(t, st, "R1")["status"]; got != "documents|000000000002000" {
		t.Fatalf("lists/status = %v", got)
	}
}

// Keys written under a folio deleted between the event that held it and
// that write are removed by whatever looks at the node next, whatever it
// is; a folio written there again before that keeps its keys.
func TestFolioFrom_KeysLeftUnderDeletedFolio(t *testing.T) {
	v1 := folioTree("1", "quoter", 1000)
	tests := []struct {
		name string
		// rewrite, when set, writes the folio again after the stray keys;
		// between, at the first transaction (after the read of the node).
		rewrite, between map[string]any
		next             func(ctx context.Context, st store.Store, keysAlone map[string]any) error
		// wantStatus is the keys' status afterwards ("" for the node gone).
		wantStatus string
	}{
		{name: "the keys' own event", next: func(ctx context.Context, st store.Store, keysAlone map[string]any) error {
			_, err := listsync.FolioFrom(ctx, st, nil, "R1", held(t, keysAlone))
			return err
		}},
		{name: "the held event again", next: func(ctx context.Context, st store.Store, _ map[string]any) error {
			_, err := listsync.FolioFrom(ctx, st, nil, "R1", held(t, v1))
			return err
		}},
		{name: "a read of the folio", next: func(ctx context.Context, st store.Store, _ map[string]any) error {
			_, err := listsync.Folio(ctx, st, nil, "R1")
			return err
		}},
		{name: "the backfill", next: func(ctx context.Context, st store.Store, _ map[string]any) error {
			_, err := listsync.Backfill(ctx, st, nil, listsync.Run{})
			return err
		}},
		{name: "a folio written again first", rewrite: folioTree("1", "documents", 2000),
			next: func(ctx context.Context, st store.Store, keysAlone map[string]any) error {
				_, err := listsync.FolioFrom(ctx, st, nil, "R1", held(t, keysAlone))
				return err
			}, wantStatus: "documents|000000000002000"},
		{name: "a folio written again after the read that found keys alone", between: folioTree("1", "documents", 2000),
			next: func(ctx context.Context, st store.Store, _ map[string]any) error {
				_, err := listsync.Folio(ctx, st, nil, "R1")
				return err
			}, wantStatus: "documents|000000000002000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			st := &recording{Store: memstore.New()}
			if err := st.Set(ctx, "requests/R1", v1); err != nil {
				t.Fatal(err)
			}
			st.beforeAbsent = func() {
				if err := st.Store.Set(ctx, "requests/R1", nil); err != nil {
					t.Error(err)
				}
			}
			if _, err := listsync.FolioFrom(ctx, st, nil, "R1", held(t, v1)); err != nil {
				t.Fatal(err)
			}
			var keysAlone map[string]any
			if err := st.Get(ctx, "requests/R1", &keysAlone); err != nil || len(keysAlone) != 1 || keysAlone["lists"] == nil {
				t.Fatalf("the race this test stages did not happen: requests/R1 = %v, %v", keysAlone, err)
			}
			if tt.rewrite != nil {
				// An update, as the functions write a folio: the stray
				// keys stay beside it until its event keys it.
				if err := st.Update(ctx, "requests/R1", tt.rewrite); err != nil {
					t.Fatal(err)
				}
			}
			if tt.between != nil {
				st.between = func() {
					if err := st.Store.Update(ctx, "requests/R1", tt.between); err != nil {
						t.Error(err)
					}
				}
			}
			if err := tt.next(ctx, st, keysAlone); err != nil {
				t.Fatal(err)
			}
			if tt.wantStatus == "" {
				var tree map[string]any
				if err := st.Get(ctx, "requests/R1", &tree); err != store.ErrNotFound {
					t.Fatalf("requests/R1 = %v, %v; want the stray keys gone", tree, err)
				}
				return
			}
			if got := keysOf(t, st, "R1")["status"]; got != tt.wantStatus {
				t.Fatalf("lists/status = %v, want %v: the folio written again lost its keys", got, tt.wantStatus)
			}
			if st.between != nil {
				t.Fatal("the race this test stages did not happen: no transaction")
			}
		})
	}
}

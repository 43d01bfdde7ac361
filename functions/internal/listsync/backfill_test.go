package listsync_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
	"oppnp/functions/internal/listsync"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
)

// folioTree is a folio of promoter 100 in status st, written at ms.
func folioTree(id, st string, ms float64) map[string]any {
	return map[string]any{"id": id, "status": st, "currentPromoterBpId": "100", "curp": "CURP" + id,
		"createdAt": ms, "lastUpdateAt": ms,
		"offer": map[string]any{"quoter": map[string]any{"agreement": map[string]any{"branch": map[string]any{"branchID": "SUC-1"}}}}}
}

// derived is what listkey makes of the folio at path as stored now.
func derived(t *testing.T, st store.Store, id string) (held, want listkey.Keys) {
	t.Helper()
	var tree map[string]any
	if err := st.Get(context.Background(), "requests/"+id, &tree); err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	f, _ := folio.FromTree(tree)
	want, _ = listkey.Next(f)
	return listkey.FromFolio(f), want
}

// checkAllDerived fails the test unless every folio under requests (not
// the child that is no folio) holds the keys listkey derives.
func checkAllDerived(t *testing.T, st store.Store) {
	t.Helper()
	var all map[string]any
	_ = st.Get(context.Background(), "requests", &all)
	for id := range all {
		if id == "R-zz-note" {
			continue
		}
		if held, want := derived(t, st, id); held != want || held.Status == "" {
			t.Errorf("%s holds %+v, listkey derives %+v", id, held, want)
		}
	}
}

// seed writes n folios without keys, one with the keys it should have and
// one with stale keys, plus a child that is no folio; it returns how many
// need keys.
func seed(t *testing.T, st store.Store, n int) int {
	t.Helper()
	ctx := context.Background()
	for i := range n {
		if err := st.Set(ctx, fmt.Sprintf("requests/R-%02d", i), folioTree(fmt.Sprint(i), "quoter", float64(1000+i))); err != nil {
			t.Fatal(err)
		}
	}
	ok := folioTree("ok", "documents", 2000)
	okf, _ := folio.FromTree(ok)
	ok["lists"] = listkey.Of(okf, listkey.Keys{}).Stored()
	stale := folioTree("stale", "validation", 3000)
	stale["lists"] = map[string]any{"status": "quoter|000000000001000", "promoter": "100|SUC-1|capture|000000000001000"}
	for id, v := range map[string]any{"R-ok": ok, "R-stale": stale, "R-zz-note": "no folio"} {
		if err := st.Set(ctx, "requests/"+id, v); err != nil {
			t.Fatal(err)
		}
	}
	return n + 1
}

func TestBackfill(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name              string
		folios, pageSize  int
		wantRead, changed int
	}{
		{"empty collection", -1, 0, 0, 0},
		{"one folio a page", 3, 1, 6, 4},
		{"pages end exactly on the last folio", 4, 7, 7, 5},
		{"a last page of one", 6, 4, 9, 7},
		{"every folio in one page", 10, 0, 13, 11},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := memstore.New()
			if tt.folios >= 0 {
				seed(t, st, tt.folios)
			}
			res, err := listsync.Backfill(ctx, st, nil, listsync.Run{PageSize: tt.pageSize})
			if err != nil || res != (listsync.Result{Read: tt.wantRead, Changed: tt.changed, Complete: true}) {
				t.Fatalf("Backfill = %+v, %v; want read %d changed %d", res, err, tt.wantRead, tt.changed)
			}
			checkAllDerived(t, st)
			again, err := listsync.Backfill(ctx, st, nil, listsync.Run{PageSize: tt.pageSize})
			if err != nil || again != (listsync.Result{Read: tt.wantRead, Complete: true}) {
				t.Fatalf("second run = %+v, %v: it must read all and change none", again, err)
			}
		})
	}
}

// The backfill writes the keys and nothing else of the folio, and never
// moves a key back in time: a later time held is kept.
func TestBackfill_OnlyKeysNeverBack(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	tree := folioTree("1", "validation", 1000)
	tree["lists"] = map[string]any{"status": "quoter|000000000005000"}
	if err := st.Set(ctx, "requests/R-1", tree); err != nil {
		t.Fatal(err)
	}
	if _, err := listsync.Backfill(ctx, st, nil, listsync.Run{}); err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	_ = st.Get(ctx, "requests/R-1", &got)
	lists := got["lists"].(map[string]any)
	if lists["status"] != "validation|000000000005000" || lists["branch"] != "SUC-1|validation|000000000005000" {
		t.Fatalf("lists = %v: the time held (5000) must be kept", lists)
	}
	delete(got, "lists")
	delete(tree, "lists")
	var want map[string]any
	_ = st.Set(ctx, "want", tree)
	_ = st.Get(ctx, "want", &want)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the folio changed beyond its keys:\n%v\n%v", got, want)
	}
}

// failingPage is a store whose paged read fails after the first page.
type failingPage struct {
	*memstore.Store
	pages int
}

var errDown = errors.New("database down")

func (f *failingPage) Page(ctx context.Context, path, after string, limit int) ([]store.Node, error) {
	if f.pages++; f.pages > 1 {
		return nil, errDown
	}
	return f.Store.Page(ctx, path, after, limit)
}

func TestBackfill_Refusals(t *testing.T) {
	ctx := context.Background()
	for _, size := range []int{-1, listsync.MaxPageSize + 1} {
		if _, err := listsync.Backfill(ctx, memstore.New(), nil, listsync.Run{PageSize: size}); !errors.Is(err, listsync.ErrBadPageSize) {
			t.Errorf("page size %d: %v", size, err)
		}
	}
	st := &failingPage{Store: memstore.New()}
	seed(t, st, 3)
	res, err := listsync.Backfill(ctx, st, nil, listsync.Run{PageSize: 2})
	if !errors.Is(err, listsync.ErrIncomplete) || !errors.Is(err, errDown) || res != (listsync.Result{Read: 2, Changed: 2}) {
		t.Fatalf("a read failing on the second page: %+v, %v", res, err)
	}
	st.pages = -100
	// 6 children, 4 needing keys: the first page is not read again.
	if res, err := listsync.Backfill(ctx, st, nil, listsync.Run{PageSize: 2}); err != nil || res != (listsync.Result{Read: 4, Changed: 2, Complete: true}) {
		t.Fatalf("running again goes on with the rest: %+v, %v", res, err)
	}
}

// A backfill cut short by its page bound goes on, call after call, from
// where it stopped: every folio read once, every key written once, the
// cursor cleared at the end; Restart walks from the first folio again.
func TestBackfill_ResumesFromCursor(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	need := seed(t, st, 10) // 13 children
	tests := []struct {
		name          string
		run           listsync.Run
		read, changed int
		complete      bool
		cursor        string
	}{
		{"first two pages", listsync.Run{PageSize: 3, Pages: 2}, 6, 6, false, "R-05"},
		{"one more page", listsync.Run{PageSize: 3, Pages: 1}, 3, 3, false, "R-08"},
		{"a bigger page, to the end", listsync.Run{PageSize: 5}, 4, need - 9, true, ""},
		{"again: from the start, nothing to write", listsync.Run{PageSize: 4}, 13, 0, true, ""},
		{"cut again", listsync.Run{PageSize: 4, Pages: 1}, 4, 0, false, "R-03"},
		{"restart ignores the cursor", listsync.Run{PageSize: 13, Restart: true}, 13, 0, true, ""},
	}
	for _, tt := range tests {
		res, err := listsync.Backfill(ctx, st, nil, tt.run)
		want := listsync.Result{Read: tt.read, Changed: tt.changed, Complete: tt.complete, Cursor: tt.cursor}
		if err != nil || res != want {
			t.Fatalf("%s: %+v, %v; want %+v", tt.name, res, err, want)
		}
		var stored map[string]any
		err = st.Get(ctx, listsync.CursorPath, &stored)
		if tt.complete != errors.Is(err, store.ErrNotFound) || (!tt.complete && stored["after"] != tt.cursor) {
			t.Fatalf("%s: stored cursor %v, %v", tt.name, stored, err)
		}
		if tt.name == "a bigger page, to the end" {
			checkAllDerived(t, st)
		}
	}
}

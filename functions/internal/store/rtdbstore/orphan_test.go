package rtdbstore_test

import (
	"context"
	"testing"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listsync"
	"oppnp/functions/internal/store"
)

// racing runs a write of the test's at the two moments the list keys' race
// needs: before the write of keys conditioned on there being none, and
// inside the first transaction, between the database's answer and the
// write conditioned on it (its ETag).
type racing struct {
	store.Store
	beforeAbsent, during func()
}

func (r *racing) SetIfAbsent(ctx context.Context, path string, v any) (bool, error) {
	if b := r.beforeAbsent; b != nil {
		r.beforeAbsent = nil
		b()
	}
	return r.Store.SetIfAbsent(ctx, path, v)
}

func (r *racing) Transaction(ctx context.Context, path string, fn func(any) (any, error)) error {
	return r.Store.Transaction(ctx, path, func(cur any) (any, error) {
		if d := r.during; d != nil {
			r.during = nil
			d()
		}
		return fn(cur)
	})
}

// A folio deleted between the event that held it and its write of the
// keys leaves the keys alone in the database; the next call removes them,
// and a folio written again inside that removal's transaction keeps its
// keys (the database refuses the removal's write, and the transaction's
// next turn finds the folio).
func TestStore_Transaction_KeysLeftUnderDeletedFolio(t *testing.T) {
	st := open(t)
	ctx := context.Background()
	tree := func(status string, ms float64) map[string]any {
		return map[string]any{"id": "1", "status": status, "currentPromoterBpId": "100", "curp": "CURP1",
			"createdAt": ms, "lastUpdateAt": ms}
	}
	tests := []struct {
		name string
		// during, when set, is written over the node inside the removal's
		// transaction.
		during     map[string]any
		wantStatus string // the keys' status afterwards; "" for the node gone
	}{
		{name: "keys alone removed"},
		{name: "a folio written inside the removal", during: tree("documents", 2000), wantStatus: "documents|000000000002000"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id := "R" + string(rune('1'+i))
			path := "requests/" + id
			r := &racing{Store: st}
			v1 := tree("quoter", 1000)
			if err := st.Set(ctx, path, v1); err != nil {
				t.Fatal(err)
			}
			r.beforeAbsent = func() {
				if err := st.Set(ctx, path, nil); err != nil {
					t.Error(err)
				}
			}
			held, err := folio.FromTree(v1)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := listsync.FolioFrom(ctx, r, nil, id, held); err != nil {
				t.Fatal(err)
			}
			var node map[string]any
			if err := st.Get(ctx, path, &node); err != nil || len(node) != 1 || node["lists"] == nil {
				t.Fatalf("the race this test stages did not happen: %s = %v, %v", path, node, err)
			}
			if tt.during != nil {
				r.during = func() {
					if err := st.Update(ctx, path, tt.during); err != nil {
						t.Error(err)
					}
				}
			}
			if _, err := listsync.Folio(ctx, r, nil, id); err != nil {
				t.Fatal(err)
			}
			if r.during != nil {
				t.Fatal("the race this test stages did not happen: no transaction")
			}
			node = nil
			err = st.Get(ctx, path, &node)
			if tt.wantStatus == "" {
				if err != store.ErrNotFound {
					t.Fatalf("%s = %v, %v; want the keys alone gone", path, node, err)
				}
				return
			}
			lists, _ := node["lists"].(map[string]any)
			if err != nil || node["status"] != "documents" || lists["status"] != tt.wantStatus {
				t.Fatalf("%s = %v, %v; want the folio written again, keyed %s", path, node, err, tt.wantStatus)
			}
		})
	}
}

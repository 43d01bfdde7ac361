package clearance_test

import (
	"context"
	"testing"

	"oppnp/functions/internal/clearance"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
)

// racing is a store on which the first index write lets another writer
// commit a change of the folio (then), as a concurrent event would between
// Settle's read and its write.
type racing struct {
	store.Store
	then func()
}

func (r *racing) Update(ctx context.Context, path string, fields map[string]any) error {
	err := r.Store.Update(ctx, path, fields)
	if then := r.then; then != nil {
		r.then = nil
		then()
	}
	return err
}

// Settle leaves the index the folio as it is now leaves, whatever the
// event wrote: a folio ended, moved to another CURP or deleted since is
// indexed nowhere or under its CURP, one that changed while Settle wrote is
// read again, and a folio as written is left alone.
func TestSettle(t *testing.T) {
	ctx := context.Background()
	quoter := folio.Folio{Status: "quoter", Curp: clean, CurrentPromoterBpID: "P1"}
	result, ended, moved := quoter, quoter, quoter
	result.Status, ended.Status, moved.Curp = "quoterResult", "complete", listed
	tests := []struct {
		name  string
		now   *folio.Folio // the folio stored when Settle runs (nil: deleted)
		then  *folio.Folio // committed after Settle's first write, when set
		want  map[string]folio.Status
		wrote bool
	}{
		{"as written", &quoter, nil, map[string]folio.Status{clean: "quoter"}, false},
		{"changed since", &result, nil, map[string]folio.Status{clean: "quoterResult"}, true},
		{"ended since", &ended, nil, nil, true},
		{"moved to another curp", &moved, nil, map[string]folio.Status{listed: "quoter"}, true},
		{"deleted", nil, nil, nil, true},
		{"ended while settling", &result, &ended, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mem := memstore.New()
			st := &racing{Store: mem}
			index(t, mem, "R1", nil, &quoter) // what the late event wrote
			if tt.now != nil {
				if err := mem.Set(ctx, "requests/R1", tt.now); err != nil {
					t.Fatal(err)
				}
			}
			if tt.then != nil {
				st.then = func() {
					if err := mem.Set(ctx, "requests/R1", tt.then); err != nil {
						t.Error(err)
					}
				}
			}
			wrote := false
			counting := &racing{Store: st, then: func() { wrote = true }}
			if err := clearance.Settle(ctx, counting, "R1", &quoter); err != nil {
				t.Fatal(err)
			}
			if wrote != tt.wrote {
				t.Fatalf("wrote %v, want %v", wrote, tt.wrote)
			}
			for _, c := range []string{clean, listed} {
				var e *clearance.Entry
				_ = mem.Get(ctx, "inFlight/"+c+"/R1", &e)
				want, indexed := tt.want[c]
				if (e != nil) != indexed || (indexed && e.Status != want) {
					t.Fatalf("inFlight/%s/R1 = %+v, want indexed %v with status %q", c, e, indexed, want)
				}
			}
		})
	}
}

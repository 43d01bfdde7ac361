package rtdbstore_test

import (
	"context"
	"slices"
	"testing"

	"oppnp/functions/internal/folio"
)

// A map with dense numeric keys is stored as the database stores it: a
// real database (and the emulator) answers {"0": "a", "1": "b"} as the
// array ["a", "b"], so the contract's numeric-key maps (cnca/creditIds,
// discharged, pending) must decode from either shape, and one written as a
// Go slice must read back as the same folio.
func TestStore_Get_NumericKeyMap(t *testing.T) {
	st := open(t)
	ctx := context.Background()
	tests := []struct {
		name    string
		written any
	}{
		{"object with numeric keys", map[string]any{"0": "a", "1": "b"}},
		{"array", []string{"a", "b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := st.Set(ctx, "requests/F1", map[string]any{
				"status": "internalCNCAProcess",
				"cnca":   map[string]any{"code": "E0002", "creditIds": tt.written},
			})
			if err != nil {
				t.Fatal(err)
			}
			var f folio.Folio
			if err := st.Get(ctx, "requests/F1", &f); err != nil {
				t.Fatalf("Get into folio.Folio: %v", err)
			}
			if f.Cnca == nil || !slices.Equal(f.Cnca.CreditIDs.Values(), []string{"a", "b"}) {
				t.Errorf("cnca = %+v, want creditIds a, b", f.Cnca)
			}
		})
	}
}

// Which shape the database answers: dense index keys come back as an
// array, sparse ones as an object; folio.Indexed reads both the same.
func TestStore_Get_NumericKeyShapes(t *testing.T) {
	st := open(t)
	ctx := context.Background()
	tests := []struct {
		name    string
		written map[string]any
		array   bool
		want    []string
	}{
		{"dense", map[string]any{"0": "a", "1": "b", "2": "c"}, true, []string{"a", "b", "c"}},
		{"sparse", map[string]any{"0": "a", "9": "b"}, false, []string{"a", "b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := st.Set(ctx, "requests/F2", map[string]any{"status": "internalCNCAProcess", "cnca": map[string]any{"creditIds": tt.written}}); err != nil {
				t.Fatal(err)
			}
			var raw any
			if err := st.Get(ctx, "requests/F2/cnca/creditIds", &raw); err != nil {
				t.Fatal(err)
			}
			if _, isArray := raw.([]any); isArray != tt.array {
				t.Errorf("stored %v answers %#v (array %t, want %t)", tt.written, raw, isArray, tt.array)
			}
			var f folio.Folio
			if err := st.Get(ctx, "requests/F2", &f); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(f.Cnca.CreditIDs.Values(), tt.want) {
				t.Errorf("creditIds = %v, want %v", f.Cnca.CreditIDs.Values(), tt.want)
			}
		})
	}
}

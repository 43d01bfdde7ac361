package store_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
)

func TestGetFolio(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	if err := st.Set(ctx, "requests/F1", map[string]any{
		"status": "internalCNCAProcess", "curp": "SABC560626MDFLRN01",
		"cnca": map[string]any{"code": "E0002", "creditIds": []string{"a", "b"}},
	}); err != nil {
		t.Fatal(err)
	}
	if err := st.Set(ctx, "requests/BAD", map[string]any{"status": "created", "curp": 7}); err != nil {
		t.Fatal(err)
	}
	f, err := store.GetFolio(ctx, st, "F1")
	if err != nil {
		t.Fatal(err)
	}
	if f.Status != folio.StatusInternalCNCAProcess || f.CNCACode() != folio.CncaToRequestDischarge ||
		!slices.Equal(f.Cnca.CreditIDs.Values(), []string{"a", "b"}) {
		t.Errorf("folio = %+v, cnca %+v", f, f.Cnca)
	}
	tests := []struct {
		name, id string
		want     error
	}{
		{"missing", "NONE", store.ErrNotFound},
		{"no key", "a/b.c", store.ErrBadPath},
		{"a value of another type", "BAD", folio.ErrShape},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := store.GetFolio(ctx, st, tt.id); !errors.Is(err, tt.want) {
				t.Errorf("err = %v, want %v", err, tt.want)
			}
		})
	}
}

// The folio the access policy read decides, not a read made later.
func TestFolioOr(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	if err := st.Set(ctx, "requests/F1", map[string]any{"status": "created"}); err != nil {
		t.Fatal(err)
	}
	f, err := store.FolioOr(ctx, st, "F1", map[string]any{"status": "validation"})
	if err != nil || f.Status != folio.StatusValidation {
		t.Fatalf("FolioOr = %+v, %v", f, err)
	}
	if f, err = store.FolioOr(ctx, st, "F1", nil); err != nil || f.Status != folio.StatusCreated {
		t.Fatalf("FolioOr without a tree = %+v, %v", f, err)
	}
}

func TestGetFolioTree(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	if err := st.Set(ctx, "requests/F1", map[string]any{"status": "created", "curp": 7, "extra": "kept"}); err != nil {
		t.Fatal(err)
	}
	tree, f, err := store.GetFolioTree(ctx, st, "F1")
	if !errors.Is(err, folio.ErrShape) || f == nil || f.Status != folio.StatusCreated || tree["extra"] != "kept" {
		t.Fatalf("GetFolioTree = %v, %+v, %v", tree, f, err)
	}
	if _, _, err := store.GetFolioTree(ctx, st, "NONE"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("missing: %v", err)
	}
}

package monitor_test

import (
	"testing"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

func errNotFound() error { return store.ErrNotFound }

// typed decodes a folio written as maps, as the trigger hands it over.
func typed(t *testing.T, m map[string]any) *folio.Folio {
	t.Helper()
	f, err := folio.FromTree(m)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

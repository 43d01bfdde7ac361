package monitor_test

import (
	"context"
	"testing"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/monitor"
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

// inFileValidation syncs a sample folio's move from bioprocess to
// fileValidation under each id, and answers the sample.
func inFileValidation(t *testing.T, s *monitor.Service, ids ...string) map[string]any {
	t.Helper()
	a := sample()
	a["status"] = "fileValidation"
	for _, id := range ids {
		if err := s.Sync(context.Background(), id, typed(t, a), "", &monitor.Step{From: "bioprocess", To: "fileValidation", At: 100}); err != nil {
			t.Fatal(err)
		}
	}
	return a
}

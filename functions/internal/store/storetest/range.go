package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"

	"oppnp/functions/internal/store"
)

// Range checks s.Range on an empty store: the last children of a window
// of a numeric field, ordered by the field then the key; children without
// the field, or outside the window, are not in it.
func Range(t *testing.T, s store.Store) {
	ctx := context.Background()
	for k, at := range map[string]any{"a": 10, "b": 20, "c": 20, "d": 30, "e": 40, "f": "late", "g": nil} {
		v := map[string]any{"at": at, "k": k}
		if at == nil {
			v = map[string]any{"k": k}
		}
		if err := s.Set(ctx, "attempts/"+k, v); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name     string
		from, to float64
		limit    int
		want     []string
	}{
		{"all numbers", 0, 100, 10, []string{"a", "b", "c", "d", "e"}},
		{"the newest two", 0, 100, 2, []string{"d", "e"}},
		{"ties by key", 0, 20, 2, []string{"b", "c"}},
		{"bounds are inclusive", 20, 30, 10, []string{"b", "c", "d"}},
		{"an empty window", 41, 100, 10, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.Range(ctx, "attempts", "at", tt.from, tt.to, tt.limit)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(KeysOf(got), tt.want) {
				t.Fatalf("Range = %v, want %v", KeysOf(got), tt.want)
			}
		})
	}
	// Instants in milliseconds, as the functions write them.
	const day = 86_400_000.0
	for k, at := range map[string]float64{"new": 1_764_000_000_000, "old": 1_764_000_000_000 - 9*day} {
		if err := s.Set(ctx, "instants/"+k, map[string]any{"at": at, "branches": []any{"B1"}}); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := s.Range(ctx, "instants", "at", 1_764_000_000_000-7*day, 1_764_000_000_000, 10); err != nil || !slices.Equal(KeysOf(got), []string{"new"}) {
		t.Fatalf("a week of instants: %v %v", KeysOf(got), err)
	}
	if got, err := s.Range(ctx, "nothing", "at", 0, 1, 5); err != nil || len(got) != 0 {
		t.Fatalf("a missing path: %v %v", got, err)
	}
	if _, err := s.Range(ctx, "attempts", "at", 0, 1, 0); !errors.Is(err, store.ErrBadLimit) {
		t.Fatalf("limit 0: %v", err)
	}
}

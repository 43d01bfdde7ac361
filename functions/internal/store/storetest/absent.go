package storetest

import (
	"context"
	"reflect"
	"testing"

	"oppnp/functions/internal/store"
)

// SetIfAbsent checks s.SetIfAbsent on an empty store: it writes where
// nothing is, and leaves what is there, reporting which.
func SetIfAbsent(t *testing.T, s store.Store) {
	ctx := context.Background()
	wrote, err := s.SetIfAbsent(ctx, "absent/a", map[string]any{"k": "first"})
	if err != nil || !wrote {
		t.Fatalf("SetIfAbsent on nothing = %v, %v; want written", wrote, err)
	}
	wrote, err = s.SetIfAbsent(ctx, "absent/a", map[string]any{"k": "second"})
	if err != nil || wrote {
		t.Fatalf("SetIfAbsent on a value = %v, %v; want nothing written", wrote, err)
	}
	var got map[string]any
	if err := s.Get(ctx, "absent/a", &got); err != nil || !reflect.DeepEqual(got, map[string]any{"k": "first"}) {
		t.Fatalf("absent/a = %v, %v; want the first value", got, err)
	}
}

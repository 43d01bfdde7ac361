package memstore_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
)

func TestStore_SetGetUpdateTransactionEqual(t *testing.T) {
	ctx := context.Background()
	s := memstore.New()
	s.Now = func() time.Time { return time.UnixMilli(1234) }
	if err := s.Set(ctx, "requests/a", map[string]any{"uuid": "u1", "status": "documents"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Set(ctx, "requests/b", map[string]any{"uuid": "u2"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Update(ctx, "requests/a", map[string]any{"lastUpdateAt": store.ServerTime, "link/action": 1}); err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := s.Get(ctx, "requests/a", &got); err != nil {
		t.Fatal(err)
	}
	if got["lastUpdateAt"] != float64(1234) || got["link"].(map[string]any)["action"] != float64(1) {
		t.Fatalf("got %v", got)
	}
	found, err := s.Equal(ctx, "requests", "uuid", "u2")
	if err != nil || len(found) != 1 || found["b"] == nil {
		t.Fatalf("Equal = %v, %v", found, err)
	}
	var missing any
	if err := s.Get(ctx, "requests/zz", &missing); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("missing: %v", err)
	}
	for i := 0; i < 2; i++ {
		err := s.Transaction(ctx, "markers/x", func(cur any) (any, error) {
			if cur != nil {
				return nil, store.ErrAbort
			}
			return map[string]any{"n": i}, nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	var n map[string]any
	_ = s.Get(ctx, "markers/x", &n)
	if n["n"] != float64(0) {
		t.Fatalf("transaction ran twice: %v", n)
	}
	if err := s.Update(ctx, "", map[string]any{"markers/x": nil}); err != nil {
		t.Fatal(err)
	}
	if err := s.Get(ctx, "markers", &n); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("empty parent not pruned: %v", err)
	}
}

package memstore_test

import (
	"context"
	"testing"

	"oppnp/functions/internal/store/memstore"
	"oppnp/functions/internal/store/storetest"
)

func TestStore_Page(t *testing.T) {
	s := memstore.New()
	storetest.Page(t, s)

	t.Run("a page is a copy", func(t *testing.T) {
		ctx := context.Background()
		got, _ := s.Page(ctx, "requests", "", 1)
		got[0].Value["id"] = "changed"
		var v map[string]any
		_ = s.Get(ctx, "requests/2", &v)
		if v["id"] != "2" {
			t.Fatalf("the store changed through a page: %v", v)
		}
	})
}

func TestStore_Range(t *testing.T) { storetest.Range(t, memstore.New()) }

func TestStore_NumericKeys(t *testing.T) { storetest.NumericKeys(t, memstore.New()) }

func TestStore_SetIfAbsent(t *testing.T) { storetest.SetIfAbsent(t, memstore.New()) }

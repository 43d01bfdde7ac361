package memstore_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
)

func keysOf(nodes []store.Node) []string {
	out := []string{}
	for _, n := range nodes {
		out = append(out, n.Key)
	}
	return out
}

func TestStore_Page(t *testing.T) {
	ctx := context.Background()
	s := memstore.New()
	for _, k := range []string{"R-3", "R-1", "10", "2", "R-2"} {
		if err := s.Set(ctx, "requests/"+k, map[string]any{"id": k}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Set(ctx, "requests/x", "not an object"); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, path, after string
		limit             int
		want              []string
	}{
		{"first page", "requests", "", 2, []string{"2", "10"}},
		{"integers then strings", "requests", "10", 2, []string{"R-1", "R-2"}},
		{"a page that ends on the last key", "requests", "R-1", 3, []string{"R-2", "R-3", "x"}},
		{"after the last key", "requests", "x", 3, []string{}},
		{"a limit past the end", "requests", "", 50, []string{"2", "10", "R-1", "R-2", "R-3", "x"}},
		{"after a key that is gone", "requests", "R-15", 2, []string{"R-2", "R-3"}},
		{"empty collection", "nothing", "", 10, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.Page(ctx, tt.path, tt.after, tt.limit)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(keysOf(got), tt.want) {
				t.Fatalf("Page(%q, %q, %d) = %v, want %v", tt.path, tt.after, tt.limit, keysOf(got), tt.want)
			}
		})
	}

	t.Run("values, and nil for a non-object child", func(t *testing.T) {
		got, _ := s.Page(ctx, "requests", "R-3", 1)
		if len(got) != 1 || got[0].Value != nil {
			t.Fatalf("non-object child: %+v", got)
		}
		got, _ = s.Page(ctx, "requests", "", 1)
		if got[0].Value["id"] != "2" {
			t.Fatalf("value: %+v", got)
		}
	})

	t.Run("a walk page by page reads every child once", func(t *testing.T) {
		for limit := 1; limit <= 7; limit++ {
			var all []string
			after := ""
			for {
				page, err := s.Page(ctx, "requests", after, limit)
				if err != nil {
					t.Fatal(err)
				}
				if len(page) == 0 {
					break
				}
				all = append(all, keysOf(page)...)
				after = page[len(page)-1].Key
			}
			if want := []string{"2", "10", "R-1", "R-2", "R-3", "x"}; !slices.Equal(all, want) {
				t.Fatalf("limit %d: walked %v", limit, all)
			}
		}
	})

	t.Run("a page is a copy", func(t *testing.T) {
		got, _ := s.Page(ctx, "requests", "", 1)
		got[0].Value["id"] = "changed"
		var v map[string]any
		_ = s.Get(ctx, "requests/2", &v)
		if v["id"] != "2" {
			t.Fatalf("the store changed through a page: %v", v)
		}
	})

	for _, limit := range []int{0, -1} {
		if _, err := s.Page(ctx, "requests", "", limit); !errors.Is(err, store.ErrBadLimit) {
			t.Errorf("limit %d: %v", limit, err)
		}
	}
}

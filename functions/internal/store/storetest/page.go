// Package storetest holds the behaviour every store.Store must show, run
// by each implementation's tests against its own backend (the memory
// store, the database emulator), so the two cannot drift apart.
package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"

	"oppnp/functions/internal/store"
)

// KeysOf is the keys of a page, in its order.
func KeysOf(nodes []store.Node) []string {
	out := []string{}
	for _, n := range nodes {
		out = append(out, n.Key)
	}
	return out
}

// Page checks s.Page on an empty store: it walks a collection in the
// database's key order (32-bit integer keys first, by value, then
// strings), a bounded page after a key at a time.
func Page(t *testing.T, s store.Store) {
	ctx := context.Background()
	all := []string{"2", "10", "R-1", "R-2", "R-3", "x"}
	for _, k := range []string{"R-3", "R-1", "10", "2", "R-2", "x"} {
		var v any = map[string]any{"id": k}
		if k == "x" {
			v = "not an object"
		}
		if err := s.Set(ctx, "requests/"+k, v); err != nil {
			t.Fatal(err)
		}
	}
	for _, k := range []string{"0", "1", "2"} { // the database may answer them as a JSON array
		if err := s.Set(ctx, "numbers/"+k, map[string]any{"n": k}); err != nil {
			t.Fatal(err)
		}
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
		{"a limit past the end", "requests", "", 50, all},
		{"after a key that is gone", "requests", "R-15", 2, []string{"R-2", "R-3"}},
		{"empty collection", "nothing", "", 10, []string{}},
		{"integer keys only", "numbers", "", 10, []string{"0", "1", "2"}},
		{"integer keys only, after one", "numbers", "0", 1, []string{"1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.Page(ctx, tt.path, tt.after, tt.limit)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(KeysOf(got), tt.want) {
				t.Fatalf("Page(%q, %q, %d) = %v, want %v", tt.path, tt.after, tt.limit, KeysOf(got), tt.want)
			}
		})
	}
	t.Run("values, and nil for a non-object child", func(t *testing.T) {
		got, err := s.Page(ctx, "requests", "R-3", 1)
		if err != nil || len(got) != 1 || got[0].Key != "x" || got[0].Value != nil {
			t.Fatalf("non-object child: %+v %v", got, err)
		}
		got, _ = s.Page(ctx, "requests", "", 1)
		if got[0].Value["id"] != "2" {
			t.Fatalf("value: %+v", got)
		}
	})
	t.Run("a walk page by page reads every child once", func(t *testing.T) {
		for limit := 1; limit <= 7; limit++ {
			var walked []string
			for after := ""; ; {
				page, err := s.Page(ctx, "requests", after, limit)
				if err != nil {
					t.Fatal(err)
				}
				if len(page) == 0 {
					break
				}
				walked = append(walked, KeysOf(page)...)
				after = page[len(page)-1].Key
			}
			if !slices.Equal(walked, all) {
				t.Fatalf("limit %d: walked %v", limit, walked)
			}
		}
	})
	for _, limit := range []int{0, -1} {
		if _, err := s.Page(ctx, "requests", "", limit); !errors.Is(err, store.ErrBadLimit) {
			t.Errorf("limit %d: %v", limit, err)
		}
	}
}

package storetest

import (
	"context"
	"encoding/json"
	"testing"

	"oppnp/functions/internal/store"
)

// NumericKeys checks the shape s answers a numeric-key map in: the
// database stores no arrays (a written one becomes an index-keyed object,
// its null items dropped) and answers an object whose keys are all
// canonical non-negative integers, the largest below twice the count, as
// an array with null in the holes; any other object stays an object, and
// so does every value a query answers.
func NumericKeys(t *testing.T, s store.Store) {
	ctx := context.Background()
	tests := []struct {
		name    string
		written any
		want    string
	}{
		{"dense object", map[string]any{"0": "a", "1": "b", "2": "c"}, `["a","b","c"]`},
		{"object with a hole", map[string]any{"0": "a", "2": "c"}, `["a",null,"c"]`},
		{"array", []string{"a", "b"}, `["a","b"]`},
		{"array with a null item", []any{"a", nil, "c"}, `["a",null,"c"]`},
		{"sparse object", map[string]any{"0": "a", "9": "b"}, `{"0":"a","9":"b"}`},
		{"one key past the start", map[string]any{"1": "b"}, `[null,"b"]`},
		{"too sparse by one", map[string]any{"2": "c"}, `{"2":"c"}`},
		{"a non-canonical key", map[string]any{"0": "a", "01": "b"}, `{"0":"a","01":"b"}`},
		{"a negative key", map[string]any{"0": "a", "-1": "b"}, `{"-1":"b","0":"a"}`},
		{"nested", map[string]any{"0": map[string]any{"0": "x"}}, `[["x"]]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := s.Set(ctx, "indexed/F1", map[string]any{"ids": tt.written}); err != nil {
				t.Fatal(err)
			}
			var got any
			if err := s.Get(ctx, "indexed/F1/ids", &got); err != nil {
				t.Fatal(err)
			}
			if b, _ := json.Marshal(got); string(b) != tt.want {
				t.Errorf("Get = %s, want %s", b, tt.want)
			}
			if err := s.Transaction(ctx, "indexed/F1/ids", func(cur any) (any, error) {
				if b, _ := json.Marshal(cur); string(b) != tt.want {
					t.Errorf("Transaction reads %s, want %s", b, tt.want)
				}
				return nil, store.ErrAbort
			}); err != nil {
				t.Fatal(err)
			}
		})
	}
	t.Run("a written array's items are children", func(t *testing.T) {
		if err := s.Set(ctx, "indexed/F2", map[string]any{"ids": []string{"a", "b"}}); err != nil {
			t.Fatal(err)
		}
		var got string
		if err := s.Get(ctx, "indexed/F2/ids/1", &got); err != nil || got != "b" {
			t.Errorf("Get(ids/1) = %q, %v; want b", got, err)
		}
	})
	t.Run("a query answers plain objects", func(t *testing.T) {
		if err := s.Set(ctx, "indexed/F3", map[string]any{"ids": map[string]any{"0": "a", "1": "b"}}); err != nil {
			t.Fatal(err)
		}
		page, err := s.Page(ctx, "indexed", "F2", 1)
		if err != nil || len(page) != 1 {
			t.Fatalf("Page = %+v, %v", page, err)
		}
		if b, _ := json.Marshal(page[0].Value["ids"]); string(b) != `{"0":"a","1":"b"}` {
			t.Errorf("page value ids = %s, want {\"0\":\"a\",\"1\":\"b\"}", b)
		}
	})
}

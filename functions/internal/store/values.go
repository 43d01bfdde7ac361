package store

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
)

// A record read from the database is JSON decoded into maps; these read its
// leaves without a type switch at every call. A missing or differently typed
// value reads as the zero value, as an absent field does in the rules.

// String is v when it is a string, else "".
func String(v any) string { s, _ := v.(string); return s }

// Number is v as a float64 when it is a number (JSON decodes to float64; Go
// callers may write int or int64), else 0.
func Number(v any) float64 {
	switch n := v.(type) {
	case float64:
		return n
	case int:
		return float64(n)
	case int64:
		return float64(n)
	}
	return 0
}

// Child is m[k] when it is an object, else nil (which reads as empty).
func Child(m map[string]any, k string) map[string]any {
	c, _ := m[k].(map[string]any)
	return c
}

// ReadOr decodes into v the value a caller already read (tree, e.g. the
// folio the access policy read to admit the call), else path read from s
// now. Either way v holds the same shape; a missing value is ErrNotFound.
func ReadOr(ctx context.Context, s Store, path string, tree map[string]any, v any) error {
	if tree == nil {
		return s.Get(ctx, path, v)
	}
	b, err := json.Marshal(tree)
	if err != nil {
		return fmt.Errorf("store: encode %s: %w", path, err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("store: decode %s: %w", path, err)
	}
	return nil
}

// Lists turns every object of v whose keys are exactly 0..n-1 into a list,
// recursively: a query answers a stored list as such an object (a child
// may be missing from a list, so the database does not promise an array),
// and a typed decode wants the list back.
func Lists(v any) any {
	switch x := v.(type) {
	case []any:
		out := make([]any, len(x))
		for i, c := range x {
			out[i] = Lists(c)
		}
		return out
	case map[string]any:
		list := len(x) > 0
		for i := 0; list && i < len(x); i++ {
			_, list = x[strconv.Itoa(i)]
		}
		if list {
			out := make([]any, len(x))
			for i := range out {
				out[i] = Lists(x[strconv.Itoa(i)])
			}
			return out
		}
		out := make(map[string]any, len(x))
		for k, c := range x {
			out[k] = Lists(c)
		}
		return out
	}
	return v
}

package store

import (
	"context"
	"encoding/json"
	"fmt"
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

package functionshost

import (
	"reflect"
	"testing"
)

// applyChange is firebase-functions' merge of a delta into before.
func applyChange(before, d any) any {
	b, ok1 := before.(map[string]any)
	dm, ok2 := d.(map[string]any)
	if !ok1 || !ok2 {
		return d
	}
	out := map[string]any{}
	for k, v := range b {
		out[k] = v
	}
	for k, v := range dm {
		if v == nil {
			delete(out, k)
			continue
		}
		out[k] = applyChange(out[k], v)
	}
	return out
}

// The delta carries what changed and nothing else, and merged into
// before it gives after.
func TestDelta(t *testing.T) {
	big := map[string]any{"a": "x", "b": map[string]any{"c": 1.0, "d": 2.0}, "gone": true}
	cases := []struct {
		name          string
		before, after any
		want          any
	}{
		{"created", nil, map[string]any{"a": "x"}, map[string]any{"a": "x"}},
		{"deleted", big, nil, nil},
		{"one child added", big, with(big, "lists", map[string]any{"status": "s"}), map[string]any{"lists": map[string]any{"status": "s"}}},
		{"nested leaf", big, with(big, "b", map[string]any{"c": 1.0, "d": 3.0}), map[string]any{"b": map[string]any{"d": 3.0}}},
		{"child removed", big, without(big, "gone"), map[string]any{"gone": nil}},
		{"leaf to object", "v", map[string]any{"a": "x"}, map[string]any{"a": "x"}},
	}
	for _, c := range cases {
		got := delta(c.before, c.after)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: delta = %v, want %v", c.name, got, c.want)
		}
		if c.after != nil && !reflect.DeepEqual(applyChange(c.before, got), c.after) {
			t.Errorf("%s: before merged with the delta = %v, want %v", c.name, applyChange(c.before, got), c.after)
		}
	}
}

func with(m map[string]any, k string, v any) map[string]any {
	out := map[string]any{k: v}
	for mk, mv := range m {
		if mk != k {
			out[mk] = mv
		}
	}
	return out
}

func without(m map[string]any, k string) map[string]any {
	out := map[string]any{}
	for mk, mv := range m {
		if mk != k {
			out[mk] = mv
		}
	}
	return out
}

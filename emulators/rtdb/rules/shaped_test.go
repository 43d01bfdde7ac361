package rules_test

import (
	"testing"

	"oppnp/emulators/rtdb/rules"
)

// countingSnap wraps a Snapshot, implements rules.Shaped and counts Val
// calls, to prove the engine avoids building values of whole nodes.
type countingSnap struct {
	rules.Snapshot
	vals *int
}

func (c countingSnap) Val() any { *c.vals++; return c.Snapshot.Val() }
func (c countingSnap) Child(k string) rules.Snapshot {
	return countingSnap{c.Snapshot.Child(k), c.vals}
}
func (c countingSnap) NumChildren() int { return len(c.Snapshot.Children()) }
func (c countingSnap) IsLeaf() bool {
	return c.Snapshot.Exists() && len(c.Snapshot.Children()) == 0
}

func TestShaped_AvoidsVal(t *testing.T) {
	data := map[string]any{"obj": map[string]any{"a": 1, "b": "x"}, "leaf": "s"}
	tests := []struct {
		name     string
		expr     string
		want     bool
		wantVals int
	}{
		{"isString on object", "!root.child('obj').isString() && !root.child('obj').isNumber() && !root.child('obj').isBoolean()", true, 0},
		{"isString on leaf reads the leaf", "root.child('leaf').isString()", true, 1},
		{"val == null on object", "root.child('obj').val() != null && null == root.child('nope').val() && !(root.child('obj').val() === null)", true, 0},
		{"hasChildren uses the count", "root.child('obj').hasChildren() && !root.child('leaf').hasChildren()", true, 0},
		{"val compared with a value still reads it", "root.child('leaf').val() == 's'", true, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, err := rules.Parse([]byte(`{"rules": {".read": "` + tt.expr + `"}}`))
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			r := rs.CanRead(nil, nil, nil, countingSnap{rules.NewSnapshot(data), &n}, 0)
			if r.Allowed != tt.want {
				t.Errorf("allowed = %v, want %v: %v", r.Allowed, tt.want, r.Trace())
			}
			if n != tt.wantVals {
				t.Errorf("Val called %d times, want %d", n, tt.wantVals)
			}
		})
	}
}

package tree_test

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"testing"

	"oppnp/emulators/rtdb/tree"
)

// Random inserts and deletes against a map model: children stay in key
// order, counts match, and every older root is unchanged (persistence).
func TestNode_WithChild_Persistent(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var n *tree.Node
	model := map[string]float64{}
	type snap struct {
		n *tree.Node
		m map[string]float64
	}
	var snaps []snap
	for i := 0; i < 3000; i++ {
		k := strconv.Itoa(r.IntN(300))
		if r.IntN(3) == 0 {
			k = "k" + k
		}
		if r.IntN(4) == 0 {
			n = n.WithChild(k, nil)
			delete(model, k)
		} else {
			v := float64(i)
			n = n.WithChild(k, tree.Number(v))
			model[k] = v
		}
		if i%300 == 0 {
			cp := map[string]float64{}
			for k, v := range model {
				cp[k] = v
			}
			snaps = append(snaps, snap{n, cp})
		}
	}
	snaps = append(snaps, snap{n, model})
	for si, s := range snaps {
		want := make([]string, 0, len(s.m))
		for k := range s.m {
			want = append(want, k)
		}
		sort.Slice(want, func(i, j int) bool { return tree.CompareKeys(want[i], want[j]) < 0 })
		got := s.n.Children()
		if fmt.Sprint(got) != fmt.Sprint(want) || s.n.NumChildren() != len(want) {
			t.Fatalf("snapshot %d: children %v, want %v", si, got, want)
		}
		for k, v := range s.m {
			if f, _ := s.n.Child(k).Float(); f != v {
				t.Fatalf("snapshot %d: %s = %v, want %v", si, k, f, v)
			}
		}
	}
	// The same data built in another order is Equal and hashes the same.
	var m *tree.Node
	for _, k := range n.Children() {
		m = m.WithChild(k, n.Child(k))
	}
	if !tree.Equal(n, m) || n.Hash() != m.Hash() {
		t.Fatal("same children in another insertion order differ")
	}
}

func BenchmarkNode_Set_LargeList(b *testing.B) {
	var n *tree.Node
	for i := 0; i < 100000; i++ {
		n = n.WithChild("item"+strconv.Itoa(i), tree.Number(float64(i)))
	}
	root := (*tree.Node)(nil).WithChild("items", n)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		root = root.Set(tree.Path{"items", "item" + strconv.Itoa(i%100000), "v"}, tree.Number(1))
	}
}

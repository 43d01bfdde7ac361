package tree_test

import (
	"fmt"
	"math/rand"
	"testing"

	"oppnp/emulators/rtdb/tree"
)

// mixedChild is a child whose index value "k" is any of the kinds the
// index orders: missing, null-less object, boolean, number, string.
func mixedChild(rng *rand.Rand) *tree.Node {
	var n *tree.Node
	n = n.WithChild("other", tree.Number(float64(rng.Intn(9))))
	switch rng.Intn(6) {
	case 0: // no index value
	case 1:
		n = n.WithChild("k", tree.Bool(rng.Intn(2) == 0))
	case 2:
		n = n.WithChild("k", tree.Number(float64(rng.Intn(20))))
	default:
		n = n.WithChild("k", tree.String(fmt.Sprintf("o%d|%03d", rng.Intn(3), rng.Intn(40))))
	}
	return n
}

// An index kept up to date through Update answers every query exactly as
// a pass over the location does: ranges from either side, exclusive
// bounds, bounds with names, limits from either end, and index values of
// every kind, under inserts, moves, unrelated changes and deletes.
func TestIndex_AgreesWithApply(t *testing.T) {
	queries := []string{
		`{"i":"k","sp":"o1|","ep":"o1|~","l":5,"vf":"r"}`,
		`{"i":"k","sp":"o1|","ep":"o1|~","l":5,"vf":"l"}`,
		`{"i":"k","sp":"o1|","ep":"o1|~"}`,
		`{"i":"k","sp":"o1|010","sn":"c0040","ep":"o2|020","en":"c0010"}`,
		`{"i":"k","sp":"o0|005","sin":false,"ep":"o2|","ein":false,"l":7,"vf":"r"}`,
		`{"i":"k","sp":3,"ep":12}`,
		`{"i":"k","sp":true,"ep":true,"l":2,"vf":"l"}`,
		`{"i":"k","ep":false}`,
		`{"i":"k","l":1,"vf":"r"}`,
		`{"i":"k","l":9,"vf":"l"}`,
		`{"i":"k","sp":"o2|039","sn":"c0100"}`,
		`{"i":".key","sp":"c0010","ep":"c0030","l":4,"vf":"r"}`,
		`{"i":"other","sp":4,"ep":4}`,
		`{"i":".value","sp":null,"l":3,"vf":"r"}`,
	}
	for _, qs := range queries {
		t.Run(qs, func(t *testing.T) {
			rng := rand.New(rand.NewSource(11))
			q := wireQuery(t, qs)
			var data *tree.Node
			for i := 0; i < 300; i++ {
				data = data.WithChild(fmt.Sprintf("c%04d", rng.Intn(400)), mixedChild(rng))
			}
			ix := tree.NewIndex(q, data)
			for step := 0; step < 3000; step++ {
				key := fmt.Sprintf("c%04d", rng.Intn(400))
				old := data.Child(key)
				var child *tree.Node
				switch {
				case old != nil && rng.Intn(4) == 0:
					child = old.WithChild("s", tree.Number(float64(step)))
				case rng.Intn(5) != 0:
					child = mixedChild(rng)
				}
				data = data.WithChild(key, child)
				ix.Update(key, old, child)
				if ix.Len() != data.NumChildren() {
					t.Fatalf("step %d: index holds %d, the location %d", step, ix.Len(), data.NumChildren())
				}
				if want, got := q.Apply(data), q.ApplyIndexed(data, ix); !tree.Equal(got, want) {
					t.Fatalf("step %d, %s = %v: indexed %v, want %v", step, key, child.Value(), got.Value(), want.Value())
				}
			}
		})
	}
}

// An index built for one ordering is never used for another.
func TestIndex_ServesItsOwnOrderOnly(t *testing.T) {
	data := mustParse(t, `{"a":{"k":"2","j":"1"},"b":{"k":"1","j":"2"}}`)
	ix := tree.NewIndex(wireQuery(t, `{"i":"k","l":1,"vf":"r"}`), data)
	byJ := wireQuery(t, `{"i":"j","l":1,"vf":"r"}`)
	if ix.Serves(byJ) {
		t.Fatal("an index on k serves a query on j")
	}
	if got := byJ.ApplyIndexed(data, ix); fmt.Sprint(got.Children()) != "[b]" {
		t.Fatalf("query on j answered %v, want [b]", got.Children())
	}
}

// BenchmarkIndex_Window is BenchmarkQuery_Window's first answer through an
// index, and what keeping the index costs a write.
func BenchmarkIndex_Window(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	data := folioList(100_000, 50, rng)
	q := wireQuery(b, `{"i":"k","sp":"o7|","ep":"o7|~","l":50,"vf":"r"}`)
	b.Run("build-100k", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			tree.NewIndex(q, data)
		}
	})
	ix := tree.NewIndex(q, data)
	b.Run("apply-100k", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			q.ApplyIndexed(data, ix)
		}
	})
	b.Run("update", func(b *testing.B) {
		a, c := folioWithKey(7, 1), folioWithKey(8, 2)
		for i := 0; i < b.N; i++ {
			ix.Update("f00001", a, c)
			a, c = c, a
		}
	})
}

package tree_test

import (
	"fmt"
	"math/rand"
	"testing"

	"oppnp/emulators/rtdb/tree"
)

// folioList is n folios keyed f0000.. with a composite "k" of the shape the
// paged lists order by ("<owner>|<time>").
func folioList(n int, owners int, rng *rand.Rand) *tree.Node {
	var root *tree.Node
	for i := 0; i < n; i++ {
		root = root.WithChild(fmt.Sprintf("f%05d", i), folioWithKey(rng.Intn(owners), rng.Intn(1000)))
	}
	return root
}

func folioWithKey(owner, at int) *tree.Node {
	return (*tree.Node)(nil).WithChild("k", tree.String(fmt.Sprintf("o%d|%04d", owner, at)))
}

// Patch must agree with Apply after every write, whichever way the window
// is anchored, full or not, including writes that move a member out of the
// window, out of the range, or delete it, and writes to fields the index
// does not read.
func TestQuery_Patch_AgreesWithApply(t *testing.T) {
	queries := []string{
		`{"i":"k","sp":"o1|","ep":"o1|~","l":5,"vf":"r"}`,
		`{"i":"k","sp":"o1|","ep":"o1|~","l":5,"vf":"l"}`,
		`{"i":"k","sp":"o1|","ep":"o1|~","l":1,"vf":"r"}`,
		`{"i":"k","l":3,"vf":"r"}`,
		`{"i":"k","sp":"o2|","ep":"o2|~"}`,
		`{"i":"k","ep":"o1|0500","l":4,"vf":"r"}`,
	}
	for _, qs := range queries {
		t.Run(qs, func(t *testing.T) {
			rng := rand.New(rand.NewSource(7))
			q := wireQuery(t, qs)
			data := folioList(40, 3, rng)
			win := q.Apply(data)
			recomputed := 0
			for step := 0; step < 2000; step++ {
				key := fmt.Sprintf("f%05d", rng.Intn(50))
				var child *tree.Node
				switch cur := data.Child(key); {
				case cur != nil && rng.Intn(4) == 0:
					// A change to a field the index does not read.
					child = cur.WithChild("s", tree.String(fmt.Sprint(step)))
				case rng.Intn(6) != 0:
					child = folioWithKey(rng.Intn(3), rng.Intn(1000))
				}
				data = data.WithChild(key, child)
				want := q.Apply(data)
				got, ok := q.Patch(win, key, child)
				if !ok {
					recomputed++
					got = want
				}
				if !tree.Equal(got, want) {
					t.Fatalf("step %d, %s = %v: patched %v, want %v", step, key, child.Value(), got.Value(), want.Value())
				}
				win = got
			}
			if recomputed > 1000 {
				t.Errorf("%d of 2000 writes needed the location scanned again", recomputed)
			}
		})
	}
}

func TestQuery_Patch_Cases(t *testing.T) {
	q := wireQuery(t, `{"i":"k","sp":"o1|","ep":"o1|~","l":2,"vf":"r"}`)
	data := mustParse(t, `{"a":{"k":"o1|0001"},"b":{"k":"o1|0002"},"c":{"k":"o1|0003"},"z":{"k":"o2|0009"}}`)
	win := q.Apply(data) // b, c
	tests := []struct {
		name   string
		key    string
		child  string // JSON, "" deletes
		want   string // window keys in index order, "" with ok false
		wantOK bool
	}{
		{"newer folio enters and pushes out the oldest", "d", `{"k":"o1|0004"}`, "c d", true},
		{"older folio stays outside", "d", `{"k":"o1|0000"}`, "b c", true},
		{"other owner's folio changes nothing", "z", `{"k":"o2|0010"}`, "b c", true},
		{"member moves to the front", "b", `{"k":"o1|0005"}`, "c b", true},
		{"member falls behind the others", "c", `{"k":"o1|0000"}`, "", false},
		{"last member changes, its place does not", "b", `{"k":"o1|0002","status":"incidence"}`, "b c", true},
		{"last member moves forward, still behind the others", "b", `{"k":"o1|00025"}`, "b c", true},
		{"member leaves the range", "c", `{"k":"o2|0001"}`, "", false},
		{"member deleted", "b", ``, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var child *tree.Node
			if tt.child != "" {
				child = mustParse(t, tt.child)
			}
			got, ok := q.Patch(win, tt.key, child)
			if ok != tt.wantOK {
				t.Fatalf("ok = %v, want %v", ok, tt.wantOK)
			}
			if ok {
				if keys := fmt.Sprint(q.Sorted(got)); keys != fmt.Sprint(splitKeys(tt.want)) {
					t.Fatalf("window %s, want %s", keys, tt.want)
				}
			}
		})
	}
}

func splitKeys(s string) []string {
	var out []string
	for _, f := range s {
		if f != ' ' {
			out = append(out, string(f))
		}
	}
	return out
}

// BenchmarkQuery_Window measures what a write under a list of 100,000
// folios costs a page of 50: a full evaluation (the first answer, or a
// member leaving the page) and the patch most writes take.
func BenchmarkQuery_Window(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	data := folioList(100_000, 50, rng)
	q := wireQuery(b, `{"i":"k","sp":"o7|","ep":"o7|~","l":50,"vf":"r"}`)
	win := q.Apply(data)
	b.Run("apply-100k", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			q.Apply(data)
		}
	})
	b.Run("patch-newest", func(b *testing.B) {
		child := folioWithKey(7, 999)
		for i := 0; i < b.N; i++ {
			if _, ok := q.Patch(win, "f99999", child); !ok {
				b.Fatal("a newest folio needed a scan")
			}
		}
	})
}

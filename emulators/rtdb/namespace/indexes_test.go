package namespace_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/tree"
)

// bigList is n children keyed c0000.. whose "v" is a composite list key.
func bigList(n int, r *rand.Rand) string {
	var b strings.Builder
	b.WriteByte('{')
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"c%04d":{"v":"o%d|%04d"}`, i, r.IntN(4), r.IntN(3000))
	}
	b.WriteByte('}')
	return b.String()
}

// Limited windows and ranges on a location large enough to be indexed,
// against random writes of every shape a commit can take (a child, a
// field under it, a delete, a multi-path update, the location replaced
// whole, a priority): each listen's last event equals its query evaluated
// on the final data, and the answers came through an index.
func TestDB_IndexedWindowsRandomized(t *testing.T) {
	d := newDB(t)
	r := rand.New(rand.NewPCG(5, 6))
	const n = 1500
	mustSet(t, d, "/list", bigList(n, r))
	var qs []map[string]any
	for o := 0; o < 4; o++ {
		sp, ep := fmt.Sprintf("o%d|", o), fmt.Sprintf("o%d|~", o)
		qs = append(qs,
			map[string]any{"i": "v", "sp": sp, "ep": ep, "l": float64(5), "vf": "r"},
			map[string]any{"i": "v", "sp": sp, "ep": ep, "l": float64(3), "vf": "l"},
			map[string]any{"i": "v", "sp": sp, "ep": fmt.Sprintf("o%d|0100", o)},
		)
	}
	qs = append(qs, map[string]any{"i": ".key", "sp": "c0100", "ep": "c0900", "l": float64(4), "vf": "r"})
	var recs []*recorder
	for _, q := range qs {
		l, rec := listener(t, "/list", q, admin)
		if _, err := d.Listen(l); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, rec)
	}
	if got := d.Indexes(); got["/list v"] != n || got["/list .key"] != n {
		t.Fatalf("indexes after the listens: %v, want /list v and /list .key of %d", got, n)
	}
	for i := 0; i < 400; i++ {
		k := fmt.Sprintf("c%04d", r.IntN(n+50))
		switch r.IntN(10) {
		case 0:
			mustSet(t, d, "/list/"+k, "null")
		case 1:
			mustSet(t, d, "/list/"+k+"/other", fmt.Sprint(r.IntN(9)))
		case 2:
			merge := map[string]any{
				"list/" + k + "/v":                   fmt.Sprintf("o%d|%04d", r.IntN(4), r.IntN(3000)),
				fmt.Sprintf("list/c%04d", r.IntN(n)): nil,
				"elsewhere":                          decode(t, "1"),
			}
			if _, _, err := d.Write(namespace.WriteOp{Update: true, Path: tree.Path{}, Merge: merge, Who: admin}); err != nil {
				t.Fatal(err)
			}
		case 3:
			mustSet(t, d, "/list/"+k+"/.priority", fmt.Sprint(r.IntN(5)))
		case 4:
			if i%100 == 4 {
				mustSet(t, d, "/list", bigList(n, r))
			}
		default:
			mustSet(t, d, "/list/"+k+"/v", fmt.Sprintf(`"o%d|%04d"`, r.IntN(4), r.IntN(3000)))
		}
	}
	root := d.Root().Get(tree.Path{"list"})
	for i, x := range qs {
		q, err := tree.ParseWireQuery(x)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := jsonOf(recs[i].last(t)), string(q.Apply(root).JSON()); got != want {
			t.Errorf("query %v: last event %s, want %s", x, got, want)
		}
	}
	if got := d.Indexes(); got["/list v"] != root.NumChildren() {
		t.Errorf("after the writes the index holds %v, the list %d children", got, root.NumChildren())
	}
}

// A small location is answered by a pass, with no index to keep.
func TestDB_SmallLocationNotIndexed(t *testing.T) {
	d := newDB(t)
	mustSet(t, d, "/list", bigList(50, rand.New(rand.NewPCG(1, 2))))
	l, _ := listener(t, "/list", map[string]any{"i": "v", "l": float64(5), "vf": "r"}, admin)
	if _, err := d.Listen(l); err != nil {
		t.Fatal(err)
	}
	if got := d.Indexes(); len(got) != 0 {
		t.Fatalf("indexes of a 50-child list: %v", got)
	}
}

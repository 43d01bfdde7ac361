package namespace_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"oppnp/emulators/rtdb/tree"
)

// Many range listens on one list (indexed by range start) against random
// writes: each listen's last event always equals its query evaluated on
// the final data.
func TestDB_RangeIndexRandomized(t *testing.T) {
	d := newDB(t)
	r := rand.New(rand.NewPCG(3, 4))
	type lq struct {
		q   map[string]any
		rec *recorder
	}
	var qs []lq
	for i := 0; i < 40; i++ {
		a, b := r.IntN(50), r.IntN(50)
		if a > b {
			a, b = b, a
		}
		q := map[string]any{"i": "v", "sp": float64(a), "ep": float64(b)}
		switch i % 5 {
		case 1:
			q = map[string]any{"i": "v", "sp": float64(a)} // open end
		case 2:
			q = map[string]any{"i": "v", "ep": float64(b), "ein": false, "en": tree.MinName} // endBefore
		case 3:
			q = map[string]any{"i": "v", "sp": float64(a), "sin": false, "sn": tree.MaxName, "ep": float64(b)} // startAfter
		case 4:
			q = map[string]any{"i": "v", "sp": float64(a), "ep": float64(b), "l": float64(3), "vf": "r"} // limited: not indexed
		}
		l, rec := listener(t, "/list", q, admin)
		if _, err := d.Listen(l); err != nil {
			t.Fatal(err)
		}
		qs = append(qs, lq{q, rec})
	}
	for i := 0; i < 400; i++ {
		k := fmt.Sprintf("k%d", r.IntN(30))
		switch r.IntN(6) {
		case 0:
			mustSet(t, d, "/list/"+k, "null")
		case 1:
			mustSet(t, d, "/list/"+k+"/other", fmt.Sprint(r.IntN(9)))
		default:
			mustSet(t, d, "/list/"+k, fmt.Sprintf(`{"v":%d}`, r.IntN(50)))
		}
	}
	root := d.Root().Get(tree.Path{"list"})
	for _, x := range qs {
		q, err := tree.ParseWireQuery(x.q)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := jsonOf(x.rec.last(t)), string(q.Apply(root).JSON()); got != want {
			t.Errorf("query %v: last event %s, want %s", x.q, got, want)
		}
	}
}

package rtdb_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/tree"
)

// Many range listens on one list (indexed by range start) against random
// writes: each listen's last tagged push always equals its query evaluated
// on the final data.
func TestServer_RangeIndexRandomized(t *testing.T) {
	srv, hs := newServer(t, rtdb.Options{})
	cl := dial(t, hs.URL, "ns=ri")
	r := rand.New(rand.NewPCG(3, 4))
	type lq struct {
		q   map[string]any
		tag int64
	}
	var qs []lq
	for i := 0; i < 40; i++ {
		a, b := r.IntN(50), r.IntN(50)
		if a > b {
			a, b = b, a
		}
		q := map[string]any{"i": "v", "sp": a, "ep": b}
		switch i % 5 {
		case 1:
			q = map[string]any{"i": "v", "sp": a} // open end
		case 2:
			q = map[string]any{"i": "v", "ep": b, "ein": false, "en": tree.MinName} // endBefore
		case 3:
			q = map[string]any{"i": "v", "sp": a, "sin": false, "sn": tree.MaxName, "ep": b} // startAfter
		case 4:
			q = map[string]any{"i": "v", "sp": a, "ep": b, "l": 3, "vf": "r"} // limited: not indexed
		}
		qs = append(qs, lq{q, int64(i + 1)})
	}
	last := map[int64]string{}
	for _, x := range qs {
		rq := cl.send("q", map[string]any{"p": "/list", "q": x.q, "t": x.tag, "h": ""})
		b := cl.expectPush("d")
		last[x.tag] = jsonOf(b["d"])
		cl.expectOK(rq)
	}
	for i := 0; i < 400; i++ {
		k := fmt.Sprintf("k%d", r.IntN(30))
		var v string
		switch r.IntN(6) {
		case 0:
			v = "null"
		case 1:
			if err := writeREST(srv, "ri", "/list/"+k+"/other", r.IntN(9)); err != nil {
				t.Fatal(err)
			}
			continue
		default:
			v = fmt.Sprintf(`{"v":%d}`, r.IntN(50))
		}
		if err := writeREST(srv, "ri", "/list/"+k, v); err != nil {
			t.Fatal(err)
		}
	}
	root := cl.readAfterPushes(t, "/list", last)
	for _, x := range qs {
		q, err := tree.ParseWireQuery(x.q)
		if err != nil {
			t.Fatal(err)
		}
		var want any
		_ = json.Unmarshal(q.Apply(root).JSON(), &want)
		if last[x.tag] != jsonOf(want) {
			t.Errorf("query %v: last push %s, want %s", x.q, last[x.tag], jsonOf(want))
		}
	}
}

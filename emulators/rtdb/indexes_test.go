package rtdb_test

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"oppnp/emulators/rtdb"
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

func patchREST(t *testing.T, srv *rtdb.Server, ns, path, body string) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPatch, path+".json?ns="+ns, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer owner")
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	if rec.Code != 200 {
		t.Fatalf("PATCH %s: %d %s", path, rec.Code, rec.Body)
	}
}

// Limited windows and ranges on a location large enough to be indexed,
// against random writes of every shape a commit can take (a child, a
// field under it, a delete, a multi-path update, the location replaced
// whole, a priority): each listen's last tagged push equals its query
// evaluated on the final data, and the answers came through an index.
func TestServer_IndexedWindowsRandomized(t *testing.T) {
	srv, hs := newServer(t, rtdb.Options{})
	r := rand.New(rand.NewPCG(5, 6))
	const n = 1500
	if err := writeREST(srv, "ix", "/list", bigList(n, r)); err != nil {
		t.Fatal(err)
	}
	cl := dial(t, hs.URL, "ns=ix")
	var qs []map[string]any
	for o := 0; o < 4; o++ {
		sp, ep := fmt.Sprintf("o%d|", o), fmt.Sprintf("o%d|~", o)
		qs = append(qs,
			map[string]any{"i": "v", "sp": sp, "ep": ep, "l": 5, "vf": "r"},
			map[string]any{"i": "v", "sp": sp, "ep": ep, "l": 3, "vf": "l"},
			map[string]any{"i": "v", "sp": sp, "ep": fmt.Sprintf("o%d|0100", o)},
		)
	}
	qs = append(qs, map[string]any{"i": ".key", "sp": "c0100", "ep": "c0900", "l": 4, "vf": "r"})
	last := map[int64]string{}
	for i, q := range qs {
		rq := cl.send("q", map[string]any{"p": "/list", "q": q, "t": i + 1, "h": ""})
		last[int64(i+1)] = jsonOf(cl.expectPush("d")["d"])
		cl.expectOK(rq)
	}
	if got := rtdb.Indexes(srv, "ix"); got["/list v"] != n || got["/list .key"] != n {
		t.Fatalf("indexes after the listens: %v, want /list v and /list .key of %d", got, n)
	}
	for i := 0; i < 400; i++ {
		k := fmt.Sprintf("c%04d", r.IntN(n+50))
		var err error
		switch r.IntN(10) {
		case 0:
			err = writeREST(srv, "ix", "/list/"+k, "null")
		case 1:
			err = writeREST(srv, "ix", "/list/"+k+"/other", r.IntN(9))
		case 2:
			patchREST(t, srv, "ix", "/", fmt.Sprintf(`{"list/%s/v":"o%d|%04d","list/c%04d":null,"elsewhere":1}`,
				k, r.IntN(4), r.IntN(3000), r.IntN(n)))
		case 3:
			err = writeREST(srv, "ix", "/list/"+k+"/.priority", r.IntN(5))
		case 4:
			if i%100 == 4 {
				err = writeREST(srv, "ix", "/list", bigList(n, r))
			}
		default:
			err = writeREST(srv, "ix", "/list/"+k+"/v", fmt.Sprintf(`"o%d|%04d"`, r.IntN(4), r.IntN(3000)))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	root := cl.readAfterPushes(t, "/list", last)
	for i, x := range qs {
		q, err := tree.ParseWireQuery(x)
		if err != nil {
			t.Fatal(err)
		}
		// Pushes carry priorities, the final read does not: compare plain.
		pushed, err := tree.Parse([]byte(last[int64(i+1)]), 0)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := string(pushed.JSON()), string(q.Apply(root).JSON()); got != want {
			t.Errorf("query %v: last push %s, want %s", x, got, want)
		}
	}
	if got := rtdb.Indexes(srv, "ix"); got["/list v"] != root.NumChildren() {
		t.Errorf("after the writes the index holds %v, the list %d children", got, root.NumChildren())
	}
}

// A small location is answered by a pass, with no index to keep.
func TestServer_SmallLocationNotIndexed(t *testing.T) {
	srv, hs := newServer(t, rtdb.Options{})
	if err := writeREST(srv, "sx", "/list", bigList(50, rand.New(rand.NewPCG(1, 2)))); err != nil {
		t.Fatal(err)
	}
	cl := dial(t, hs.URL, "ns=sx")
	rq := cl.send("q", map[string]any{"p": "/list", "q": map[string]any{"i": "v", "l": 5, "vf": "r"}, "t": 1, "h": ""})
	cl.expectPush("d")
	cl.expectOK(rq)
	if got := rtdb.Indexes(srv, "sx"); len(got) != 0 {
		t.Fatalf("indexes of a 50-child list: %v", got)
	}
}

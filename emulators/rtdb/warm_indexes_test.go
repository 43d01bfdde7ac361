package rtdb_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"oppnp/emulators/rtdb"
)

// waitIndexes polls until namespace ns keeps want indexes (or the time is
// up) and returns what it keeps.
func waitIndexes(srv *rtdb.Server, ns string, want int) map[string]int {
	deadline := time.Now().Add(10 * time.Second)
	for {
		got := rtdb.Indexes(srv, ns)
		if len(got) >= want || time.Now().After(deadline) {
			return got
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// bigList is n children {"v": "o<0-3>|<0-2999>"}, as JSON.
func bigList(n int, r *rand.Rand) string {
	list := make(map[string]map[string]string, n)
	for i := range n {
		list[fmt.Sprintf("c%04d", i)] = map[string]string{"v": fmt.Sprintf("o%d|%04d", r.IntN(4), r.IntN(3000))}
	}
	b, _ := json.Marshal(list)
	return string(b)
}

// Data loaded at start gets the indexes its rules declare before any query
// (docs/adr/0069-staff-pages-load-by-need.md): on a large location, named
// or under a wildcard; never on a small one, nor one the rules do not index.
func TestServer_DeclaredIndexesWarmAtLoad(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	big, small := bigList(1500, r), bigList(50, r)
	rules := `{"rules": {".read": true, ".write": true,
		"list": {".indexOn": ["v", "w"]},
		"small": {".indexOn": "v"},
		"plain": {},
		"teams": {"$team": {".indexOn": "v"}}}}`
	data := `{"list":` + big + `,"small":` + small + `,"plain":` + big +
		`,"teams":{"a":` + big + `,"b":` + small + `}}`
	srv, hs := newServer(t, rtdb.Options{Rules: []byte(rules), Initial: map[string][]byte{"wx": []byte(data)}})
	got := waitIndexes(srv, "wx", 3)
	want := map[string]int{"/list v": 1500, "/list w": 1500, "/teams/a v": 1500}
	if len(got) != len(want) {
		t.Fatalf("indexes = %v, want %v", got, want)
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("index %q holds %d, want %d (all: %v)", k, got[k], n, got)
		}
	}
	// The first query is answered from the warm index, as the pass would answer it.
	cl := dial(t, hs.URL, "ns=wx")
	rq := cl.send("q", map[string]any{"p": "/list", "q": map[string]any{"i": "v", "sp": "o1|", "ep": "o1|\uf8ff", "l": 3, "vf": "r"}, "t": 1, "h": ""})
	cl.expectPush("d")
	cl.expectOK(rq)
	if after := rtdb.Indexes(srv, "wx"); len(after) != 3 {
		t.Fatalf("a query on a warm index built another: %v", after)
	}
}

// Without declared indexes nothing is built ahead of a query.
func TestServer_NoDeclaredIndexNoWarm(t *testing.T) {
	big := bigList(1500, rand.New(rand.NewPCG(5, 6)))
	srv, _ := newServer(t, rtdb.Options{
		Rules:   []byte(`{"rules": {".read": true, ".write": true}}`),
		Initial: map[string][]byte{"nx": []byte(`{"list":` + big + `}`)},
	})
	time.Sleep(200 * time.Millisecond)
	if got := rtdb.Indexes(srv, "nx"); len(got) != 0 {
		t.Fatalf("indexes without .indexOn: %v", got)
	}
}

package rtdb_test

import (
	"testing"

	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/tree"
)

// A listen whose hash h matches the data (the client has it cached) gets
// its ok without a data push, as production does; any other hash, or none,
// gets the data first. Either way the listen is live afterwards.
func TestServer_ListenHash(t *testing.T) {
	const data = `{"a":{"n":1,"s":"x"},"b":{"n":2},"c":{"n":3.5,".priority":7}}`
	root, err := tree.Parse([]byte(data), 0)
	if err != nil {
		t.Fatal(err)
	}
	qobj := map[string]any{"i": "n", "l": float64(2), "vf": "l"}
	q, err := tree.ParseWireQuery(qobj)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		query    map[string]any
		hash     string
		wantData bool
	}{
		{"default listen, hash matches", nil, root.Hash(), false},
		{"default listen, JS hash variant matches", nil, root.HashJS(), false},
		{"default listen, stale hash", nil, root.Child("a").Hash(), true},
		{"default listen, nothing cached", nil, "", true},
		{"query, hash of its window matches", qobj, q.Apply(root).Hash(), false},
		{"query, hash of the whole location", qobj, root.Hash(), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, hs := newServer(t, rtdb.Options{})
			if err := writeREST(srv, "h", "/list", data); err != nil {
				t.Fatal(err)
			}
			cl := dial(t, hs.URL, "ns=h")
			body := map[string]any{"p": "/list", "h": tt.hash}
			if tt.query != nil {
				body["q"], body["t"] = tt.query, 1
			}
			r := cl.send("q", body)
			if tt.wantData {
				cl.expectPush("d")
			}
			cl.expectOK(r) // replies follow their pushes: no push came first
			w := cl.send("p", map[string]any{"p": "/list/a/n", "d": 0})
			cl.expectPush("d")
			cl.expectOK(w)
		})
	}
}

package namespace_test

import (
	"testing"

	"oppnp/emulators/rtdb/tree"
)

// A listen whose hash matches the data (the client has it cached) gets no
// initial event, as production sends only the ok; any other hash, or none,
// gets the data first. Either way the listen is live afterwards.
func TestDB_ListenHash(t *testing.T) {
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
			d := newDB(t)
			mustSet(t, d, "/list", data)
			l, rec := listener(t, "/list", tt.query, admin)
			l.Hash = tt.hash
			if _, err := d.Listen(l); err != nil {
				t.Fatal(err)
			}
			if got := len(rec.events()); got != map[bool]int{true: 1, false: 0}[tt.wantData] {
				t.Fatalf("%d initial events, want data %v", got, tt.wantData)
			}
			mustSet(t, d, "/list/a/n", "0")
			if got := len(rec.events()); got != map[bool]int{true: 2, false: 1}[tt.wantData] {
				t.Fatalf("%d events after a write, want the write's", got)
			}
		})
	}
}

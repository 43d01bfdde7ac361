package tree_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"oppnp/emulators/rtdb/tree"
)

func wireQuery(t testing.TB, s string) *tree.Query {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatal(err)
	}
	q, err := tree.ParseWireQuery(m)
	if err != nil {
		t.Fatalf("ParseWireQuery(%s): %v", s, err)
	}
	return q
}

func TestQuery_Apply(t *testing.T) {
	const msgs = `{
		"m1":{"ts":5,"u":"b","a":{"b":1}},
		"m2":{"ts":1,"u":"a","a":{"b":5}},
		"m3":{"ts":3,"u":"c","a":{"b":7}},
		"m4":{"u":"d"},
		"m5":{"ts":"x","u":"e"}
	}`
	const scores = `{"a":3,"b":1,"c":2,"d":true,"e":"z","f":{"x":1}}`
	const prios = `{"a":{".value":1,".priority":2},"b":{".value":1,".priority":1},"c":{".value":1,".priority":"s"},"d":1}`
	tests := []struct {
		name, data, query string
		want              string // keys in index order
	}{
		{"child limitToLast", msgs, `{"l":2,"vf":"r","i":"ts"}`, "m1 m5"},
		{"child limitToFirst", msgs, `{"l":2,"vf":"l","i":"ts"}`, "m4 m2"},
		{"child startAt", msgs, `{"sp":3,"sin":true,"i":"ts"}`, "m3 m1 m5"},
		{"child startAfter", msgs, `{"sp":3,"sn":"[MAX_NAME]","sin":false,"i":"ts"}`, "m1 m5"},
		{"child endBefore", msgs, `{"ep":5,"en":"[MIN_NAME]","ein":false,"i":"ts"}`, "m4 m2 m3"},
		{"child equalTo", msgs, `{"sp":"c","ep":"c","i":"u"}`, "m3"},
		{"child equalTo with key", msgs, `{"sp":true,"sn":"kk","sin":true,"ep":true,"en":"kk","ein":true,"i":"x"}`, ""},
		{"deep child path", msgs, `{"sp":5,"i":"a/b"}`, "m2 m3"},
		{"key range", msgs, `{"sp":"m2","ep":"m4","i":".key"}`, "m2 m3 m4"},
		{"key endBefore", msgs, `{"ep":"m3","ein":false,"i":".key"}`, "m1 m2"},
		{"key limit", msgs, `{"l":1,"vf":"r","i":".key"}`, "m5"},
		{"value order", scores, `{"l":10,"vf":"l","i":".value"}`, "d b c a e f"},
		{"value range", scores, `{"sp":2,"ep":3,"i":".value"}`, "c a"},
		{"priority order", prios, `{"l":10,"vf":"l"}`, "d b a c"},
		{"priority range", prios, `{"sp":1,"ep":2}`, "b a"},
		{"null start includes missing", msgs, `{"sp":null,"ep":1,"i":"ts"}`, "m4 m2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := wireQuery(t, tt.query)
			n := mustParse(t, tt.data)
			got := strings.Join(q.Sorted(n), " ")
			res := q.Apply(n)
			if q.Limit > 0 {
				keys := q.Sorted(res)
				got = strings.Join(keys, " ")
			}
			if got != tt.want {
				t.Errorf("keys = %q, want %q", got, tt.want)
			}
			if res.Priority() != nil {
				t.Error("a query result carries no priority at its root")
			}
		})
	}
}

// A limited window stays correct when children enter and leave: the next
// child in order enters when one inside the window is removed.
func TestQuery_Apply_WindowMoves(t *testing.T) {
	q := wireQuery(t, `{"l":2,"vf":"r","i":"ts"}`)
	root := mustParse(t, `{"a":{"ts":1},"b":{"ts":2},"c":{"ts":3}}`)
	steps := []struct {
		name, path, value, want string
	}{
		{"initial", "", "", `{"b":{"ts":2},"c":{"ts":3}}`},
		{"newer enters", "/d", `{"ts":4}`, `{"c":{"ts":3},"d":{"ts":4}}`},
		{"removal lets older back in", "/d", `null`, `{"b":{"ts":2},"c":{"ts":3}}`},
		{"reorder moves out", "/c/ts", `0`, `{"a":{"ts":1},"b":{"ts":2}}`},
	}
	for _, s := range steps {
		if s.path != "" {
			v, _ := tree.Decode([]byte(s.value))
			ws, err := tree.PrepareSet(root, mustPath(t, s.path), v, 0)
			if err != nil {
				t.Fatal(err)
			}
			root = tree.Apply(root, ws)
		}
		if got := string(q.Apply(root).ExportJSON()); got != s.want {
			t.Errorf("%s: window = %s, want %s", s.name, got, s.want)
		}
	}
}

func TestParseWireQuery_Errors(t *testing.T) {
	for _, s := range []string{`{"i":".key","sp":1}`, `{"l":0}`, `{"l":-1}`, `{"sp":{"a":1}}`, `{"i":"a.b"}`, `{"i":3}`} {
		var m map[string]any
		_ = json.Unmarshal([]byte(s), &m)
		if _, err := tree.ParseWireQuery(m); !errors.Is(err, tree.ErrInvalidQuery) {
			t.Errorf("ParseWireQuery(%s) err = %v, want ErrInvalidQuery", s, err)
		}
	}
}

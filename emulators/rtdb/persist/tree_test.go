package persist_test

import (
	"errors"
	"testing"

	"oppnp/emulators/rtdb/persist"
)

func TestState_Apply(t *testing.T) {
	type w struct{ kind, path, value string }
	set := func(p, v string) w { return w{persist.KindSet, p, v} }
	upd := func(p, v string) w { return w{persist.KindUpdate, p, v} }
	tests := []struct {
		name   string
		writes []w
		want   string
	}{
		{"set root", []w{set("/", `{"a":1}`)}, `{"a":1}`},
		{"set deep creates parents", []w{set("/a/b/c", `"x"`)}, `{"a":{"b":{"c":"x"}}}`},
		{"set replaces subtree", []w{set("/a", `{"b":1,"c":2}`), set("/a", `{"d":3}`)}, `{"a":{"d":3}}`},
		{"null deletes and prunes parents", []w{set("/a/b/c", `1`), set("/a/x", `2`), set("/a/b/c", `null`)}, `{"a":{"x":2}}`},
		{"deleting last leaf empties namespace", []w{set("/a/b", `1`), set("/a/b", `null`)}, `null`},
		{"set on leaf replaces it", []w{set("/a", `5`), set("/a/b", `6`)}, `{"a":{"b":6}}`},
		{"nulls and empty objects inside a value vanish", []w{set("/a", `{"b":null,"c":{},"d":{"e":null},"f":0}`)}, `{"a":{"f":0}}`},
		{"array becomes index keys", []w{set("/l", `["x",null,"z"]`)}, `{"l":{"0":"x","2":"z"}}`},
		{"update merges siblings", []w{set("/a", `{"b":1,"c":2}`), upd("/a", `{"c":3,"d":4}`)}, `{"a":{"b":1,"c":3,"d":4}}`},
		{"update deep-path keys", []w{set("/a", `{"b":{"x":1,"y":2}}`), upd("/a", `{"b/x":null,"b/z":3,"q/r":4}`)}, `{"a":{"b":{"y":2,"z":3},"q":{"r":4}}}`},
		{"update null prunes", []w{set("/a/b", `1`), upd("/", `{"a/b":null}`)}, `null`},
		{"empty update is a no-op", []w{set("/a", `1`), upd("/a", `{}`)}, `{"a":1}`},
		{"numbers keep their text", []w{set("/n", `12345678901234567890`), set("/f", `0.1`)}, `{"f":0.1,"n":12345678901234567890}`},
		{"priority on a leaf", []w{set("/a", `5`), set("/a/.priority", `1`)}, `{"a":{".priority":1,".value":5}}`},
		{"priority removed returns leaf", []w{set("/a", `{".value":5,".priority":1}`), set("/a/.priority", `null`)}, `{"a":5}`},
		{"priority alone is no data", []w{set("/a", `{".priority":1}`)}, `null`},
		{"leaf with priority gains a child", []w{set("/a", `{".value":5,".priority":1}`), set("/a/b", `2`)}, `{"a":{".priority":1,"b":2}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := persist.State{}
			for _, w := range tt.writes {
				if err := s.Apply(persist.Record{NS: "ns", Kind: w.kind, Path: w.path, Value: []byte(w.value)}); err != nil {
					t.Fatalf("apply %v: %v", w, err)
				}
			}
			got, err := s.JSON("ns")
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestState_Apply_Errors(t *testing.T) {
	tests := []struct {
		name string
		rec  persist.Record
		want error
	}{
		{"bad json", persist.Record{Kind: persist.KindSet, Path: "/a", Value: []byte(`{`)}, persist.ErrBadValue},
		{"trailing data", persist.Record{Kind: persist.KindSet, Path: "/a", Value: []byte(`1 2`)}, persist.ErrBadValue},
		{"update of non-object", persist.Record{Kind: persist.KindUpdate, Path: "/a", Value: []byte(`1`)}, persist.ErrBadValue},
		{"unknown kind", persist.Record{Kind: "merge", Path: "/a", Value: []byte(`1`)}, persist.ErrMalformed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := persist.State{"ns": "keep"}
			tt.rec.NS = "ns"
			if err := s.Apply(tt.rec); !errors.Is(err, tt.want) {
				t.Errorf("err = %v, want %v", err, tt.want)
			}
			if s["ns"] != "keep" {
				t.Errorf("failed apply changed the state: %v", s["ns"])
			}
		})
	}
}

func TestState_Namespaces(t *testing.T) {
	s := persist.State{}
	if err := s.Set("a", []byte(`{"x":1}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.Set("b", []byte(`{"y":2}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.Set("a", []byte(`null`)); err != nil {
		t.Fatal(err)
	}
	got, err := s.Export()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || string(got["b"]) != `{"y":2}` {
		t.Errorf("Export = %q, want only b", got)
	}
}

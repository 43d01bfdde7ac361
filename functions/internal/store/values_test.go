package store_test

import (
	"encoding/json"
	"testing"

	"oppnp/functions/internal/store"
)

func TestValues(t *testing.T) {
	tests := []struct {
		name string
		v    any
		str  string
		num  float64
	}{
		{"string", "F1", "F1", 0},
		{"json number", float64(2.5), "", 2.5},
		{"int", 3, "", 3},
		{"int64", int64(4), "", 4},
		{"missing", nil, "", 0},
		{"bool", true, "", 0},
		{"numeric string stays a string", "7", "7", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := store.String(tt.v); got != tt.str {
				t.Errorf("String(%v) = %q, want %q", tt.v, got, tt.str)
			}
			if got := store.Number(tt.v); got != tt.num {
				t.Errorf("Number(%v) = %v, want %v", tt.v, got, tt.num)
			}
		})
	}
}

func TestChild(t *testing.T) {
	m := map[string]any{"client": map[string]any{"names": "Ana"}, "status": "x"}
	if got := store.String(store.Child(m, "client")["names"]); got != "Ana" {
		t.Errorf("Child(client).names = %q", got)
	}
	if store.Child(m, "status") != nil || store.Child(m, "none") != nil {
		t.Error("a non-object or missing child must read as nil")
	}
}

func TestLists(t *testing.T) {
	tests := []struct {
		name string
		in   any
		want string
	}{
		{"a list answered as an object", map[string]any{"0": "a", "1": map[string]any{"0": "b"}}, `["a",["b"]]`},
		{"a list with a hole stays an object", map[string]any{"0": "a", "2": "c"}, `{"0":"a","2":"c"}`},
		{"an object", map[string]any{"branches": map[string]any{"0": "B1"}, "at": 1.0}, `{"at":1,"branches":["B1"]}`},
		{"a leaf", "x", `"x"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, _ := json.Marshal(store.Lists(tt.in))
			if string(b) != tt.want {
				t.Fatalf("Lists = %s, want %s", b, tt.want)
			}
		})
	}
}

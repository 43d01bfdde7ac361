package rulesgen_test

import (
	"encoding/json"
	"testing"

	"oppnp/functions/internal/rulesgen"
)

func TestGenerate_Monitor(t *testing.T) {
	b, err := rulesgen.Generate()
	if err != nil {
		t.Fatal(err)
	}
	doc := rulesDoc(t, b)
	tests := []struct {
		name string
		path []string
		want any
	}{
		{"anyone reads the masked projection", []string{"monitor", ".read"}, true},
		{"no client writes it", []string{"monitor", ".write"}, false},
		{"the board query by status is indexed", []string{"monitor", "requests", ".indexOn"}, "status"},
		{"nothing below grants a write", []string{"monitor", "requests", ".write"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gj, _ := json.Marshal(at(t, doc, tt.path...))
			wj, _ := json.Marshal(tt.want)
			if string(gj) != string(wj) {
				t.Errorf("%v = %s, want %s", tt.path, gj, wj)
			}
		})
	}
}

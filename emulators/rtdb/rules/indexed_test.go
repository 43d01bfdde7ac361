package rules_test

import (
	"reflect"
	"testing"

	"oppnp/emulators/rtdb/rules"
)

func TestRuleset_Indexed(t *testing.T) {
	tests := []struct {
		name, src string
		want      []rules.Indexed
	}{
		{"none", `{"rules": {".read": true}}`, nil},
		{"root string", `{"rules": {".indexOn": "a"}}`, []rules.Indexed{{Path: nil, On: "a"}}},
		{
			"named in key order, then the wildcard",
			`{"rules": {"z": {".indexOn": ["b", "a/c"]}, "$x": {"y": {".indexOn": ".value"}}, "m": {".indexOn": "k"}}}`,
			[]rules.Indexed{
				{Path: []string{"m"}, On: "k"},
				{Path: []string{"z"}, On: "b"},
				{Path: []string{"z"}, On: "a/c"},
				{Path: []string{"$x", "y"}, On: ".value"},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, err := rules.Parse([]byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			if got := rs.Indexed(); !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("Indexed() = %#v, want %#v", got, tt.want)
			}
		})
	}
}

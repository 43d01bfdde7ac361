package tree_test

import (
	"testing"

	"oppnp/emulators/rtdb/tree"
)

func mustParse(t testing.TB, s string) *tree.Node {
	t.Helper()
	n, err := tree.Parse([]byte(s), 0)
	if err != nil {
		t.Fatalf("Parse(%s): %v", s, err)
	}
	return n
}

// Vectors produced by the shipped @firebase/database 1.1.5 (reference §8).
func TestNode_Hash(t *testing.T) {
	tests := []struct{ name, json, want string }{
		{"null", `null`, ""},
		{"string", `"hi"`, "jrODRP7VX0SYea22x77RsWRrgcQ="},
		{"one", `1`, "YPVfR2bXt/lcDjiQZ8pOkAd3qkQ="},
		{"fraction", `1.5`, "4MftviR9Z/2MQCMkjh2RNbvlLJc="},
		{"zero", `0`, "7ysMph9WPitGP7poMnMHMVPtUlI="},
		{"negative zero", `-0`, "m/gA365Q5OBo06Bg8wdybAAiMSQ="},
		{"true", `true`, "E5z61QM0lN/U2WsOnusszCTkR8M="},
		{"false", `false`, "aSSNoqcS4oQwJ2xxH20rvpp3zP0="},
		{"empty string", `""`, "Ki0Xy0V6morg0TO3Sxi/jwugYDQ="},
		{"object", `{"a":1}`, "gIphxiFGusLh2VwSNVKSvNu90m4="},
		{"object two", `{"a":1,"b":"x"}`, "jRI9dwRS9sb4SWm8uuoN7+xBk4g="},
		{"leaf priority", `{".value":5,".priority":1}`, "oUSZ9VFwUrevB81K4PcN+7BHDJw="},
		{"priority order", `{"a":{"x":1,".priority":2},"b":{"x":1,".priority":1},"c":3}`, "24+QZnFx+AyYqz6+K9AMYYIsWLI="},
		{"int keys", `{"10":1,"9":1,"a":1,"-5":1,"010":1}`, "HHlOb7q/adNqBiALuHNJHLPd5uk="},
		{"unicode", `"héllo ✓ 😀"`, "OBbPVZMNqtZ4kYqEFsyPxQzyDEw="},
		{"timestamp", `1700000000000`, "vzg0cpxiAeqQeyjkTe0gblJSTn8="},
		{"array", `[1,2,3]`, "h6XOC3OcidJlNC1Velmi3gphgQk="},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := mustParse(t, tt.json)
			if got := n.Hash(); got != tt.want {
				t.Errorf("Hash(%s) = %q, want %q", tt.json, got, tt.want)
			}
			if !n.MatchesHash(tt.want) {
				t.Errorf("MatchesHash(%q) = false", tt.want)
			}
		})
	}
}

func TestNode_HashJS_ExponentQuirk(t *testing.T) {
	n := tree.Number(7.999999999999998)
	if n.Hash() == n.HashJS() {
		t.Fatal("exact and JS hashes agree just below a power of two; the quirk is not modelled")
	}
	if !n.MatchesHash(n.HashJS()) || !n.MatchesHash(n.Hash()) {
		t.Fatal("MatchesHash must accept both encodings")
	}
	if got, want := tree.Number(3).HashJS(), tree.Number(3).Hash(); got != want {
		t.Fatalf("HashJS(3) = %s, want %s", got, want)
	}
}

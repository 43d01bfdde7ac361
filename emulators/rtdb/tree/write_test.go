package tree_test

import (
	"errors"
	"strings"
	"testing"

	"oppnp/emulators/rtdb/tree"
)

func mustPath(t testing.TB, s string) tree.Path {
	t.Helper()
	p, err := tree.ParsePath(s)
	if err != nil {
		t.Fatalf("ParsePath(%q): %v", s, err)
	}
	return p
}

func TestPrepareSet(t *testing.T) {
	const now = 1700000000000
	tests := []struct {
		name   string
		before string
		path   string
		value  string
		want   string // ExportJSON of the whole root
	}{
		{"leaf at root", `null`, "/", `5`, `5`},
		{"deep create", `null`, "/a/b/c", `"x"`, `{"a":{"b":{"c":"x"}}}`},
		{"replace subtree", `{"a":{"b":1,"c":2}}`, "/a", `{"d":3}`, `{"a":{"d":3}}`},
		{"delete prunes parents", `{"a":{"b":{"c":1}},"z":1}`, "/a/b/c", `null`, `{"z":1}`},
		{"empty object deletes", `{"a":1,"b":2}`, "/a", `{}`, `{"b":2}`},
		{"array becomes object", `null`, "/l", `[1,null,3]`, `{"l":{"0":1,"2":3}}`},
		{"timestamp", `null`, "/t", `{".sv":"timestamp"}`, `{"t":1700000000000}`},
		{"increment existing", `{"n":5}`, "/n", `{".sv":{"increment":2}}`, `{"n":7}`},
		{"increment absent", `null`, "/n", `{".sv":{"increment":1}}`, `{"n":1}`},
		{"increment string", `{"n":"hello"}`, "/n", `{".sv":{"increment":1}}`, `{"n":1}`},
		{"increment object", `{"n":{"a":1}}`, "/n", `{".sv":{"increment":1}}`, `{"n":1}`},
		{"nested increment", `{"r":{"n":1}}`, "/r", `{"n":{".sv":{"increment":2}},"t":{".sv":"timestamp"}}`, `{"r":{"n":3,"t":1700000000000}}`},
		{"leaf priority", `null`, "/p", `{".value":"v",".priority":7}`, `{"p":{".priority":7,".value":"v"}}`},
		{"object priority", `null`, "/p", `{"a":1,".priority":"z"}`, `{"p":{".priority":"z","a":1}}`},
		{"set priority", `{"p":{"a":1}}`, "/p/.priority", `3`, `{"p":{".priority":3,"a":1}}`},
		{"priority on empty discarded", `null`, "/p/.priority", `3`, `null`},
		{"priority on empty object discarded", `null`, "/p", `{".priority":1}`, `null`},
		{"big int kept", `null`, "/n", `9007199254740993`, `{"n":9007199254740993}`},
		{"child overwrites leaf", `{"a":1}`, "/a/b", `2`, `{"a":{"b":2}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := mustParse(t, tt.before)
			v, err := tree.Decode([]byte(tt.value))
			if err != nil {
				t.Fatal(err)
			}
			ws, err := tree.PrepareSet(root, mustPath(t, tt.path), v, now)
			if err != nil {
				t.Fatalf("PrepareSet: %v", err)
			}
			got := string(tree.Apply(root, ws).ExportJSON())
			if got != tt.want {
				t.Errorf("after set %s = %s: got %s, want %s", tt.path, tt.value, got, tt.want)
			}
			if string(root.ExportJSON()) != string(mustParse(t, tt.before).ExportJSON()) {
				t.Error("the old root changed: nodes must be immutable")
			}
		})
	}
}

func TestPrepareUpdate(t *testing.T) {
	tests := []struct {
		name, before, path, update, want string
		wantErr                          error
	}{
		{"deep paths", `{"r":{"1":{"a":0,"k":1}}}`, "/r", `{"2":{"b":[1,2]},"1/a":1}`, `{"r":{"1":{"a":1,"k":1},"2":{"b":{"0":1,"1":2}}}}`, nil},
		{"delete one", `{"a":1,"b":2}`, "/", `{"a":null}`, `{"b":2}`, nil},
		{"increment in update", `{"c":{"n":1}}`, "/", `{"c/n":{".sv":{"increment":1}}}`, `{"c":{"n":2}}`, nil},
		{"overlap refused", `null`, "/", `{"a":1,"a/b":2}`, ``, tree.ErrInvalidPath},
		{"overlap with sibling prefix refused", `null`, "/", `{"a":1,"a-x":3,"a/b":2}`, ``, tree.ErrInvalidPath},
		{"bad key refused", `null`, "/", `{"a.b":1}`, ``, tree.ErrInvalidPath},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := mustParse(t, tt.before)
			v, err := tree.Decode([]byte(tt.update))
			if err != nil {
				t.Fatal(err)
			}
			ws, err := tree.PrepareUpdate(root, mustPath(t, tt.path), v.(map[string]any), 0)
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("err = %v, want %v", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := string(tree.Apply(root, ws).ExportJSON()); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestBuild_Limits(t *testing.T) {
	deep := strings.Repeat(`{"a":`, 33) + `1` + strings.Repeat(`}`, 33)
	tests := []struct {
		name    string
		value   string
		wantErr error
	}{
		{"forbidden dot", `{"a.b":1}`, tree.ErrInvalidKey},
		{"forbidden dollar", `{"$a":1}`, tree.ErrInvalidKey},
		{"forbidden hash", `{"a#":1}`, tree.ErrInvalidKey},
		{"forbidden bracket", `{"a[":1}`, tree.ErrInvalidKey},
		{"forbidden slash", `{"a/b":1}`, tree.ErrInvalidKey},
		{"control char", `{"a\u0001":1}`, tree.ErrInvalidKey},
		{"del char", `{"a\u007f":1}`, tree.ErrInvalidKey},
		{"key 769 bytes", `{"` + strings.Repeat("k", 769) + `":1}`, tree.ErrInvalidKey},
		{"too deep", deep, tree.ErrTooDeep},
		{"value beside children", `{".value":1,"a":2}`, tree.ErrInvalidData},
		{"bad server value", `{".sv":"nope"}`, tree.ErrInvalidData},
		{"boolean priority", `{"a":1,".priority":true}`, tree.ErrInvalidData},
		{"bad json", `{"a":`, tree.ErrInvalidData},
		{"trailing data", `1 2`, tree.ErrInvalidData},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tree.Parse([]byte(tt.value), 0)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Parse err = %v, want %v", err, tt.wantErr)
			}
		})
	}
	if _, err := tree.Parse([]byte(`{"`+strings.Repeat("k", 768)+`":1}`), 0); err != nil {
		t.Errorf("768-byte key refused: %v", err)
	}
	big := `"` + strings.Repeat("x", tree.MaxStringBytes+1) + `"`
	if _, err := tree.Parse([]byte(big), 0); !errors.Is(err, tree.ErrTooBig) {
		t.Errorf("10 MB+1 string: err = %v, want ErrTooBig", err)
	}
}

func TestNode_RESTJSON(t *testing.T) {
	tests := []struct{ in, want string }{
		{`{"0":"a","1":"b"}`, `["a","b"]`},
		{`{"0":"a","2":"c"}`, `["a",null,"c"]`},
		{`{"0":"a","5":"c"}`, `{"0":"a","5":"c"}`},
		{`{"01":"a"}`, `{"01":"a"}`},
		{`{"a":{".value":1,".priority":2}}`, `{"a":1}`},
	}
	for _, tt := range tests {
		if got := string(mustParse(t, tt.in).RESTJSON()); got != tt.want {
			t.Errorf("RESTJSON(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

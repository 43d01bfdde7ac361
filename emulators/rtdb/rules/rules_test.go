package rules_test

import (
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"

	"oppnp/emulators/rtdb/rules"
)

// stripComments removes // line comments from a testdata file (they only
// appear outside strings at line starts there).
func stripComments(b []byte) []byte {
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "//") {
			continue
		}
		out = append(out, l)
	}
	return []byte(strings.Join(out, "\n"))
}

func loadJSON(t testing.TB, name string, v any) {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(stripComments(b), v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

var testAuth = map[string]any{"uid": "u1", "provider": "custom", "someInt": 1, "someString": "one", "someBool": true,
	"token": map[string]any{"sub": "u1"}}

const testNow = 1700000000000

// setAt returns a copy of tree with v stored at path (nil deletes).
func setAt(tree any, path []string, v any) any {
	if len(path) == 0 {
		return v
	}
	m := map[string]any{}
	if old, ok := tree.(map[string]any); ok {
		for k, c := range old {
			m[k] = c
		}
	}
	m[path[0]] = setAt(m[path[0]], path[1:], v)
	if m[path[0]] == nil {
		delete(m, path[0])
	}
	return m
}

func hasError(r rules.Result) bool {
	for _, l := range r.Trace() {
		if strings.Contains(l, "(error:") {
			return true
		}
	}
	return false
}

func TestRuleset_Expressions(t *testing.T) {
	var tests []struct {
		Name, Expr, Auth, Kind, Want, Err string
		Wilds, Path                       []string
		Data, Value                       any
	}
	loadJSON(t, "expressions.json", &tests)
	if len(tests) < 80 {
		t.Fatalf("only %d cases loaded", len(tests))
	}
	for _, tt := range tests {
		t.Run(tt.Name, func(t *testing.T) {
			key := ".read"
			if tt.Kind == "write" {
				key = ".write"
			}
			ruleJSON, _ := json.Marshal(tt.Expr)
			doc := `{"` + key + `": ` + string(ruleJSON) + `}`
			for i := len(tt.Wilds) - 1; i >= 0; i-- {
				doc = `{"` + tt.Wilds[i] + `": ` + doc + `}`
			}
			doc = `{"rules": ` + doc + `}`
			rs, err := rules.Parse([]byte(doc))
			if tt.Want == "invalid" {
				if err == nil {
					t.Fatalf("Parse(%s) succeeded, want an error", doc)
				}
				if !errors.Is(err, rules.ErrSyntax) && !errors.Is(err, rules.ErrType) {
					t.Errorf("error %v is neither ErrSyntax nor ErrType", err)
				}
				if !regexp.MustCompile(`^\d+:\d+: `).MatchString(err.Error()) {
					t.Errorf("error %q is not line:col: message", err)
				}
				if tt.Err != "" && !strings.HasSuffix(err.Error(), ": "+tt.Err) {
					t.Errorf("error = %q, want message %q", err, tt.Err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			auth := testAuth
			if tt.Auth == "anon" {
				auth = nil
			}
			path := tt.Path
			if len(path) < len(tt.Wilds) {
				for range tt.Wilds {
					path = append(path, "x")
				}
			}
			before := rules.NewSnapshot(tt.Data)
			var r rules.Result
			if tt.Kind == "write" {
				after := rules.NewSnapshot(setAt(tt.Data, path, tt.Value))
				r = rs.CanWrite(auth, []rules.Write{{Path: path}}, before, after, testNow)
			} else {
				r = rs.CanRead(auth, path, nil, before, testNow)
			}
			got := map[bool]string{true: "true", false: "false"}[r.Allowed]
			if !r.Allowed && hasError(r) {
				got = "error"
			}
			if got != tt.Want {
				t.Errorf("%s => %s, want %s\ntrace: %v", tt.Expr, got, tt.Want, r.Trace())
			}
		})
	}
}

package rules_test

import (
	"reflect"
	"strings"
	"sync"
	"testing"

	"oppnp/emulators/rtdb/rules"
)

func TestResult_TraceAndReason(t *testing.T) {
	rs := rules.MustParse(`{"rules": {
		".read": false,
		"users": {"$uid": {".read": "auth.uid == $uid", ".write": "root.child('x/' + auth.uid).exists()", ".validate": "newData.isString()"}}}}`)
	tests := []struct {
		name       string
		read       bool
		auth       map[string]any
		value      any
		wantReason string
		wantTrace  []string
		wantErrors bool
	}{
		{"read denied", true, nil, nil, "read of /users/u1 denied: no .read rule allowed the operation (.read at / is false; .read at /users/u1 is false)",
			[]string{`/: .read false => false`, `/users/u1: .read "auth.uid == $uid" => false`}, false},
		{"read allowed", true, map[string]any{"uid": "u1"}, nil, "read of /users/u1 allowed by /users/u1",
			[]string{`/: .read false => false`, `/users/u1: .read "auth.uid == $uid" => true`}, false},
		{"write runtime error", false, nil, "v", "write to /users/u1 denied: no .write rule allowed the operation (.write at /users/u1 failed (+ needs two numbers or a string, got string and null))",
			[]string{`/users/u1: .write "root.child('x/' + auth.uid).exists()" => false (error: + needs two numbers or a string, got string and null)`}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r rules.Result
			path := []string{"users", "u1"}
			if tt.read {
				r = rs.CanRead(tt.auth, path, nil, rules.NewSnapshot(nil), 0)
			} else {
				after := rules.NewSnapshot(setAt(nil, path, tt.value))
				r = rs.CanWrite(tt.auth, []rules.Write{{Path: path}}, rules.NewSnapshot(nil), after, 0)
			}
			if r.Reason != tt.wantReason {
				t.Errorf("Reason = %q, want %q", r.Reason, tt.wantReason)
			}
			if got := r.Trace(); !reflect.DeepEqual(got, tt.wantTrace) {
				t.Errorf("Trace = %q, want %q", got, tt.wantTrace)
			}
			if r.RuntimeErrors() != tt.wantErrors {
				t.Errorf("RuntimeErrors = %v", r.RuntimeErrors())
			}
		})
	}
}

func TestIndexNotDefined(t *testing.T) {
	got := rules.IndexNotDefined("owner", []string{"baskets"})
	want := `Index not defined, add ".indexOn": "owner", for path "/baskets", to the rules`
	if got != want {
		t.Errorf("IndexNotDefined = %q, want %q", got, want)
	}
}

func TestNewSnapshot(t *testing.T) {
	s := rules.NewSnapshot(map[string]any{
		"a":     map[string]any{"b": 1, "empty": map[string]any{}, "nil": nil},
		"arr":   []any{"x", "y"},
		"p":     map[string]any{".value": true, ".priority": "high"},
		".meta": 5,
	})
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"children skip empty and dot keys", s.Children(), []string{"a", "arr", "p"}},
		{"nested children", s.Child("a").Children(), []string{"b"}},
		{"number normalised", s.Child("a").Child("b").Val(), 1.0},
		{"empty map absent", s.Child("a").Child("empty").Exists(), false},
		{"missing child", s.Child("zz").Child("y").Exists(), false},
		{"array as index map", s.Child("arr").Child("1").Val(), "y"},
		{"value and priority", []any{s.Child("p").Val(), s.Child("p").Priority()}, []any{true, "high"}},
		{"val of object", s.Child("a").Val(), map[string]any{"b": 1.0}},
		{"dot key not a child", s.Child(".meta").Exists(), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !reflect.DeepEqual(tt.got, tt.want) {
				t.Errorf("got %#v, want %#v", tt.got, tt.want)
			}
		})
	}
}

// TestRuleset_Concurrent checks that one Ruleset serves many goroutines
// (run with -race).
func TestRuleset_Concurrent(t *testing.T) {
	rs := rules.MustParse(benchRules)
	beforeV, folio := benchData()
	before := rules.NewSnapshot(beforeV)
	after := rules.NewSnapshot(setAt(beforeV, []string{"requests", "F1"}, folio))
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				r := rs.CanWrite(benchAuth, []rules.Write{{Path: []string{"requests", "F1"}}}, before, after, testNow)
				if !r.Allowed {
					errs <- strings.Join(r.Trace(), "\n")
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
}

func TestRuleset_CanWrite_Reasons(t *testing.T) {
	rs := rules.MustParse(`{"rules": {"a": {".validate": "newData.hasChild('b')", "c": {".write": true}, "d": {".validate": "newData.isNumber()"}}, "e": {".write": true, "f": {".validate": false}, "g": {".validate": "newData.val() - 1 > 0"}}}}`)
	tests := []struct {
		name  string
		path  []string
		value any
		want  string
	}{
		{"ancestor validate", []string{"a", "c"}, 1, "write to /a/c denied: .validate at /a is false: newData.hasChild('b')"},
		{"no grant wins over validate", []string{"a", "d"}, "x", "write to /a/d denied: no .write rule allowed the operation"},
		{"validate below", []string{"e"}, map[string]any{"f": 1}, "write to /e denied: .validate at /e/f is false: false"},
		{"validate error", []string{"e", "g"}, "x", "write to /e/g denied: .validate at /e/g failed (- needs numbers, got string and number): newData.val() - 1 > 0"},
		{"allowed", []string{"e", "g"}, 2, "write allowed"},
	}
	long := "newData.val() == '" + strings.Repeat("x", 300) + "'"
	rs2 := rules.MustParse(`{"rules": {".write": true, ".validate": "` + long + `"}}`)
	r := rs2.CanWrite(nil, []rules.Write{{}}, rules.NewSnapshot(nil), rules.NewSnapshot(1), 0)
	if want := "write to / denied: .validate at / is false: " + long[:160] + "…"; r.Reason != want {
		t.Errorf("long rule Reason = %q, want %q", r.Reason, want)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			after := rules.NewSnapshot(setAt(nil, tt.path, tt.value))
			r := rs.CanWrite(nil, []rules.Write{{Path: tt.path}}, rules.NewSnapshot(nil), after, 0)
			if r.Reason != tt.want {
				t.Errorf("Reason = %q, want %q\n%v", r.Reason, tt.want, r.Trace())
			}
		})
	}
}

package rules_test

import (
	"encoding/json"
	"testing"

	"oppnp/emulators/rtdb/rules"
)

func FuzzParse(f *testing.F) {
	var cases []struct{ Src string }
	loadJSON(f, "parse_errors.json", &cases)
	for _, c := range cases {
		f.Add([]byte(c.Src))
	}
	f.Add([]byte(`{"rules": {"$a": {".read": "auth.uid == $a && root.child('x/' + $a).val().matches(/^[a-z]{2,}$/i)", ".indexOn": ["b"]}}}`))
	f.Add([]byte("{/**/\"rules\"://\n{\".write\":\"newData.hasChildren(['a'])\"}}"))
	f.Fuzz(func(t *testing.T, src []byte) {
		rs, err := rules.Parse(src)
		if err == nil && rs == nil {
			t.Fatal("nil ruleset without error")
		}
		if err != nil && rs != nil {
			t.Fatal("ruleset with error")
		}
	})
}

func FuzzEval(f *testing.F) {
	var cases []struct{ Expr string }
	loadJSON(f, "expressions.json", &cases)
	for _, c := range cases {
		f.Add(c.Expr, `{"a": {"b": 1, "c": "x"}}`, "a")
	}
	f.Add("newData.child('b').val() + data.child('c').val() == $k", `{"a": {"b": [1, 2]}}`, "b")
	f.Fuzz(func(t *testing.T, expr, data, key string) { evalOnce(t, expr, data, key) })
}

// evalOnce decides a read and a multi-path write under a rule built
// from expr; nothing may panic and every decision explains itself.
func evalOnce(t *testing.T, expr, data, key string) {
	rule, _ := json.Marshal(expr)
	src := `{"rules": {".read": ` + string(rule) + `, "$k": {".write": ` + string(rule) + `, ".validate": ` + string(rule) + `}}}`
	rs, err := rules.Parse([]byte(src))
	if err != nil {
		// The rule may use newData or $k, which .read cannot: try the
		// write side alone.
		src = `{"rules": {"$k": {".write": ` + string(rule) + `, "$j": {".validate": ` + string(rule) + `}}}}`
		if rs, err = rules.Parse([]byte(src)); err != nil {
			return
		}
	}
	var v any
	if json.Unmarshal([]byte(data), &v) != nil {
		v = data
	}
	before := rules.NewSnapshot(v)
	after := rules.NewSnapshot(map[string]any{key: v})
	if key == "" {
		key = "k"
	}
	for _, a := range []map[string]any{nil, testAuth} {
		r := rs.CanRead(a, []string{key, "x"}, &rules.Query{OrderBy: "a", EqualTo: v, LimitToLast: 3}, before, 1)
		if r.Reason == "" {
			t.Fatal("empty reason")
		}
		r = rs.CanWrite(a, []rules.Write{{Path: []string{key}}, {Path: []string{key, "y"}}}, before, after, 1)
		if r.Reason == "" {
			t.Fatal("empty reason")
		}
	}
}

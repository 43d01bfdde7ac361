package rules_test

import (
	"encoding/json"
	"strings"
	"testing"

	"oppnp/emulators/rtdb/rules"
)

type accessOp struct {
	Op, Path     string
	Auth         any
	Value        any
	Patch        map[string]any
	Query        *rules.Query
	Want         string
	MissingIndex *string
}

func splitSlash(p string) []string {
	var out []string
	for _, s := range strings.Split(p, "/") {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

func authOf(a any) map[string]any {
	switch a := a.(type) {
	case nil:
		return testAuth
	case string:
		if a == "anon" {
			return nil
		}
		return map[string]any{"uid": a, "provider": "custom", "token": map[string]any{"sub": a}}
	case map[string]any:
		return a
	}
	return nil
}

// apply returns the write entries and the merged tree of a set or update.
func apply(data any, op accessOp) ([]rules.Write, any) {
	base := splitSlash(op.Path)
	if op.Op == "set" {
		return []rules.Write{{Path: base}}, setAt(data, base, op.Value)
	}
	var writes []rules.Write
	for rel, v := range op.Patch {
		p := append(append([]string{}, base...), splitSlash(rel)...)
		writes = append(writes, rules.Write{Path: p})
		data = setAt(data, p, v)
	}
	return writes, data
}

func TestRuleset_Access(t *testing.T) {
	var tests []struct {
		Name  string
		Rules json.RawMessage
		Data  any
		Ops   []accessOp
	}
	loadJSON(t, "access.json", &tests)
	for _, tt := range tests {
		t.Run(tt.Name, func(t *testing.T) {
			rs, err := rules.Parse([]byte(`{"rules": ` + string(tt.Rules) + `}`))
			if err != nil {
				t.Fatal(err)
			}
			before := rules.NewSnapshot(tt.Data)
			for _, op := range tt.Ops {
				var r rules.Result
				if op.Op == "read" {
					r = rs.CanRead(authOf(op.Auth), splitSlash(op.Path), op.Query, before, testNow)
				} else {
					writes, after := apply(tt.Data, op)
					r = rs.CanWrite(authOf(op.Auth), writes, before, rules.NewSnapshot(after), testNow)
				}
				got := map[bool]string{true: "allow", false: "deny"}[r.Allowed]
				if got != op.Want {
					t.Errorf("%s %s as %v: %s, want %s\nreason: %s\ntrace: %s", op.Op, op.Path, op.Auth, got, op.Want, r.Reason, strings.Join(r.Trace(), "\n  "))
				}
				if r.Reason == "" {
					t.Errorf("%s %s: empty reason", op.Op, op.Path)
				}
				if op.MissingIndex != nil && r.MissingIndex != *op.MissingIndex {
					t.Errorf("%s %s %+v: MissingIndex = %q, want %q", op.Op, op.Path, op.Query, r.MissingIndex, *op.MissingIndex)
				}
			}
		})
	}
}

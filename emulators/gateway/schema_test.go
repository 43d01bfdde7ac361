package gateway_test

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// validate checks v (decoded with encoding/json) against a JSON-schema
// subset: $ref (local), type (one or a list), required, properties, items,
// enum, pattern, maximum, exclusiveMinimum. It returns every violation.
func validate(doc map[string]any, schema map[string]any, v any, at string) []string {
	if r, ok := schema["$ref"].(string); ok {
		return validate(doc, resolve(doc, r), v, at)
	}
	var errs []string
	bad := func(format string, args ...any) { errs = append(errs, at+": "+fmt.Sprintf(format, args...)) }
	if t, ok := schema["type"]; ok {
		var types []string
		switch t := t.(type) {
		case string:
			types = []string{t}
		case []any:
			for _, x := range t {
				types = append(types, x.(string))
			}
		}
		match := false
		for _, ty := range types {
			match = match || isType(ty, v)
		}
		if !match {
			bad("want type %v, got %T (%v)", types, v, v)
			return errs
		}
	}
	if enum, ok := schema["enum"].([]any); ok {
		found := false
		for _, e := range enum {
			found = found || fmt.Sprint(e) == fmt.Sprint(v)
		}
		if !found {
			bad("%v not in enum %v", v, enum)
		}
	}
	if p, ok := schema["pattern"].(string); ok {
		if s, isStr := v.(string); isStr && !regexp.MustCompile(p).MatchString(s) {
			bad("%q does not match %s", s, p)
		}
	}
	if n, isNum := v.(float64); isNum {
		if m, ok := schema["maximum"].(float64); ok && n > m {
			bad("%v > maximum %v", n, m)
		}
		if m, ok := schema["exclusiveMinimum"].(float64); ok && n <= m {
			bad("%v <= exclusiveMinimum %v", n, m)
		}
	}
	if obj, isObj := v.(map[string]any); isObj {
		for _, r := range asList(schema["required"]) {
			if _, ok := obj[r]; !ok {
				bad("missing required %q", r)
			}
		}
		props, _ := schema["properties"].(map[string]any)
		keys := make([]string, 0, len(props))
		for k := range props {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if x, ok := obj[k]; ok {
				errs = append(errs, validate(doc, props[k].(map[string]any), x, at+"."+k)...)
			}
		}
	}
	if arr, isArr := v.([]any); isArr {
		if items, ok := schema["items"].(map[string]any); ok {
			for i, x := range arr {
				errs = append(errs, validate(doc, items, x, fmt.Sprintf("%s[%d]", at, i))...)
			}
		}
	}
	return errs
}

func isType(t string, v any) bool {
	switch t {
	case "null":
		return v == nil
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "string":
		_, ok := v.(string)
		return ok
	case "number":
		_, ok := v.(float64)
		return ok
	case "integer":
		n, ok := v.(float64)
		return ok && n == math.Trunc(n)
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	}
	return false
}

func asList(v any) []string {
	var out []string
	if l, ok := v.([]any); ok {
		for _, x := range l {
			out = append(out, x.(string))
		}
	}
	return out
}

// resolve follows a local "#/a/b" reference.
func resolve(doc map[string]any, ref string) map[string]any {
	var cur any = doc
	for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
		cur = cur.(map[string]any)[part]
	}
	return cur.(map[string]any)
}

func TestValidate(t *testing.T) {
	doc := map[string]any{"components": map[string]any{"schemas": map[string]any{
		"E": map[string]any{"type": "object", "required": []any{"code"}, "properties": map[string]any{"code": map[string]any{"type": "string"}}},
	}}}
	s := func(m map[string]any) map[string]any { return m }
	tests := []struct {
		name   string
		schema map[string]any
		value  any
		ok     bool
	}{
		{"type string ok", s(map[string]any{"type": "string"}), "x", true},
		{"type string bad", s(map[string]any{"type": "string"}), 1.0, false},
		{"integer rejects fraction", s(map[string]any{"type": "integer"}), 1.5, false},
		{"integer accepts whole", s(map[string]any{"type": "integer"}), 2.0, true},
		{"type list null", s(map[string]any{"type": []any{"object", "null"}}), nil, true},
		{"type list bad", s(map[string]any{"type": []any{"boolean", "string"}}), 1.0, false},
		{"required missing", s(map[string]any{"type": "object", "required": []any{"a"}}), map[string]any{}, false},
		{"nested property", s(map[string]any{"type": "object", "properties": map[string]any{"a": map[string]any{"type": "integer"}}}), map[string]any{"a": "x"}, false},
		{"items", s(map[string]any{"type": "array", "items": map[string]any{"type": "string"}}), []any{"a", 1.0}, false},
		{"enum ok", s(map[string]any{"enum": []any{"A", "B"}}), "B", true},
		{"enum bad", s(map[string]any{"enum": []any{"A", "B"}}), "C", false},
		{"pattern ok", s(map[string]any{"type": "string", "pattern": "^[0-9]{3}$"}), "123", true},
		{"pattern bad", s(map[string]any{"type": "string", "pattern": "^[0-9]{3}$"}), "12a", false},
		{"maximum", s(map[string]any{"type": "number", "maximum": 100.0}), 100.5, false},
		{"exclusiveMinimum", s(map[string]any{"type": "number", "exclusiveMinimum": 0.0}), 0.0, false},
		{"ref ok", s(map[string]any{"$ref": "#/components/schemas/E"}), map[string]any{"code": "X"}, true},
		{"ref bad", s(map[string]any{"$ref": "#/components/schemas/E"}), map[string]any{"code": 1.0}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := validate(doc, tt.schema, tt.value, "$")
			if (len(errs) == 0) != tt.ok {
				t.Fatalf("validate = %v, want ok=%v", errs, tt.ok)
			}
		})
	}
}

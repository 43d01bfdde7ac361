// Package schemacheck holds hand-written Go types to the schemas of an
// OpenAPI 3.1 document: every JSON field a type encodes or decodes must be
// a property of its schema, with a compatible JSON type. The gateway's
// client (functions/internal/gateway) and its simulator (emulators/gateway)
// both write types by hand for the same document; their tests check them
// here, so a renamed or retyped field fails a test on the side that drifted.
// It uses the standard library only and knows nothing about the gateway.
package schemacheck

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// Doc is an OpenAPI document as JSON.
type Doc struct {
	root map[string]any
}

// Parse reads an OpenAPI document.
func Parse(b []byte) (*Doc, error) {
	var root map[string]any
	if err := json.Unmarshal(b, &root); err != nil {
		return nil, fmt.Errorf("schemacheck: %w", err)
	}
	return &Doc{root: root}, nil
}

// Schema returns the schema at loc, $refs followed: a JSON pointer
// ("#/components/schemas/Letter"), or an operation's request body or
// response ("POST /letters/generate request", "POST /letters/generate
// 200"), optionally followed by property names to descend into
// ("POST /cox/submit 200 data").
func (d *Doc) Schema(loc string) (map[string]any, error) {
	var s map[string]any
	var rest []string
	if strings.HasPrefix(loc, "#/") {
		fields := strings.Fields(loc)
		s, rest = d.pointer(fields[0]), fields[1:]
	} else {
		fields := strings.Fields(loc)
		if len(fields) < 3 {
			return nil, fmt.Errorf("schemacheck: %q is not METHOD PATH request|STATUS", loc)
		}
		op, _ := d.walk("paths", fields[1], strings.ToLower(fields[0])).(map[string]any)
		if op == nil {
			return nil, fmt.Errorf("schemacheck: no operation %s %s", fields[0], fields[1])
		}
		if fields[2] == "request" {
			s, _ = walk(op, "requestBody", "content", "application/json", "schema").(map[string]any)
		} else {
			resp, _ := walk(op, "responses", fields[2]).(map[string]any)
			resp = d.deref(resp)
			s, _ = walk(resp, "content", "application/json", "schema").(map[string]any)
		}
		rest = fields[3:]
	}
	s = d.deref(s)
	for _, p := range rest {
		props := d.properties(s)
		s = d.deref(props[p])
	}
	if s == nil {
		return nil, fmt.Errorf("schemacheck: no schema at %q", loc)
	}
	return s, nil
}

// Check returns a line for each JSON field of t (a struct, or a pointer,
// slice or map of one) that the schema at loc lacks or types differently.
func (d *Doc) Check(t reflect.Type, loc string) []string {
	s, err := d.Schema(loc)
	if err != nil {
		return []string{err.Error()}
	}
	var out []string
	d.check(t, s, t.String(), &out)
	sort.Strings(out)
	return out
}

func (d *Doc) check(t reflect.Type, s map[string]any, at string, out *[]string) {
	s = d.deref(s)
	if s == nil {
		return // any value
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if !d.compatible(t, s) {
		*out = append(*out, fmt.Sprintf("%s: Go %s, schema type %v", at, t, d.types(s)))
		return
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 && t.Kind() == reflect.Slice {
			return // []byte is a base64 string, json.RawMessage any value
		}
		if items, ok := s["items"].(map[string]any); ok {
			d.check(t.Elem(), items, at+"[]", out)
		}
	case reflect.Map:
		if extra, ok := s["additionalProperties"].(map[string]any); ok {
			d.check(t.Elem(), extra, at+"{}", out)
		}
	case reflect.Struct:
		props := d.properties(s)
		for _, f := range jsonFields(t) {
			ps, ok := props[f.name]
			if !ok {
				*out = append(*out, fmt.Sprintf("%s.%s: no such property in the schema", at, f.name))
				continue
			}
			if f.asString {
				if !d.allows(ps, "string") {
					*out = append(*out, fmt.Sprintf("%s.%s: Go encodes a string, schema type %v", at, f.name, d.types(ps)))
				}
				continue
			}
			d.check(f.typ, ps, at+"."+f.name, out)
		}
	}
}

// compatible reports whether values of t encode as a JSON type s allows.
func (d *Doc) compatible(t reflect.Type, s map[string]any) bool {
	if t == reflect.TypeFor[json.RawMessage]() || t.Kind() == reflect.Interface {
		return true
	}
	if _, ok := reflect.New(t).Interface().(json.Marshaler); ok {
		return true // encodes itself
	}
	if t.String() == "time.Time" {
		return d.allows(s, "string")
	}
	switch t.Kind() {
	case reflect.String:
		return d.allows(s, "string")
	case reflect.Bool:
		return d.allows(s, "boolean")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return d.allows(s, "integer")
	case reflect.Float32, reflect.Float64:
		return d.allows(s, "number") || d.allows(s, "integer")
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return d.allows(s, "string")
		}
		return d.allows(s, "array")
	case reflect.Array:
		return d.allows(s, "array")
	case reflect.Map, reflect.Struct:
		return d.allows(s, "object")
	}
	return false
}

// allows reports whether s admits JSON values of type name (a schema
// without a type, or whose branches do not all have one, admits any).
func (d *Doc) allows(s map[string]any, name string) bool {
	types := d.types(s)
	if types == nil {
		return true
	}
	for _, t := range types {
		if t == name || (t == "number" && name == "integer") {
			return true
		}
	}
	return false
}

// types is the JSON types s admits, its oneOf/anyOf branches' together;
// nil for any.
func (d *Doc) types(s map[string]any) []string {
	s = d.deref(s)
	switch t := s["type"].(type) {
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, x := range t {
			if n, ok := x.(string); ok {
				out = append(out, n)
			}
		}
		return out
	}
	var out []string
	for _, key := range []string{"oneOf", "anyOf", "allOf"} {
		branches, _ := s[key].([]any)
		for _, b := range branches {
			bs, _ := b.(map[string]any)
			bt := d.types(bs)
			if bt == nil {
				if key == "allOf" {
					continue
				}
				return nil
			}
			out = append(out, bt...)
		}
	}
	return out
}

// properties is s's properties with those of its allOf, oneOf and anyOf
// branches.
func (d *Doc) properties(s map[string]any) map[string]map[string]any {
	out := map[string]map[string]any{}
	s = d.deref(s)
	if s == nil {
		return out
	}
	if props, ok := s["properties"].(map[string]any); ok {
		for k, v := range props {
			out[k], _ = v.(map[string]any)
		}
	}
	for _, key := range []string{"allOf", "oneOf", "anyOf"} {
		branches, _ := s[key].([]any)
		for _, b := range branches {
			bs, _ := b.(map[string]any)
			for k, v := range d.properties(bs) {
				if _, seen := out[k]; !seen {
					out[k] = v
				}
			}
		}
	}
	return out
}

func (d *Doc) deref(s map[string]any) map[string]any {
	for i := 0; s != nil && i < 32; i++ {
		ref, ok := s["$ref"].(string)
		if !ok {
			return s
		}
		s = d.pointer(ref)
	}
	return s
}

func (d *Doc) pointer(ref string) map[string]any {
	var path []string
	for _, p := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
		path = append(path, strings.NewReplacer("~1", "/", "~0", "~").Replace(p))
	}
	s, _ := d.walk(path...).(map[string]any)
	return s
}

func (d *Doc) walk(path ...string) any { return walk(d.root, path...) }

func walk(v any, path ...string) any {
	for _, p := range path {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[p]
	}
	return v
}

type field struct {
	name     string
	typ      reflect.Type
	asString bool
}

// jsonFields are the fields encoding/json gives t, embedded structs
// without a tag flattened.
func jsonFields(t reflect.Type) []field {
	var out []field
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		name, opts, _ := strings.Cut(tag, ",")
		if name == "-" && opts == "" {
			continue
		}
		if f.Anonymous && name == "" {
			et := f.Type
			if et.Kind() == reflect.Pointer {
				et = et.Elem()
			}
			if et.Kind() == reflect.Struct {
				out = append(out, jsonFields(et)...)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, field{name: name, typ: f.Type, asString: hasOpt(opts, "string")})
	}
	return out
}

func hasOpt(opts, want string) bool {
	for _, o := range strings.Split(opts, ",") {
		if o == want {
			return true
		}
	}
	return false
}

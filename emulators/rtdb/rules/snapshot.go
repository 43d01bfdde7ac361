package rules

import (
	"encoding/json"
	"sort"
	"strings"
)

// Snapshot is the read-only view of database data that rules evaluate
// against. The database server adapts its tree to it; NewSnapshot adapts a
// plain decoded JSON value.
//
// Child never returns nil: a missing child is a Snapshot whose Exists is
// false. Val returns nil, bool, float64, string or, for a node with
// children, map[string]any. Priority returns nil, float64 or string.
type Snapshot interface {
	Exists() bool
	Val() any
	Child(key string) Snapshot
	Children() []string
	Priority() any
}

// Shaped is an optional Snapshot extension that answers isNumber(),
// isString(), isBoolean() and hasChildren() without building values or
// sorting keys. IsLeaf is true for a boolean, number or string.
type Shaped interface {
	IsLeaf() bool
	NumChildren() int
}

// snapVal is a snapshot value inside an evaluation: a node linked to its
// parent in the same tree, so that parent() can climb and the path is
// known without copying slices.
type snapVal struct {
	up  *snapVal // nil at the root
	key string
	n   Snapshot
}

func rootVal(n Snapshot) *snapVal { return &snapVal{n: n} }

func (s *snapVal) child(segs []string) *snapVal {
	for _, k := range segs {
		s = s.at(k)
	}
	return s
}

// descend follows a relative path such as "a/b" (empty segments ignored).
func (s *snapVal) descend(p string) *snapVal {
	if p != "" && !strings.Contains(p, "/") {
		return s.at(p)
	}
	return s.child(splitPath(p))
}

func (s *snapVal) at(key string) *snapVal { return &snapVal{up: s, key: key, n: s.n.Child(key)} }

func (s *snapVal) parent() (*snapVal, error) {
	if s.up == nil {
		return nil, rtErr("parent() called on the root")
	}
	return s.up, nil
}

// path returns the location of s, root first.
func (s *snapVal) path() []string {
	n := 0
	for c := s; c.up != nil; c = c.up {
		n++
	}
	p := make([]string, n)
	for c := s; c.up != nil; c = c.up {
		n--
		p[n] = c.key
	}
	return p
}

// splitPath turns "a/b//c" into [a b c].
func splitPath(p string) []string {
	parts := strings.Split(p, "/")
	out := parts[:0]
	for _, s := range parts {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// valueSnapshot is the Snapshot of a decoded JSON value. A map may carry
// ".priority" and ".value" keys as in the export format.
type valueSnapshot struct{ v any }

// NewSnapshot returns a Snapshot over a decoded JSON value (nil, bool,
// float64 or other numbers, string, map[string]any, []any). Empty maps and
// nulls inside it count as absent, as in the database.
func NewSnapshot(v any) Snapshot { return valueSnapshot{normalize(v)} }

func (s valueSnapshot) node() any {
	if m, ok := s.v.(map[string]any); ok {
		if v, ok := m[".value"]; ok {
			return v
		}
	}
	return s.v
}

func (s valueSnapshot) Exists() bool { return !isEmpty(s.node()) }

func isEmpty(v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case map[string]any:
		if inner, ok := v[".value"]; ok {
			return isEmpty(inner)
		}
		for k, c := range v {
			if !strings.HasPrefix(k, ".") && !isEmpty(c) {
				return false
			}
		}
		return true
	}
	return false
}

func (s valueSnapshot) Val() any {
	v := s.node()
	m, ok := v.(map[string]any)
	if !ok {
		return v
	}
	out := map[string]any{}
	for k := range m {
		if strings.HasPrefix(k, ".") {
			continue
		}
		if cv := (valueSnapshot{m[k]}).Val(); cv != nil {
			out[k] = cv
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func (s valueSnapshot) Child(key string) Snapshot {
	if m, ok := s.node().(map[string]any); ok && !strings.HasPrefix(key, ".") {
		return valueSnapshot{m[key]}
	}
	return valueSnapshot{}
}

func (s valueSnapshot) Children() []string {
	m, ok := s.node().(map[string]any)
	if !ok {
		return nil
	}
	keys := make([]string, 0, len(m))
	for k, c := range m {
		if !strings.HasPrefix(k, ".") && !isEmpty(c) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys
}

func (s valueSnapshot) Priority() any {
	if m, ok := s.v.(map[string]any); ok {
		return m[".priority"]
	}
	return nil
}

// normalize converts numbers to float64 and arrays to index-keyed maps.
func normalize(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, c := range v {
			out[k] = normalize(c)
		}
		return out
	case []any:
		out := make(map[string]any, len(v))
		for i, c := range v {
			out[itoa(i)] = normalize(c)
		}
		return out
	}
	return normNumber(v)
}

func normNumber(v any) any {
	switch n := v.(type) {
	case int:
		return float64(n)
	case int32:
		return float64(n)
	case int64:
		return float64(n)
	case uint64:
		return float64(n)
	case float32:
		return float64(n)
	case json.Number:
		f, _ := n.Float64()
		return f
	}
	return v
}

func itoa(i int) string { return jsNumber(float64(i)) }

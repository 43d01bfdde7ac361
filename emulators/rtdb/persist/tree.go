package persist

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// State is a database: namespace → decoded JSON value (map[string]any,
// json.Number, string, bool). A namespace with no data is absent.
type State map[string]any

// Apply replays one write on s with the RTDB semantics replay needs: a set
// replaces the value at its path; an update sets each of its (possibly deep)
// relative paths; null deletes; emptied parents disappear; a leaf that gains
// a priority becomes {".value", ".priority"}.
func (s State) Apply(r Record) error {
	v, err := decodeJSON(r.Value)
	if err != nil {
		return err
	}
	segs := splitPath(r.Path)
	root := s[r.NS]
	switch r.Kind {
	case KindSet:
		root = setAt(root, segs, v)
	case KindUpdate:
		m, ok := v.(map[string]any)
		if !ok {
			return fmt.Errorf("%w: update of %s is not an object", ErrBadValue, r.Path)
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			root = setAt(root, append(append([]string(nil), segs...), splitPath(k)...), m[k])
		}
	default:
		return fmt.Errorf("%w: kind %q", ErrMalformed, r.Kind)
	}
	if root == nil {
		delete(s, r.NS)
	} else {
		s[r.NS] = root
	}
	return nil
}

// Set replaces a whole namespace with JSON b (an import, for instance).
func (s State) Set(ns string, b []byte) error {
	return s.Apply(Record{NS: ns, Kind: KindSet, Path: "/", Value: b})
}

// JSON returns the namespace's value as compact JSON ("null" when empty).
func (s State) JSON(ns string) ([]byte, error) {
	return encodeJSON(s[ns])
}

func encodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("cannot encode: %w", err)
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

func decodeJSON(b []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadValue, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%w: trailing data", ErrBadValue)
	}
	return v, nil
}

func splitPath(p string) []string {
	var segs []string
	for _, s := range strings.Split(p, "/") {
		if s != "" {
			segs = append(segs, s)
		}
	}
	return segs
}

// setAt returns node with v stored at segs; node's maps are modified in place.
func setAt(node any, segs []string, v any) any {
	if len(segs) == 0 {
		return normalize(v)
	}
	m, ok := node.(map[string]any)
	if !ok {
		m = map[string]any{}
		if node != nil && segs[0] == ".priority" {
			m[".value"] = node
		}
	}
	if segs[0] != ".priority" {
		delete(m, ".value") // a leaf with priority gains children: the leaf goes
	}
	if child := setAt(m[segs[0]], segs[1:], v); child == nil {
		delete(m, segs[0])
	} else {
		m[segs[0]] = child
	}
	return prune(m)
}

// normalize turns arrays into index-keyed objects and drops nulls and empty
// objects, as the database stores them.
func normalize(v any) any {
	switch x := v.(type) {
	case []any:
		m := make(map[string]any, len(x))
		for i, c := range x {
			m[strconv.Itoa(i)] = c
		}
		return normalize(m)
	case map[string]any:
		for k, c := range x {
			if n := normalize(c); n == nil {
				delete(x, k)
			} else {
				x[k] = n
			}
		}
		return prune(x)
	}
	return v
}

// prune reduces a map that holds no data to nil, and a {".value"} without a
// priority to the bare leaf.
func prune(m map[string]any) any {
	_, hasPri := m[".priority"]
	val, hasVal := m[".value"]
	switch {
	case len(m) == 0, len(m) == 1 && hasPri:
		return nil
	case len(m) == 1 && hasVal:
		return val
	}
	return m
}

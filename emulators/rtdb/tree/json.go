package tree

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Parse is Decode then Build with no existing data (server values resolve
// against nothing).
func Parse(data []byte, now int64) (*Node, error) {
	v, err := Decode(data)
	if err != nil {
		return nil, err
	}
	return Build(v, nil, nil, now)
}

// Build converts a decoded JSON value written at location at into a Node.
// It validates keys, depth and sizes, turns arrays into objects, reads
// .value/.priority, and resolves server values against existing, the data
// currently stored at the same location, with now (ms since epoch) as the
// timestamp.
func Build(v any, at Path, existing *Node, now int64) (*Node, error) {
	b := builder{now: now}
	return b.build(v, existing, len(at))
}

type builder struct{ now int64 }

func (b *builder) build(v any, existing *Node, depth int) (*Node, error) {
	if depth > MaxDepth {
		return nil, fmt.Errorf("%w: data nested deeper than %d levels", ErrTooDeep, MaxDepth)
	}
	switch t := v.(type) {
	case nil:
		return nil, nil
	case bool:
		return Bool(t), nil
	case json.Number:
		n, err := numberText(string(t))
		if err != nil {
			return nil, fmt.Errorf("%w: number %s", ErrInvalidData, t)
		}
		return n, nil
	case float64:
		return Number(t), nil
	case int:
		return Number(float64(t)), nil
	case int64:
		return Number(float64(t)), nil
	case string:
		if len(t) > MaxStringBytes {
			return nil, fmt.Errorf("%w: string longer than %d bytes", ErrTooBig, MaxStringBytes)
		}
		if !utf8.ValidString(t) {
			return nil, fmt.Errorf("%w: string is not UTF-8", ErrInvalidData)
		}
		return String(t), nil
	case []any:
		var out *Node
		for i, c := range t {
			key := strconv.Itoa(i)
			cn, err := b.build(c, existing.Child(key), depth+1)
			if err != nil {
				return nil, err
			}
			if cn != nil {
				out = out.WithChild(key, cn)
			}
		}
		return out, nil
	case map[string]any:
		return b.buildObject(t, existing, depth)
	}
	return nil, fmt.Errorf("%w: unsupported value %T", ErrInvalidData, v)
}

func (b *builder) buildObject(m map[string]any, existing *Node, depth int) (*Node, error) {
	if sv, ok := m[".sv"]; ok {
		if len(m) != 1 {
			return nil, fmt.Errorf("%w: .sv must be the only key", ErrInvalidData)
		}
		return b.serverValue(sv, existing)
	}
	var prio *Node
	if p, ok := m[".priority"]; ok {
		var err error
		if prio, err = b.priority(p, existing.Priority()); err != nil {
			return nil, err
		}
	}
	if val, ok := m[".value"]; ok {
		for k := range m {
			if k != ".value" && k != ".priority" {
				return nil, fmt.Errorf("%w: .value next to child %q", ErrInvalidData, k)
			}
		}
		leaf, err := b.build(val, existing, depth)
		if err != nil {
			return nil, err
		}
		if leaf != nil && leaf.kind == kindObject {
			return nil, fmt.Errorf("%w: .value must be a leaf", ErrInvalidData)
		}
		return leaf.withPriority(prio), nil
	}
	var kids *kids
	for k, c := range m {
		if k == ".priority" {
			continue
		}
		if err := ValidKey(k); err != nil {
			return nil, err
		}
		cn, err := b.build(c, existing.Child(k), depth+1)
		if err != nil {
			return nil, err
		}
		if cn == nil {
			continue
		}
		kids = kids.set(k, cn)
	}
	if kids == nil {
		return nil, nil // a priority on an empty node is discarded
	}
	return &Node{kind: kindObject, kids: kids, prio: prio}, nil
}

func (b *builder) priority(p any, existing *Node) (*Node, error) {
	switch t := p.(type) {
	case nil:
		return nil, nil
	case string, json.Number, float64:
		return b.build(t, nil, 0)
	case map[string]any:
		if sv, ok := t[".sv"]; ok && len(t) == 1 {
			return b.serverValue(sv, existing)
		}
	}
	return nil, fmt.Errorf("%w: priority must be a string, number or null", ErrInvalidData)
}

// serverValue resolves {".sv": x}.
func (b *builder) serverValue(sv any, existing *Node) (*Node, error) {
	switch t := sv.(type) {
	case string:
		if t == "timestamp" {
			return Number(float64(b.now)), nil
		}
	case map[string]any:
		if inc, ok := t["increment"]; ok && len(t) == 1 {
			delta, err := b.build(inc, nil, 0)
			if err != nil || delta == nil || delta.kind != kindNumber {
				return nil, fmt.Errorf("%w: increment needs a number", ErrInvalidData)
			}
			if cur, ok := existing.Float(); ok {
				return Number(cur + delta.f), nil
			}
			return Number(delta.f), nil
		}
	}
	return nil, fmt.Errorf("%w: unsupported server value", ErrInvalidData)
}

// ExportJSON renders n with priorities (.value/.priority), keys in key
// order: the form pushed to clients and written by format=export.
func (n *Node) ExportJSON() []byte {
	var buf bytes.Buffer
	n.writeJSON(&buf, true, false)
	return buf.Bytes()
}

// JSON renders n without priorities, objects only (no arrays).
func (n *Node) JSON() []byte {
	var buf bytes.Buffer
	n.writeJSON(&buf, false, false)
	return buf.Bytes()
}

// RESTJSON renders n as a plain REST GET does: no priorities, and objects
// whose keys are all array indexes (max < 2×count) as JSON arrays.
func (n *Node) RESTJSON() []byte {
	var buf bytes.Buffer
	n.writeJSON(&buf, false, true)
	return buf.Bytes()
}

func (n *Node) writeJSON(buf *bytes.Buffer, export, arrays bool) {
	if n == nil {
		buf.WriteString("null")
		return
	}
	if n.kind != kindObject {
		if export && n.prio != nil {
			buf.WriteString(`{".priority":`)
			n.prio.writeJSON(buf, false, false)
			buf.WriteString(`,".value":`)
			n.writeLeaf(buf)
			buf.WriteByte('}')
			return
		}
		n.writeLeaf(buf)
		return
	}
	if arrays && !export {
		if max, ok := arrayLike(n.Children()); ok {
			buf.WriteByte('[')
			for i := 0; i <= max; i++ {
				if i > 0 {
					buf.WriteByte(',')
				}
				n.kids.get(strconv.Itoa(i)).writeJSON(buf, export, arrays)
			}
			buf.WriteByte(']')
			return
		}
	}
	buf.WriteByte('{')
	if export && n.prio != nil {
		buf.WriteString(`".priority":`)
		n.prio.writeJSON(buf, false, false)
		buf.WriteByte(',')
	}
	first := true
	n.kids.each(func(k string, c *Node) bool {
		if !first {
			buf.WriteByte(',')
		}
		first = false
		writeString(buf, k)
		buf.WriteByte(':')
		c.writeJSON(buf, export, arrays)
		return true
	})
	buf.WriteByte('}')
}

// arrayLike applies the JS SDK's val() rule: every key a canonical
// non-negative integer and the largest below twice the count.
func arrayLike(keys []string) (int, bool) {
	max := -1
	for _, k := range keys {
		if k != "0" && (k == "" || k[0] < '1' || k[0] > '9') {
			return 0, false
		}
		i, err := strconv.Atoi(k)
		if err != nil || i < 0 {
			return 0, false
		}
		if i > max {
			max = i
		}
	}
	return max, len(keys) > 0 && max < 2*len(keys)
}

func (n *Node) writeLeaf(buf *bytes.Buffer) {
	switch n.kind {
	case kindBool:
		buf.WriteString(strconv.FormatBool(n.b))
	case kindNumber:
		buf.WriteString(n.numberString())
	case kindString:
		writeString(buf, n.s)
	}
}

func writeString(buf *bytes.Buffer, s string) {
	if isPlain(s) {
		buf.WriteByte('"')
		buf.WriteString(s)
		buf.WriteByte('"')
		return
	}
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	buf.Truncate(buf.Len() - 1) // Encode appends a newline
}

func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c == '"' || c == '\\' || c >= 0x80 {
			return false
		}
	}
	return true
}

// SplitKey is strings.Split for relative merge paths, dropping empties.
func SplitKey(rel string) []string {
	var out []string
	for _, s := range strings.Split(rel, "/") {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

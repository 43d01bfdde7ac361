package tree

import (
	"encoding/json"
	"math"
	"sort"
	"strconv"
)

type kind uint8

const (
	kindObject kind = iota
	kindBool
	kindNumber
	kindString
)

// Node is one immutable location: a leaf (bool, number, string) or an
// object with at least one child. nil is the empty node.
type Node struct {
	kind kind
	b    bool
	f    float64
	num  string // number as written, so int64 values survive; "" = format f
	s    string
	kids map[string]*Node
	prio *Node // nil, number leaf or string leaf
}

// Bool, Number and String build leaves.
func Bool(b bool) *Node { return &Node{kind: kindBool, b: b} }

// Number builds a number leaf.
func Number(f float64) *Node { return &Node{kind: kindNumber, f: f} }

// String builds a string leaf.
func String(s string) *Node { return &Node{kind: kindString, s: s} }

// numberText builds a number leaf keeping its JSON spelling.
func numberText(t string) (*Node, error) {
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsInf(f, 0) {
		return nil, ErrInvalidData
	}
	return &Node{kind: kindNumber, f: f, num: t}, nil
}

// Exists reports whether n holds data.
func (n *Node) Exists() bool { return n != nil }

// IsLeaf reports whether n is a bool, number or string.
func (n *Node) IsLeaf() bool { return n != nil && n.kind != kindObject }

// Child returns the child at key, or nil.
func (n *Node) Child(key string) *Node {
	if n == nil || n.kind != kindObject {
		return nil
	}
	return n.kids[key]
}

// Get returns the node at p below n; a final ".priority" yields the priority.
func (n *Node) Get(p Path) *Node {
	for i, seg := range p {
		if seg == ".priority" && i == len(p)-1 {
			return n.Priority()
		}
		n = n.Child(seg)
		if n == nil {
			return nil
		}
	}
	return n
}

// Priority returns n's priority leaf, or nil.
func (n *Node) Priority() *Node {
	if n == nil {
		return nil
	}
	return n.prio
}

// PriorityValue is Priority as a plain value: nil, float64 or string.
func (n *Node) PriorityValue() any { return n.Priority().Val() }

// NumChildren returns how many children n has.
func (n *Node) NumChildren() int {
	if n == nil {
		return 0
	}
	return len(n.kids)
}

// Children returns the child keys in key order.
func (n *Node) Children() []string {
	if n == nil || len(n.kids) == 0 {
		return nil
	}
	keys := make([]string, 0, len(n.kids))
	for k := range n.kids {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return CompareKeys(keys[i], keys[j]) < 0 })
	return keys
}

// Val returns n as plain JSON: nil, bool, float64, string or
// map[string]any; priorities are dropped. Rules engines read this.
func (n *Node) Val() any {
	if n == nil {
		return nil
	}
	switch n.kind {
	case kindBool:
		return n.b
	case kindNumber:
		return n.f
	case kindString:
		return n.s
	}
	m := make(map[string]any, len(n.kids))
	for k, c := range n.kids {
		m[k] = c.Val()
	}
	return m
}

// Value is Val with numbers as json.Number, so large integers keep their
// digits when the value is marshalled again.
func (n *Node) Value() any {
	if n == nil {
		return nil
	}
	switch n.kind {
	case kindNumber:
		return json.Number(n.numberString())
	case kindObject:
		m := make(map[string]any, len(n.kids))
		for k, c := range n.kids {
			m[k] = c.Value()
		}
		return m
	}
	return n.Val()
}

// Float returns a number leaf's value and whether n is a number.
func (n *Node) Float() (float64, bool) {
	if n == nil || n.kind != kindNumber {
		return 0, false
	}
	return n.f, true
}

func (n *Node) numberString() string {
	if n.num != "" {
		return n.num
	}
	b, _ := json.Marshal(n.f) // ES6 number formatting, like JSON.stringify
	return string(b)
}

// withPriority returns a copy of n with priority p (nil clears it).
func (n *Node) withPriority(p *Node) *Node {
	if n == nil {
		return nil
	}
	c := *n
	c.prio = p
	return &c
}

// WithChild returns a copy of n with child key replaced by c (nil deletes
// it). A leaf n is replaced by an object; an object left empty becomes nil.
func (n *Node) WithChild(key string, c *Node) *Node {
	var out Node
	if n != nil && n.kind == kindObject {
		out = Node{kind: kindObject, prio: n.prio}
		out.kids = make(map[string]*Node, len(n.kids)+1)
		for k, v := range n.kids {
			out.kids[k] = v
		}
	} else {
		out = Node{kind: kindObject, kids: make(map[string]*Node, 1)}
		if n != nil {
			out.prio = n.prio
		}
	}
	if c == nil {
		delete(out.kids, key)
	} else {
		out.kids[key] = c
	}
	if len(out.kids) == 0 {
		return nil
	}
	return &out
}

// Set returns a new root with v stored at p (nil deletes, pruning parents
// left empty). A final ".priority" segment sets the parent's priority.
func (n *Node) Set(p Path, v *Node) *Node {
	if len(p) == 0 {
		return v
	}
	if len(p) == 1 && p[0] == ".priority" {
		if v != nil && !validPriority(v) {
			return n
		}
		return n.withPriority(v)
	}
	return n.WithChild(p[0], n.Child(p[0]).Set(p[1:], v))
}

func validPriority(v *Node) bool {
	return v == nil || (v.prio == nil && (v.kind == kindNumber || v.kind == kindString))
}

// Equal reports whether a and b hold the same data and priorities.
func Equal(a, b *Node) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || a.kind != b.kind || !Equal(a.prio, b.prio) {
		return false
	}
	switch a.kind {
	case kindBool:
		return a.b == b.b
	case kindNumber:
		return a.f == b.f
	case kindString:
		return a.s == b.s
	}
	if len(a.kids) != len(b.kids) {
		return false
	}
	for k, c := range a.kids {
		if !Equal(c, b.kids[k]) {
			return false
		}
	}
	return true
}

package tree

import (
	"encoding/json"
	"math"
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
	kids *kids // objects: at least one child
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
	return n.kids.get(key)
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
	return n.kids.len()
}

// Children returns the child keys in key order.
func (n *Node) Children() []string {
	if n == nil || n.kids == nil {
		return nil
	}
	keys := make([]string, 0, n.kids.len())
	n.kids.each(func(k string, _ *Node) bool { keys = append(keys, k); return true })
	return keys
}

// Each calls fn for every child in key order until fn returns false.
func (n *Node) Each(fn func(key string, child *Node) bool) {
	if n != nil {
		n.kids.each(fn)
	}
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
	m := make(map[string]any, n.kids.len())
	n.kids.each(func(k string, c *Node) bool { m[k] = c.Val(); return true })
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
		m := make(map[string]any, n.kids.len())
		n.kids.each(func(k string, c *Node) bool { m[k] = c.Value(); return true })
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
	out := Node{kind: kindObject}
	if n != nil {
		out.prio = n.prio
		if n.kind == kindObject {
			out.kids = n.kids
		}
	}
	if c == nil {
		out.kids = out.kids.del(key)
	} else {
		out.kids = out.kids.set(key, c)
	}
	if out.kids == nil {
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
	return equalKids(a.kids, b.kids)
}

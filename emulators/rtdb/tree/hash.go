package tree

import (
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"math"
	"sort"
	"strings"
)

// Hash is the SDK's node hash: base64 SHA-1 over a canonical text, "" for
// the empty node. Clients send it with transactional puts.
func (n *Node) Hash() string { return n.hash(ieeeHex) }

// HashJS is Hash computed with the JS SDK's inexact double encoding, which
// differs from Hash only for doubles just below a power of two.
func (n *Node) HashJS() string { return n.hash(jsIEEEHex) }

// MatchesHash reports whether h is n's hash by either encoding.
func (n *Node) MatchesHash(h string) bool { return h == n.Hash() || h == n.HashJS() }

func (n *Node) hash(hex func(float64) string) string {
	if n == nil {
		return ""
	}
	var sb strings.Builder
	if n.prio != nil {
		sb.WriteString("priority:")
		sb.WriteString(n.prio.leafText(hex))
		sb.WriteByte(':')
	}
	if n.kind != kindObject {
		sb.WriteString(n.leafText(hex))
	} else {
		for _, e := range n.priorityOrder() {
			if h := e.v.hash(hex); h != "" {
				sb.WriteByte(':')
				sb.WriteString(e.k)
				sb.WriteByte(':')
				sb.WriteString(h)
			}
		}
	}
	if sb.Len() == 0 {
		return ""
	}
	sum := sha1.Sum([]byte(sb.String()))
	return base64.StdEncoding.EncodeToString(sum[:])
}

func (n *Node) leafText(hex func(float64) string) string {
	switch n.kind {
	case kindBool:
		return fmt.Sprintf("boolean:%t", n.b)
	case kindNumber:
		return "number:" + hex(n.f)
	}
	return "string:" + n.s
}

type entry struct {
	k string
	v *Node
}

// priorityOrder lists the children by priority, then key. Children come
// out of the treap in key order, so a stable sort by priority suffices.
func (n *Node) priorityOrder() []entry {
	es := make([]entry, 0, n.kids.len())
	n.kids.each(func(k string, v *Node) bool { es = append(es, entry{k, v}); return true })
	sort.SliceStable(es, func(i, j int) bool { return CompareValues(es[i].v.Priority(), es[j].v.Priority()) < 0 })
	return es
}

func ieeeHex(f float64) string { return fmt.Sprintf("%016x", math.Float64bits(f)) }

// jsIEEEHex mirrors the SDK's doubleToIEEE754String, including its use of
// floor(log(v)/LN2) for the exponent.
func jsIEEEHex(v float64) string {
	const ebits, fbits, bias = 11, 52, 1023
	var s bool
	var e, f float64
	if v == 0 {
		s = math.Signbit(v)
	} else {
		s = v < 0
		v = math.Abs(v)
		if v >= math.Pow(2, 1-bias) {
			ln := math.Min(math.Floor(math.Log(v)/math.Ln2), bias)
			e = ln + bias
			f = math.Round(v*math.Pow(2, fbits-ln) - math.Pow(2, fbits))
		} else {
			f = math.Round(v / math.Pow(2, 1-bias-fbits))
		}
	}
	var bits uint64
	for i := 0; i < fbits; i++ {
		if math.Mod(f, 2) != 0 {
			bits |= 1 << i
		}
		f = math.Floor(f / 2)
	}
	for i := 0; i < ebits; i++ {
		if math.Mod(e, 2) != 0 {
			bits |= 1 << (fbits + i)
		}
		e = math.Floor(e / 2)
	}
	if s {
		bits |= 1 << 63
	}
	return fmt.Sprintf("%016x", bits)
}

package tree

import (
	"strconv"
	"unicode/utf8"
)

// Sentinel key names the JS SDK puts in queries: below and above every
// real key.
const (
	MinName = "[MIN_NAME]"
	MaxName = "[MAX_NAME]"
)

// CompareKeys orders child names as the SDK's nameCompare: MinName first,
// MaxName last, then keys that are int32 integers (numerically; equal
// numbers shorter text first), then the rest by UTF-16 code units.
func CompareKeys(a, b string) int {
	if a == b {
		return 0
	}
	if a == MinName || b == MaxName {
		return -1
	}
	if b == MinName || a == MaxName {
		return 1
	}
	ai, aok := int32Key(a)
	bi, bok := int32Key(b)
	switch {
	case aok && bok:
		if ai != bi {
			return cmpInt(ai, bi)
		}
		return cmpInt(int64(len(a)), int64(len(b)))
	case aok:
		return -1
	case bok:
		return 1
	}
	return CompareStrings(a, b)
}

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// int32Key matches /^-?(0*)\d{1,10}$/ with a value that fits int32.
func int32Key(s string) (int64, bool) {
	d := s
	if len(d) > 0 && d[0] == '-' {
		d = d[1:]
	}
	if d == "" {
		return 0, false
	}
	for i := 0; i < len(d); i++ {
		if d[i] < '0' || d[i] > '9' {
			return 0, false
		}
	}
	trimmed := d
	for len(trimmed) > 1 && trimmed[0] == '0' {
		trimmed = trimmed[1:]
	}
	// (0*)\d{1,10}: after leading zeros at most 10 digits remain; a run
	// of zeros alone still leaves one digit.
	if len(trimmed) > 10 {
		return 0, false
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || v < -1<<31 || v > 1<<31-1 {
		return 0, false
	}
	return v, true
}

// CompareStrings compares as JavaScript does, by UTF-16 code units.
func CompareStrings(a, b string) int {
	for a != "" && b != "" {
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			ua, ub := firstUnit(ra), firstUnit(rb)
			if ua != ub {
				return cmpInt(int64(ua), int64(ub))
			}
			return cmpInt(int64(ra), int64(rb))
		}
		a, b = a[na:], b[nb:]
	}
	return cmpInt(int64(len(a)), int64(len(b)))
}

func firstUnit(r rune) rune {
	if r < 0x10000 {
		return r
	}
	return 0xD800 + ((r - 0x10000) >> 10)
}

// CompareValues orders nodes as the SDK's value index: null < false <
// true < numbers < strings < objects, all objects equal.
func CompareValues(a, b *Node) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return -1
	case b == nil:
		return 1
	case a.kind == kindObject && b.kind == kindObject:
		return 0
	case a.kind == kindObject:
		return 1
	case b.kind == kindObject:
		return -1
	}
	if a.kind != b.kind {
		return cmpInt(int64(a.kind), int64(b.kind)) // bool < number < string
	}
	switch a.kind {
	case kindBool:
		if a.b == b.b {
			return 0
		}
		if !a.b {
			return -1
		}
		return 1
	case kindNumber:
		switch {
		case a.f < b.f:
			return -1
		case a.f > b.f:
			return 1
		}
		return 0
	}
	return CompareStrings(a.s, b.s)
}

// ComparePriority orders by priority (none < numbers < strings), then key.
func ComparePriority(ak string, a *Node, bk string, b *Node) int {
	if c := CompareValues(a.Priority(), b.Priority()); c != 0 {
		return c
	}
	return CompareKeys(ak, bk)
}

package tree

import "strconv"

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
	if a != "" && b != "" && plainStart(a[0]) && plainStart(b[0]) {
		return CompareStrings(a, b) // neither a sentinel nor an integer
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

func plainStart(c byte) bool { return c != '-' && c != '[' && (c < '0' || c > '9') }

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

// CompareStrings compares as JavaScript does, by UTF-16 code units. UTF-8
// byte order is code point order, which differs from UTF-16 order only
// between a supplementary character (lead byte 0xF0-0xF4, a surrogate pair
// in UTF-16) and U+E000-U+FFFF (lead byte 0xEE or 0xEF).
func CompareStrings(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	if i == n {
		return cmpInt(int64(len(a)), int64(len(b)))
	}
	x, y := a[i], b[i]
	switch {
	case x >= 0xF0 && (y == 0xEE || y == 0xEF):
		return -1
	case y >= 0xF0 && (x == 0xEE || x == 0xEF):
		return 1
	case x < y:
		return -1
	}
	return 1
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

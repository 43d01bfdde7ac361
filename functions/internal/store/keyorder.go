package store

import (
	"math"
	"strconv"
)

// KeyLess is the database's order of keys (orderBy "$key"): keys that read
// as 32-bit integers first, by value, then the others as strings.
func KeyLess(a, b string) bool {
	ai, aInt := intKey(a)
	bi, bInt := intKey(b)
	switch {
	case aInt && bInt:
		return ai < bi
	case aInt != bInt:
		return aInt
	}
	return a < b
}

// intKey reads k as the database does: a canonical 32-bit integer ("7",
// "-3"; not "07", "+7" or "-0").
func intKey(k string) (int64, bool) {
	n, err := strconv.ParseInt(k, 10, 64)
	if err != nil || n < math.MinInt32 || n > math.MaxInt32 || strconv.FormatInt(n, 10) != k {
		return 0, false
	}
	return n, true
}

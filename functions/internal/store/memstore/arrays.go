package memstore

import (
	"strconv"
)

// The database keeps no arrays: a written array becomes an object keyed
// "0", "1", … (its null items dropped), and an object whose keys are all
// array indexes, dense enough, is answered as an array again, with null
// in the holes. The rule is the JS SDK's val() one the database emulator
// applies (emulators/rtdb/tree): every key a canonical non-negative
// integer and the largest below twice the count. Query answers (Page,
// Range, Equal) stay plain objects, as the emulator's do.

// objects turns every array in v into an index-keyed object.
func objects(v any) any {
	switch t := v.(type) {
	case []any:
		m := map[string]any{}
		for i, c := range t {
			if c = objects(c); c != nil {
				m[strconv.Itoa(i)] = c
			}
		}
		if len(m) == 0 {
			return nil
		}
		return m
	case map[string]any:
		for k, c := range t {
			t[k] = objects(c)
		}
		return t
	}
	return v
}

// arrays renders v as the database answers it: a copy in which every
// array-like object is an array.
func arrays(v any) any {
	m, ok := v.(map[string]any)
	if !ok {
		return v
	}
	if max, ok := arrayLike(m); ok {
		out := make([]any, max+1)
		for k, c := range m {
			i, _ := strconv.Atoi(k)
			out[i] = arrays(c)
		}
		return out
	}
	out := make(map[string]any, len(m))
	for k, c := range m {
		out[k] = arrays(c)
	}
	return out
}

func arrayLike(m map[string]any) (int, bool) {
	max := -1
	for k := range m {
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
	return max, len(m) > 0 && max < 2*len(m)
}

package folio

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
)

// Indexed is a contract map whose keys are indexes ("0", "1", …; a
// numeric-key map of folio.json). The database answers such a map as an
// array when its keys are dense (a missing index reads null) and stores a
// list the functions write as an array the same way, so it decodes from
// either shape into the same map.
type Indexed[T any] map[string]T

// UnmarshalJSON reads an object keyed by index or an array (its nulls
// skipped, as absent indexes).
func (m *Indexed[T]) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || b[0] != '[' {
		var obj map[string]T
		if err := json.Unmarshal(b, &obj); err != nil {
			return err
		}
		*m = obj
		return nil
	}
	var list []json.RawMessage
	if err := json.Unmarshal(b, &list); err != nil {
		return err
	}
	out := make(Indexed[T], len(list))
	for i, raw := range list {
		if string(bytes.TrimSpace(raw)) == "null" {
			continue
		}
		var v T
		if err := json.Unmarshal(raw, &v); err != nil {
			return fmt.Errorf("index %d: %w", i, err)
		}
		out[strconv.Itoa(i)] = v
	}
	*m = out
	return nil
}

// Values are the map's values in index order (keys that are not indexes
// last, by key).
func (m Indexed[T]) Values() []T {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		x, errA := strconv.Atoi(a)
		y, errB := strconv.Atoi(b)
		switch {
		case errA == nil && errB == nil:
			return x - y
		case errA == nil:
			return -1
		case errB == nil:
			return 1
		}
		return bytes.Compare([]byte(a), []byte(b))
	})
	out := make([]T, len(keys))
	for i, k := range keys {
		out[i] = m[k]
	}
	return out
}

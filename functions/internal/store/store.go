package store

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// ServerTime is the Realtime Database server-timestamp placeholder; written
// through Update or Set it becomes the server's time in milliseconds.
var ServerTime = map[string]any{".sv": "timestamp"}

// Store is what the domains need from the database. Paths are slash-separated
// without a leading slash ("requests/abc/status"). Values are JSON-shaped:
// map[string]any, []any, string, float64, bool or nil.
type Store interface {
	// Get decodes the value at path into v (a pointer). A missing value leaves
	// v untouched and returns ErrNotFound.
	Get(ctx context.Context, path string, v any) error
	// Set replaces the value at path.
	Set(ctx context.Context, path string, v any) error
	// Update writes several children of path at once (multi-path update; keys
	// may contain slashes; a nil value deletes).
	Update(ctx context.Context, path string, fields map[string]any) error
	// Transaction runs fn with the current value (nil when absent) and writes
	// what it returns, retrying on contention. Returning ErrAbort leaves the
	// value unchanged and Transaction returns nil.
	Transaction(ctx context.Context, path string, fn func(current any) (any, error)) error
	// SetIfAbsent writes v at path only while nothing is stored there, in
	// one request (a write conditioned on the ETag of no value, where a
	// Transaction reads first), and reports whether it wrote.
	SetIfAbsent(ctx context.Context, path string, v any) (bool, error)
	// Equal returns the children of path whose child field equals value,
	// keyed by child key (orderByChild/equalTo).
	Equal(ctx context.Context, path, field string, value any) (map[string]map[string]any, error)
	// Page returns up to limit children of path in key order, the first
	// after the key after ("" starts at the first child): a walk over a
	// collection one bounded page at a time (orderBy "$key", limitToFirst).
	// A child that is not an object has a nil Value. limit must be positive.
	Page(ctx context.Context, path, after string, limit int) ([]Node, error)
	// Range returns the last limit children of path whose numeric field
	// lies in [from, to] (orderByChild, startAt, endAt, limitToLast),
	// ordered by the field, then the key: the newest bounded page of a
	// collection by time. limit must be positive.
	Range(ctx context.Context, path, field string, from, to float64, limit int) ([]Node, error)
}

// SortByField orders nodes by their numeric field, then by key, as the
// database orders an orderByChild answer.
func SortByField(nodes []Node, field string) {
	slices.SortFunc(nodes, func(a, b Node) int {
		x, y := Number(a.Value[field]), Number(b.Value[field])
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		case KeyLess(a.Key, b.Key):
			return -1
		}
		return 1
	})
}

// Node is one child of a path as Page returns it.
type Node struct {
	Key   string
	Value map[string]any
}

// Join builds a path from segments, refusing empty segments and segments
// holding characters the database forbids in keys.
func Join(segs ...string) (string, error) {
	for _, s := range segs {
		if s == "" || strings.ContainsAny(s, ".#$[]") {
			return "", fmt.Errorf("%w: segment %q", ErrBadPath, s)
		}
	}
	return strings.Join(segs, "/"), nil
}

// Key turns an arbitrary string (an event id, a folio) into a safe key.
func Key(s string) string {
	r := strings.NewReplacer(".", "_", "#", "_", "$", "_", "[", "_", "]", "_", "/", "_")
	return r.Replace(s)
}

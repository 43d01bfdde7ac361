// Package rtdbstore implements store.Store over the firebase-admin-go
// Realtime Database client (the emulator is reached through
// FIREBASE_DATABASE_EMULATOR_HOST=localhost:<port>?ns=<instance>).
package rtdbstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"firebase.google.com/go/v4/db"

	"oppnp/functions/internal/store"
)

// Store wraps a database client.
type Store struct{ c *db.Client }

var _ store.Store = (*Store)(nil)

// New returns a store over c.
func New(c *db.Client) *Store { return &Store{c: c} }

// Get implements store.Store.
func (s *Store) Get(ctx context.Context, path string, v any) error {
	var raw json.RawMessage
	if err := s.c.NewRef(path).Get(ctx, &raw); err != nil {
		return fmt.Errorf("rtdbstore: get %s: %w", path, err)
	}
	if len(raw) == 0 || string(raw) == "null" {
		return store.ErrNotFound
	}
	return json.Unmarshal(raw, v)
}

// Set implements store.Store.
func (s *Store) Set(ctx context.Context, path string, v any) error {
	if err := s.c.NewRef(path).Set(ctx, v); err != nil {
		return fmt.Errorf("rtdbstore: set %s: %w", path, err)
	}
	return nil
}

// Update implements store.Store.
func (s *Store) Update(ctx context.Context, path string, fields map[string]any) error {
	if path == "" {
		path = "/"
	}
	if err := s.c.NewRef(path).Update(ctx, fields); err != nil {
		return fmt.Errorf("rtdbstore: update %s: %w", path, err)
	}
	return nil
}

// Transaction implements store.Store.
func (s *Store) Transaction(ctx context.Context, path string, fn func(any) (any, error)) error {
	aborted := false
	err := s.c.NewRef(path).Transaction(ctx, func(n db.TransactionNode) (any, error) {
		var cur any
		if err := n.Unmarshal(&cur); err != nil {
			return nil, err
		}
		next, err := fn(cur)
		if errors.Is(err, store.ErrAbort) {
			aborted = true
			return nil, err
		}
		return next, err
	})
	if aborted {
		return nil
	}
	if err != nil {
		return fmt.Errorf("rtdbstore: transaction %s: %w", path, err)
	}
	return nil
}

// Equal implements store.Store.
func (s *Store) Equal(ctx context.Context, path, field string, value any) (map[string]map[string]any, error) {
	out := map[string]map[string]any{}
	if err := s.c.NewRef(path).OrderByChild(field).EqualTo(value).Get(ctx, &out); err != nil {
		return nil, fmt.Errorf("rtdbstore: query %s by %s: %w", path, field, err)
	}
	return out, nil
}

// Page implements store.Store. The database's startAt is inclusive, so it
// asks for one more child and drops the one at after (gone since, it is
// simply not there). The answer is ordered here with store.KeyLess, the
// server's order: the SDK's GetOrdered compares keys as strings only, so
// it would put "10" before "2" and a walk would skip children.
func (s *Store) Page(ctx context.Context, path, after string, limit int) ([]store.Node, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("rtdbstore: page of %s: %w", path, store.ErrBadLimit)
	}
	q := s.c.NewRef(path).OrderByKey().LimitToFirst(limit + 1)
	if after != "" {
		q = q.StartAt(after)
	}
	var raw any
	if err := q.Get(ctx, &raw); err != nil {
		return nil, fmt.Errorf("rtdbstore: page of %s after %q: %w", path, after, err)
	}
	children := map[string]any{}
	switch v := raw.(type) {
	case map[string]any:
		children = v
	case []any: // keys 0..n come back as an array
		for i, c := range v {
			if c != nil {
				children[strconv.Itoa(i)] = c
			}
		}
	}
	out := make([]store.Node, 0, len(children))
	for k, c := range children {
		if k != after {
			m, _ := c.(map[string]any)
			out = append(out, store.Node{Key: k, Value: m})
		}
	}
	slices.SortFunc(out, func(a, b store.Node) int {
		if store.KeyLess(a.Key, b.Key) {
			return -1
		}
		return 1
	})
	return out[:min(limit, len(out))], nil
}

// Range implements store.Store.
func (s *Store) Range(ctx context.Context, path, field string, from, to float64, limit int) ([]store.Node, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("rtdbstore: range of %s: %w", path, store.ErrBadLimit)
	}
	var raw map[string]any
	q := s.c.NewRef(path).OrderByChild(field).StartAt(from).EndAt(to).LimitToLast(limit)
	if err := q.Get(ctx, &raw); err != nil {
		return nil, fmt.Errorf("rtdbstore: range of %s by %s: %w", path, field, err)
	}
	out := make([]store.Node, 0, len(raw))
	for k, c := range raw {
		if m, ok := c.(map[string]any); ok {
			out = append(out, store.Node{Key: k, Value: m})
		}
	}
	store.SortByField(out, field)
	return out, nil
}

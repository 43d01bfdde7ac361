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
	"time"

	"firebase.google.com/go/v4/db"

	"oppnp/functions/internal/store"
)

// DefaultTimeout is the deadline of one database call whose context has
// none: a request's or a trigger's context bounds its calls already, a
// background one (a lease's renewal, the sweep) would otherwise wait for
// a held database for ever (docs/adr/0060-side-effects-survive-their-process.md).
const DefaultTimeout = 10 * time.Second

// Store wraps a database client.
type Store struct {
	c *db.Client
	// Timeout is the deadline of a call whose context has none
	// (DefaultTimeout when zero). A call past it is store.ErrTimeout.
	Timeout time.Duration
}

var _ store.Store = (*Store)(nil)

// New returns a store over c.
func New(c *db.Client) *Store { return &Store{c: c} }

// bound gives ctx the store's deadline when it has none.
func (s *Store) bound(ctx context.Context) (context.Context, context.CancelFunc) {
	if _, ok := ctx.Deadline(); ok {
		return ctx, func() {}
	}
	d := s.Timeout
	if d <= 0 {
		d = DefaultTimeout
	}
	return context.WithTimeout(ctx, d)
}

// fail wraps err of the call op; a call past its deadline is
// store.ErrTimeout, so the user is told to try again.
func fail(ctx context.Context, op string, err error) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("rtdbstore: %s: %w: %v", op, store.ErrTimeout, err)
	}
	return fmt.Errorf("rtdbstore: %s: %w", op, err)
}

// Get implements store.Store.
func (s *Store) Get(ctx context.Context, path string, v any) error {
	ctx, cancel := s.bound(ctx)
	defer cancel()
	var raw json.RawMessage
	if err := s.c.NewRef(path).Get(ctx, &raw); err != nil {
		return fail(ctx, "get "+path, err)
	}
	if len(raw) == 0 || string(raw) == "null" {
		return store.ErrNotFound
	}
	return json.Unmarshal(raw, v)
}

// Set implements store.Store.
func (s *Store) Set(ctx context.Context, path string, v any) error {
	ctx, cancel := s.bound(ctx)
	defer cancel()
	if err := s.c.NewRef(path).Set(ctx, v); err != nil {
		return fail(ctx, "set "+path, err)
	}
	return nil
}

// Update implements store.Store.
func (s *Store) Update(ctx context.Context, path string, fields map[string]any) error {
	if path == "" {
		path = "/"
	}
	ctx, cancel := s.bound(ctx)
	defer cancel()
	if err := s.c.NewRef(path).Update(ctx, fields); err != nil {
		return fail(ctx, "update "+path, err)
	}
	return nil
}

// Transaction implements store.Store.
func (s *Store) Transaction(ctx context.Context, path string, fn func(any) (any, error)) error {
	ctx, cancel := s.bound(ctx)
	defer cancel()
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
		return fail(ctx, "transaction "+path, err)
	}
	return nil
}

// nullETag is the ETag the database gives a location that holds nothing.
const nullETag = "null_etag"

// SetIfAbsent implements store.Store.
func (s *Store) SetIfAbsent(ctx context.Context, path string, v any) (bool, error) {
	ctx, cancel := s.bound(ctx)
	defer cancel()
	wrote, err := s.c.NewRef(path).SetIfUnchanged(ctx, nullETag, v)
	if err != nil {
		return false, fail(ctx, "set if absent "+path, err)
	}
	return wrote, nil
}

// Equal implements store.Store.
func (s *Store) Equal(ctx context.Context, path, field string, value any) (map[string]map[string]any, error) {
	ctx, cancel := s.bound(ctx)
	defer cancel()
	out := map[string]map[string]any{}
	if err := s.c.NewRef(path).OrderByChild(field).EqualTo(value).Get(ctx, &out); err != nil {
		return nil, fail(ctx, "query "+path+" by "+field, err)
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
	ctx, cancel := s.bound(ctx)
	defer cancel()
	var raw any
	if err := q.Get(ctx, &raw); err != nil {
		return nil, fail(ctx, fmt.Sprintf("page of %s after %q", path, after), err)
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
	ctx, cancel := s.bound(ctx)
	defer cancel()
	if err := q.Get(ctx, &raw); err != nil {
		return nil, fail(ctx, "range of "+path+" by "+field, err)
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

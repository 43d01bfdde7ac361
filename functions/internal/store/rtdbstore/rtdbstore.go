// Package rtdbstore implements store.Store over the firebase-admin-go
// Realtime Database client (the emulator is reached through
// FIREBASE_DATABASE_EMULATOR_HOST=localhost:<port>?ns=<instance>).
package rtdbstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

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

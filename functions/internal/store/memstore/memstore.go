// Package memstore is an in-memory store.Store for unit tests of the domain
// packages: a JSON tree behind a mutex, with server timestamps from a
// settable clock.
package memstore

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/store"
)

// Store is an in-memory database tree.
type Store struct {
	mu   sync.Mutex
	root map[string]any
	// Now gives server timestamps; the wall clock when nil.
	Now func() time.Time
}

var _ store.Store = (*Store)(nil)

// New returns an empty store.
func New() *Store { return &Store{root: map[string]any{}} }

func split(path string) []string {
	path = strings.Trim(path, "/")
	if path == "" {
		return nil
	}
	return strings.Split(path, "/")
}

func (s *Store) now() float64 {
	if s.Now != nil {
		return float64(s.Now().UnixMilli())
	}
	return float64(clock.Wall.Now().UnixMilli())
}

// normalize turns v into plain JSON values and resolves server timestamps.
func (s *Store) normalize(v any) (any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("memstore: %w", err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, err
	}
	return s.resolve(objects(out)), nil
}

func (s *Store) resolve(v any) any {
	m, ok := v.(map[string]any)
	if !ok {
		return v
	}
	if sv, ok := m[".sv"]; ok && sv == "timestamp" && len(m) == 1 {
		return s.now()
	}
	for k, c := range m {
		m[k] = s.resolve(c)
		if m[k] == nil {
			delete(m, k)
		}
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

func (s *Store) get(path string) any {
	var cur any = s.root
	for _, seg := range split(path) {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = m[seg]
	}
	return cur
}

func (s *Store) set(path string, v any) {
	segs := split(path)
	if len(segs) == 0 {
		m, _ := v.(map[string]any)
		if m == nil {
			m = map[string]any{}
		}
		s.root = m
		return
	}
	cur := s.root
	for _, seg := range segs[:len(segs)-1] {
		next, ok := cur[seg].(map[string]any)
		if !ok {
			if v == nil {
				return
			}
			next = map[string]any{}
			cur[seg] = next
		}
		cur = next
	}
	last := segs[len(segs)-1]
	if v == nil {
		delete(cur, last)
	} else {
		cur[last] = v
	}
	s.prune(segs[:len(segs)-1])
}

// prune removes maps left empty along segs, as the database does.
func (s *Store) prune(segs []string) {
	for i := len(segs); i > 0; i-- {
		if m, ok := s.get(strings.Join(segs[:i], "/")).(map[string]any); ok && len(m) == 0 {
			parent := s.root
			if i > 1 {
				parent, _ = s.get(strings.Join(segs[:i-1], "/")).(map[string]any)
			}
			delete(parent, segs[i-1])
		}
	}
}

func decode(v any, into any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, into)
}

// Get implements store.Store.
func (s *Store) Get(_ context.Context, path string, v any) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	cur := s.get(path)
	if cur == nil {
		return store.ErrNotFound
	}
	return decode(arrays(cur), v)
}

// Set implements store.Store.
func (s *Store) Set(_ context.Context, path string, v any) error {
	n, err := s.normalize(v)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.set(path, n)
	return nil
}

// Update implements store.Store.
func (s *Store) Update(_ context.Context, path string, fields map[string]any) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k, v := range fields {
		n, err := s.normalize(v)
		if err != nil {
			return err
		}
		s.set(strings.Trim(path, "/")+"/"+k, n)
	}
	return nil
}

// Transaction implements store.Store.
func (s *Store) Transaction(_ context.Context, path string, fn func(any) (any, error)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var cur any
	if err := decode(arrays(s.get(path)), &cur); err != nil {
		return err
	}
	next, err := fn(cur)
	if err == store.ErrAbort {
		return nil
	}
	if err != nil {
		return err
	}
	n, err := s.normalize(next)
	if err != nil {
		return err
	}
	s.set(path, n)
	return nil
}

// SetIfAbsent implements store.Store.
func (s *Store) SetIfAbsent(_ context.Context, path string, v any) (bool, error) {
	n, err := s.normalize(v)
	if err != nil {
		return false, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.get(path) != nil {
		return false, nil
	}
	s.set(path, n)
	return true, nil
}

// Equal implements store.Store.
func (s *Store) Equal(_ context.Context, path, field string, value any) (map[string]map[string]any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	want, err := s.normalize(value)
	if err != nil {
		return nil, err
	}
	out := map[string]map[string]any{}
	parent, _ := s.get(path).(map[string]any)
	for k, c := range parent {
		m, ok := c.(map[string]any)
		if !ok {
			continue
		}
		if fmt.Sprint(s.get(path+"/"+k+"/"+field)) == fmt.Sprint(want) && s.get(path+"/"+k+"/"+field) != nil {
			var cp map[string]any
			if err := decode(m, &cp); err != nil {
				return nil, err
			}
			out[k] = cp
		}
	}
	return out, nil
}

// Page implements store.Store.
func (s *Store) Page(_ context.Context, path, after string, limit int) ([]store.Node, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("memstore: page of %s: %w", path, store.ErrBadLimit)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	parent, _ := s.get(path).(map[string]any)
	keys := make([]string, 0, len(parent))
	for k := range parent {
		if after == "" || store.KeyLess(after, k) {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b string) int {
		if store.KeyLess(a, b) {
			return -1
		}
		return 1
	})
	keys = keys[:min(limit, len(keys))]
	out := make([]store.Node, 0, len(keys))
	for _, k := range keys {
		n := store.Node{Key: k}
		if m, ok := parent[k].(map[string]any); ok {
			if err := decode(m, &n.Value); err != nil {
				return nil, err
			}
		}
		out = append(out, n)
	}
	return out, nil
}

// Range implements store.Store.
func (s *Store) Range(_ context.Context, path, field string, from, to float64, limit int) ([]store.Node, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("memstore: range of %s: %w", path, store.ErrBadLimit)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	parent, _ := s.get(path).(map[string]any)
	out := []store.Node{}
	for k, c := range parent {
		m, ok := c.(map[string]any)
		v, num := m[field].(float64)
		if !ok || !num || v < from || v > to {
			continue
		}
		var cp map[string]any
		if err := decode(m, &cp); err != nil {
			return nil, err
		}
		out = append(out, store.Node{Key: k, Value: cp})
	}
	store.SortByField(out, field)
	return out[max(0, len(out)-limit):], nil
}

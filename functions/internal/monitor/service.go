package monitor

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// Service writes the projection. Its writes never touch requests/ except an
// operator correction's status change, so they trigger nothing but that.
type Service struct {
	Store store.Store
	Now   func() time.Time
}

const (
	entriesPath = "monitor/requests"
	historyPath = "monitor/history"
	boardPath   = "monitor/board/statuses"
	metaPath    = "monitor/meta"
)

// Sync refreshes the projection of one folio after a write of
// requests/{id}: req is the folio after the write (nil once deleted); step,
// with its event key, is the status change the write made, if any.
func (s *Service) Sync(ctx context.Context, id string, req *folio.Folio, key string, step *Step) error {
	p, err := store.Join(entriesPath, id)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrBadID, err)
	}
	var prev *Entry
	var old Entry
	if err := s.Store.Get(ctx, p, &old); err == nil {
		prev = &old
	} else if !errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("monitor: read %s: %w", p, err)
	}
	if req == nil {
		if err := s.Store.Update(ctx, "", map[string]any{p: nil, historyPath + "/" + id: nil}); err != nil {
			return fmt.Errorf("monitor: remove %s: %w", id, err)
		}
		if prev != nil {
			return s.recount(ctx, prev.Status)
		}
		return nil
	}
	var entered int64
	switch {
	case step != nil && step.To == req.Status:
		entered = step.At
	case prev != nil && prev.Status == req.Status && prev.EnteredStatusAt > 0:
		entered = prev.EnteredStatusAt
	default:
		var hist map[string]any
		if hp, err := store.Join("requestHistory", id); err == nil {
			_ = s.Store.Get(ctx, hp, &hist)
		}
		entered = EnteredAt(req, Trail(hist))
	}
	e := Project(req, entered)
	fields := map[string]any{p: e}
	if step != nil && key != "" {
		fields[historyPath+"/"+id+"/"+store.Key(key)] = step
	}
	if err := s.Store.Update(ctx, "", fields); err != nil {
		return fmt.Errorf("monitor: write %s: %w", id, err)
	}
	if prev != nil && prev.Status == e.Status && prev.EnteredStatusAt == e.EnteredStatusAt {
		return nil // the board counts only status and time in status
	}
	if prev != nil && prev.Status != e.Status && prev.Status != "" {
		if err := s.recount(ctx, prev.Status); err != nil {
			return err
		}
	}
	return s.recount(ctx, e.Status)
}

// recount rebuilds one status of the board from the entries in it.
// Concurrent recounts of one status may briefly leave an older count; the
// next change of that status recounts it again.
func (s *Service) recount(ctx context.Context, status folio.Status) error {
	p, err := store.Join(boardPath, string(status))
	if err != nil {
		return nil // no status: nothing on the board
	}
	rows, err := s.Store.Equal(ctx, entriesPath, "status", string(status))
	if err != nil {
		return fmt.Errorf("monitor: count %s: %w", status, err)
	}
	entries := make([]Entry, 0, len(rows))
	for _, r := range rows {
		e, err := decode(r)
		if err == nil && e.Status == status {
			entries = append(entries, e)
		}
	}
	var v any
	if st := Stats(entries); st != nil {
		v = st
	}
	return s.Store.Update(ctx, "", map[string]any{p: v, "monitor/board/updatedAt": store.ServerTime})
}

// Rebuild recomputes the whole projection from requests/ and
// requestHistory/ (the backfill of folios written before the projection
// existed, or a repair).
func (s *Service) Rebuild(ctx context.Context) (int, error) {
	var reqs map[string]map[string]any
	if err := s.Store.Get(ctx, "requests", &reqs); err != nil && !errors.Is(err, store.ErrNotFound) {
		return 0, fmt.Errorf("monitor: read requests: %w", err)
	}
	var hist map[string]map[string]any
	if err := s.Store.Get(ctx, "requestHistory", &hist); err != nil && !errors.Is(err, store.ErrNotFound) {
		return 0, fmt.Errorf("monitor: read history: %w", err)
	}
	entries := map[string]Entry{}
	steps := map[string]map[string]Step{}
	for id, tree := range reqs {
		if _, err := store.Join(id); err != nil || tree == nil {
			continue
		}
		// A folio off the contract is projected as far as it fits it.
		req, _ := folio.FromTree(tree)
		trail := Trail(hist[id])
		entries[id] = Project(req, EnteredAt(req, trail))
		for k, h := range trail {
			if h.StatusChange() {
				if steps[id] == nil {
					steps[id] = map[string]Step{}
				}
				steps[id][store.Key(k)] = h.Step()
			}
		}
	}
	err := s.Store.Set(ctx, "monitor", map[string]any{
		"requests": entries,
		"history":  steps,
		"board":    map[string]any{"statuses": Board(entries), "updatedAt": store.ServerTime},
		"meta":     map[string]any{"builtAt": store.ServerTime, "folios": len(entries)},
	})
	if err != nil {
		return 0, fmt.Errorf("monitor: write projection: %w", err)
	}
	return len(entries), nil
}

// Ensure rebuilds the projection once, when it was never built (the demo
// data of `make run` predates every trigger). It reports whether it did.
func (s *Service) Ensure(ctx context.Context) (bool, error) {
	now := s.now().UnixMilli()
	claimed := false
	err := s.Store.Transaction(ctx, metaPath, func(cur any) (any, error) {
		m, _ := cur.(map[string]any)
		if m["builtAt"] != nil || now-int64(store.Number(m["claimedAt"])) < 60_000 {
			return nil, store.ErrAbort
		}
		claimed = true
		return map[string]any{"claimedAt": now}, nil
	})
	if err != nil || !claimed {
		return false, err
	}
	if _, err := s.Rebuild(ctx); err != nil {
		return false, err
	}
	return true, nil
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func decode(m map[string]any) (Entry, error) {
	var e Entry
	b, err := json.Marshal(m)
	if err != nil {
		return e, err
	}
	return e, json.Unmarshal(b, &e)
}

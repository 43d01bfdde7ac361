package monitor

import (
	"context"
	"errors"
	"fmt"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

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
	board, now := Board(entries), s.now().UnixMilli()
	for _, st := range board {
		st.Compact(now)
	}
	err := s.Store.Set(ctx, "monitor", map[string]any{
		"requests": entries,
		"history":  steps,
		"board":    map[string]any{"statuses": board, "updatedAt": store.ServerTime},
		"meta":     map[string]any{"builtAt": store.ServerTime, "folios": len(entries), "version": ProjectionVersion},
	})
	if err != nil {
		return 0, fmt.Errorf("monitor: write projection: %w", err)
	}
	return len(entries), nil
}

// ProjectionVersion is the shape of the entries Rebuild writes; Ensure
// rebuilds a projection of an older one, so a field the projection stopped
// carrying (version 2 dropped the masked name and CURP) leaves every entry,
// not only those of folios written since.
const ProjectionVersion = 2

// Ensure rebuilds the projection once, when it was never built (the demo
// data of `make run` predates every trigger) or was built in an older
// shape. It reports whether it did.
func (s *Service) Ensure(ctx context.Context) (bool, error) {
	now := s.now().UnixMilli()
	claimed := false
	err := s.Store.Transaction(ctx, metaPath, func(cur any) (any, error) {
		m, _ := cur.(map[string]any)
		current := m["builtAt"] != nil && int(store.Number(m["version"])) >= ProjectionVersion
		if current || now-int64(store.Number(m["claimedAt"])) < 60_000 {
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

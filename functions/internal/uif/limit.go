package uif

import (
	"context"
	"fmt"
	"time"

	"oppnp/functions/internal/store"
)

// MaxPerHour is how many notices one staff member may ask for in an hour
// (docs/access.md): the client search sends one per client and day, so a
// promoter at work stays far below it.
const MaxPerHour = 10

// limitWindow is the counter's window.
const limitWindow = time.Hour

// LimitPath is a staff member's counter, limits/uif/{bpId}: a node the
// rules let no client read or write.
func LimitPath(bpID string) (string, error) { return store.Join("limits", "uif", bpID) }

// take counts one notice of bpID in a transaction: {windowStart, count},
// a new window once the last one is an hour old. Past MaxPerHour it
// refuses with ErrTooMany and counts nothing.
func (s *Service) take(ctx context.Context, bpID string) error {
	p, err := LimitPath(bpID)
	if err != nil {
		return ErrForbidden
	}
	now := s.Now().UnixMilli()
	over := false
	err = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
		over = false
		m, _ := cur.(map[string]any)
		start, n := store.Number(m["windowStart"]), store.Number(m["count"])
		if m == nil || float64(now)-start >= float64(limitWindow.Milliseconds()) {
			return map[string]any{"windowStart": now, "count": 1}, nil
		}
		if n >= MaxPerHour {
			over = true
			return nil, store.ErrAbort
		}
		return map[string]any{"windowStart": start, "count": n + 1}, nil
	})
	if err != nil {
		return fmt.Errorf("uif: count the notice: %w", err)
	}
	if over {
		return ErrTooMany
	}
	return nil
}

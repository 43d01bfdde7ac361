package uif

import (
	"context"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/ratelimit"
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

// take counts one notice of bpID (ratelimit.Budget: {windowStart, count},
// a new window once the last one is an hour old). Past MaxPerHour it
// refuses with ErrTooMany and counts nothing.
func (s *Service) take(ctx context.Context, bpID string) error {
	p, err := LimitPath(bpID)
	if err != nil {
		return ErrForbidden
	}
	b := ratelimit.Budget{Path: p, Max: MaxPerHour, Window: limitWindow}
	if err := b.Take(ctx, s.Store, s.Clock.Now(), ""); errors.Is(err, ratelimit.ErrExhausted) {
		return ErrTooMany
	} else if err != nil {
		return fmt.Errorf("uif: count the notice: %w", err)
	}
	return nil
}

package clearance

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/ratelimit"
	"oppnp/functions/internal/store"
)

// MaxPerHour is how many distinct CURPs one staff member may ask about
// (clearance and in-flight together) in an hour: a promoter at work
// searches a few dozen clients a day, a script probing the UIF list or who
// is in flight hits it in minutes. Asking again about a CURP already
// counted in the window is free (a retry after a network error, the search
// then the creation of the same client).
const MaxPerHour = 30

// limitWindow is the budget's window.
const limitWindow = time.Hour

// LimitPath is a staff member's budget, limits/clearance/{bpId}: a node
// the rules let no client read or write, so it survives restarts and
// every instance of the functions counts in the same place.
func LimitPath(bpID string) (string, error) { return store.Join("limits", "clearance", bpID) }

// curpTag is how the budget remembers a CURP it counted: a short digest,
// so the limits node holds no client's identity.
func curpTag(curp string) string {
	sum := sha256.Sum256([]byte(curp))
	return hex.EncodeToString(sum[:8])
}

// take counts curp against bpID's budget (ratelimit.Budget:
// {windowStart, count, seen: {tag: true}}, a new window once the last one
// is an hour old). A CURP seen in the window counts nothing; past
// MaxPerHour a new one is refused with ErrTooMany and counts nothing.
func (s *Service) take(ctx context.Context, bpID, curp string) error {
	p, err := LimitPath(bpID)
	if err != nil {
		return ErrForbidden
	}
	b := ratelimit.Budget{Path: p, Max: MaxPerHour, Window: limitWindow}
	if err := b.Take(ctx, s.Store, s.Clock.Now(), curpTag(curp)); errors.Is(err, ratelimit.ErrExhausted) {
		return ErrTooMany
	} else if err != nil {
		return fmt.Errorf("clearance: count the query: %w", err)
	}
	return nil
}

package clearance

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

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

// take counts curp against bpID's budget in a transaction:
// {windowStart, count, seen: {tag: true}}, a new window once the last one
// is an hour old. A CURP seen in the window counts nothing; past
// MaxPerHour a new one is refused with ErrTooMany and counts nothing.
func (s *Service) take(ctx context.Context, bpID, curp string) error {
	p, err := LimitPath(bpID)
	if err != nil {
		return ErrForbidden
	}
	now, tag := s.Now().UnixMilli(), curpTag(curp)
	over := false
	err = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
		over = false
		m, _ := cur.(map[string]any)
		start, n := store.Number(m["windowStart"]), store.Number(m["count"])
		if m == nil || float64(now)-start >= float64(limitWindow.Milliseconds()) {
			return map[string]any{"windowStart": now, "count": 1, "seen": map[string]any{tag: true}}, nil
		}
		seen, _ := m["seen"].(map[string]any)
		if seen[tag] == true {
			return nil, store.ErrAbort
		}
		if n >= MaxPerHour {
			over = true
			return nil, store.ErrAbort
		}
		next := make(map[string]any, len(seen)+1)
		for k, v := range seen {
			next[k] = v
		}
		next[tag] = true
		return map[string]any{"windowStart": start, "count": n + 1, "seen": next}, nil
	})
	if err != nil {
		return fmt.Errorf("clearance: count the query: %w", err)
	}
	if over {
		return ErrTooMany
	}
	return nil
}

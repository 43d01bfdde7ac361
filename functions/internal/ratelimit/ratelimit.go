package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/store"
)

// ErrExhausted means the budget of the window is spent; nothing was counted.
var ErrExhausted = errors.New("ratelimit: budget of the window spent")

// Budget is at most Max uses per Window, counted at the node Path.
type Budget struct {
	Path   string
	Max    int
	Window time.Duration
}

// Take counts one use at now in a transaction on the node
// {windowStart, count, seen}, starting a new window once the last one is
// Window old. A non-empty tag already counted in the window is free (a
// retry of the same question); an empty tag always counts. Past Max it
// returns ErrExhausted and counts nothing.
func (b Budget) Take(ctx context.Context, st store.Store, now time.Time, tag string) error {
	at := now.UnixMilli()
	over := false
	err := st.Transaction(ctx, b.Path, func(cur any) (any, error) {
		over = false
		m, _ := cur.(map[string]any)
		start, n := store.Number(m["windowStart"]), store.Number(m["count"])
		if m == nil || float64(at)-start >= float64(b.Window.Milliseconds()) {
			return node(at, 1, nil, tag), nil
		}
		seen, _ := m["seen"].(map[string]any)
		if tag != "" && seen[tag] == true {
			return nil, store.ErrAbort
		}
		if n >= float64(b.Max) {
			over = true
			return nil, store.ErrAbort
		}
		return node(int64(start), n+1, seen, tag), nil
	})
	if err != nil {
		return fmt.Errorf("ratelimit: %s: %w", b.Path, err)
	}
	if over {
		return ErrExhausted
	}
	return nil
}

// node is the budget's stored value; seen holds the tags counted in the
// window, copied so the transaction never edits what it read.
func node(start int64, count float64, seen map[string]any, tag string) map[string]any {
	v := map[string]any{"windowStart": start, "count": count}
	if tag == "" {
		if len(seen) > 0 {
			v["seen"] = seen
		}
		return v
	}
	next := make(map[string]any, len(seen)+1)
	for k, s := range seen {
		next[k] = s
	}
	next[tag] = true
	v["seen"] = next
	return v
}

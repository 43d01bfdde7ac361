package trigger

import (
	"context"

	"oppnp/functions/internal/store"
)

// claim opens (or resumes) the marker of one side effect of one event. It
// returns the marker's state, and done when an earlier delivery finished it.
func (h *Handler) claim(ctx context.Context, path string, init func() (map[string]any, error)) (map[string]any, bool, error) {
	var state map[string]any
	done := false
	err := h.Store.Transaction(ctx, path, func(cur any) (any, error) {
		if m, ok := cur.(map[string]any); ok {
			state = m
			if m["done"] == true {
				done = true
				return nil, store.ErrAbort
			}
			m["attempts"] = store.Number(m["attempts"]) + 1
			return m, nil
		}
		m, err := init()
		if err != nil {
			return nil, err
		}
		m["attempts"] = 1
		m["startedAt"] = store.ServerTime
		state = m
		return m, nil
	})
	return state, done, err
}

// progress records fields of a marker (done: true closes it).
func (h *Handler) progress(ctx context.Context, path string, fields map[string]any) error {
	return h.Store.Update(ctx, path, fields)
}

package ratelimit_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"oppnp/functions/internal/ratelimit"
	"oppnp/functions/internal/store/memstore"
)

func TestBudget_Take(t *testing.T) {
	t0 := time.UnixMilli(1_800_000_000_000)
	type use struct {
		after time.Duration
		tag   string
		want  error
	}
	cases := map[string][]use{
		"untagged uses count up to the max, then refuse": {
			{0, "", nil}, {time.Second, "", nil}, {2 * time.Second, "", ratelimit.ErrExhausted},
		},
		"a new window starts once the last is old": {
			{0, "", nil}, {time.Second, "", nil}, {time.Hour, "", nil}, {time.Hour + time.Second, "", nil},
			{time.Hour + 2*time.Second, "", ratelimit.ErrExhausted},
		},
		"a tag already counted in the window is free": {
			{0, "a", nil}, {time.Second, "a", nil}, {2 * time.Second, "b", nil}, {3 * time.Second, "a", nil},
			{4 * time.Second, "c", ratelimit.ErrExhausted},
		},
		"a refused use counts nothing, the window's tags stay free": {
			{0, "a", nil}, {0, "b", nil}, {time.Second, "c", ratelimit.ErrExhausted}, {2 * time.Second, "b", nil},
		},
	}
	for name, uses := range cases {
		t.Run(name, func(t *testing.T) {
			st := memstore.New()
			b := ratelimit.Budget{Path: "limits/test/bp1", Max: 2, Window: time.Hour}
			for i, u := range uses {
				if err := b.Take(context.Background(), st, t0.Add(u.after), u.tag); !errors.Is(err, u.want) || (u.want == nil && err != nil) {
					t.Fatalf("use %d (%+v): %v, want %v", i, u, err, u.want)
				}
			}
		})
	}
}

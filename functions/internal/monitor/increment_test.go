package monitor_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/memstore"
)

// noScan refuses every read of a whole collection: the trigger's path must
// cost the same however many folios exist.
type noScan struct{ *memstore.Store }

func (s noScan) Get(ctx context.Context, path string, v any) error {
	switch strings.Trim(path, "/") {
	case "", "requests", "requestHistory", "monitor", "monitor/requests", "monitor/history", "monitor/board", "monitor/board/statuses":
		return errors.New("collection read: " + path)
	}
	return s.Store.Get(ctx, path, v)
}

func (noScan) Equal(context.Context, string, string, any) (map[string]map[string]any, error) {
	return nil, errors.New("collection query")
}

// TestSync_DuplicateAndOutOfOrder delivers the events of one folio's life
// in several orders, with duplicates: the board counts it once, in the
// status of its newest write.
func TestSync_DuplicateAndOutOfOrder(t *testing.T) {
	type ev struct {
		req  map[string]any // nil: deleted
		step *monitor.Step
	}
	events := map[string]ev{
		"new":   {map[string]any{"status": "fileValidation", "lastUpdateAt": 1000.0}, &monitor.Step{To: "fileValidation", At: 1000}},
		"moved": {map[string]any{"status": "validation", "lastUpdateAt": 2000.0}, &monitor.Step{From: "fileValidation", To: "validation", At: 2000}},
		"edit":  {map[string]any{"status": "validation", "lastUpdateAt": 3000.0, "amount": 5.0}, nil},
		"gone":  {},
	}
	tests := []struct {
		name      string
		order     []string
		fv, valid int
		entered   int64
	}{
		{"in order", []string{"new", "moved", "edit"}, 0, 1, 2000},
		{"every event twice", []string{"new", "new", "moved", "moved", "edit", "edit"}, 0, 1, 2000},
		{"the move before the creation", []string{"moved", "new", "edit"}, 0, 1, 2000},
		{"newest first", []string{"edit", "moved", "new"}, 0, 1, 3000},
		{"a late duplicate of the creation", []string{"new", "moved", "new", "edit", "new"}, 0, 1, 2000},
		{"deleted", []string{"new", "moved", "gone"}, 0, 0, 0},
		{"deleted twice", []string{"new", "gone", "gone"}, 0, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			mem := memstore.New()
			mem.Now = func() time.Time { return time.UnixMilli(1_000_000) }
			s := &monitor.Service{Store: noScan{mem}, Clock: clock.Func(mem.Now)}
			// Another folio shares the statuses, so counts are not just 0/1.
			other := typed(t, map[string]any{"status": "validation", "lastUpdateAt": 500.0})
			if err := s.Sync(ctx, "other", other, "o1", &monitor.Step{To: "validation", At: 500}); err != nil {
				t.Fatal(err)
			}
			for i, name := range tt.order {
				e := events[name]
				var f *folio.Folio
				if e.req != nil {
					f = typed(t, e.req)
				}
				if err := s.Sync(ctx, "a", f, name, e.step); err != nil {
					t.Fatalf("event %d %s: %v", i, name, err)
				}
			}
			b := board(t, mem)
			if b["fileValidation"].Count != tt.fv || b["validation"].Count != tt.valid+1 {
				t.Fatalf("board %+v, want fileValidation %d validation %d", b, tt.fv, tt.valid+1)
			}
			if want := 500 + tt.entered; b["validation"].SumEnteredAt != want {
				t.Fatalf("validation sum %d, want %d", b["validation"].SumEnteredAt, want)
			}
			var e monitor.Entry
			err := mem.Get(ctx, "monitor/requests/a", &e)
			if tt.valid == 0 && !errors.Is(err, store.ErrNotFound) || tt.valid == 1 && (err != nil || e.EnteredStatusAt != tt.entered) {
				t.Fatalf("entry %+v %v", e, err)
			}
		})
	}
}

package monitor_test

import (
	"testing"

	"oppnp/functions/internal/monitor"
)

func TestStatusStats_AddRemove(t *testing.T) {
	const min = 60_000
	at := func(ms int64) monitor.Entry {
		return monitor.Entry{Status: "validation", Label: "En validación", EnteredStatusAt: ms}
	}
	type op struct {
		add bool
		e   monitor.Entry
	}
	tests := []struct {
		name        string
		ops         []op
		count       int
		sum, oldest int64
		minutes     int
		held        bool // Remove's answer on the last op
	}{
		{"adds keep the exact oldest", []op{{true, at(5 * min)}, {true, at(2*min + 7)}, {true, at(9 * min)}}, 3, 16*min + 7, 2*min + 7, 3, true},
		{"the oldest's minute empties: the next minute's start", []op{{true, at(2*min + 7)}, {true, at(5*min + 30)}, {false, at(2*min + 7)}}, 1, 5*min + 30, 5 * min, 1, true},
		{"the oldest leaves a shared minute: kept, within a minute", []op{{true, at(2*min + 7)}, {true, at(2*min + 9)}, {false, at(2*min + 7)}}, 1, 2*min + 9, 2*min + 7, 1, true},
		{"a newer one leaves: the oldest stays exact", []op{{true, at(2*min + 7)}, {true, at(5 * min)}, {false, at(5 * min)}}, 1, 2*min + 7, 2*min + 7, 1, true},
		{"the last one leaves", []op{{true, at(3 * min)}, {false, at(3 * min)}}, 0, 0, 0, 0, false},
		{"an unknown entry time counts but is not the oldest", []op{{true, at(0)}, {true, at(4 * min)}}, 2, 4 * min, 4 * min, 1, true},
		{"a bulk write: one minute however many", []op{{true, at(min)}, {true, at(min)}, {true, at(min)}, {false, at(min)}}, 2, 2 * min, min, 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s monitor.StatusStats
			held := true
			for _, o := range tt.ops {
				if o.add {
					s.Add(o.e)
				} else {
					held = s.Remove(o.e)
				}
			}
			if s.Count != tt.count || s.SumEnteredAt != tt.sum || s.OldestEnteredAt != tt.oldest || len(s.Minutes) != tt.minutes || held != tt.held {
				t.Fatalf("got %+v held %v; want count %d sum %d oldest %d minutes %d held %v", s, held, tt.count, tt.sum, tt.oldest, tt.minutes, tt.held)
			}
		})
	}
}

package monitor_test

import (
	"testing"

	"oppnp/functions/internal/monitor"
)

const (
	minute = int64(60_000)
	hour   = 60 * minute
	day    = 24 * hour
)

func entryAt(ms int64) monitor.Entry {
	return monitor.Entry{Status: "validation", Label: "En validación", EnteredStatusAt: ms}
}

// TestStatusStats_Compact: old buckets merge into wider ones as they age,
// the count they hold is kept, and a removal finds the bucket its entry
// was merged into.
func TestStatusStats_Compact(t *testing.T) {
	const now = 1_000 * day
	tests := []struct {
		name    string
		entered []int64 // added, in order
		removed []int64 // then removed
		at      int64   // Compact's clock
		minutes map[string]int
		oldest  int64
	}{
		{"young minutes stay one minute wide", []int64{now - 3*minute, now - 15*minute}, nil, now,
			map[string]int{"m86399820000": 1, "m86399100000": 1}, now - 15*minute},
		{"17 minutes old: two minutes wide", []int64{now - 17*minute - 30_000}, nil, now,
			map[string]int{"m86398920000_2": 1}, now - 17*minute - 30_000},
		{"a day old: 128 minutes wide, with its neighbours", []int64{now - day, now - day + 5*minute, now - day - 50*minute}, nil, now,
			map[string]int{"m86307840000_128": 3}, now - day - 50*minute},
		{"the oldest leaves a bucket it shares: kept, within the bucket", []int64{now - day - 50*minute, now - day}, []int64{now - day - 50*minute}, now,
			map[string]int{"m86307840000_128": 1}, now - day - 50*minute},
		{"the oldest's bucket empties: the next bucket's start", []int64{now - day - 200*minute, now - day}, []int64{now - day - 200*minute}, now,
			map[string]int{"m86307840000_128": 1}, 86_307_840_000},
		{"an entry added beside a merged bucket joins it", []int64{now - day, now - day + minute}, nil, now,
			map[string]int{"m86307840000_128": 2}, now - day},
		{"a board written before buckets widened compacts its minutes", []int64{now - 3*hour, now - 3*hour + 2*minute}, nil, now,
			map[string]int{"m86388480000_16": 2}, now - 3*hour},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s monitor.StatusStats
			for _, at := range tt.entered {
				s.Add(entryAt(at))
				s.Compact(tt.at)
			}
			for _, at := range tt.removed {
				s.Remove(entryAt(at))
				s.Compact(tt.at)
			}
			if len(s.Minutes) != len(tt.minutes) || s.OldestEnteredAt != tt.oldest {
				t.Fatalf("minutes %v oldest %d; want %v oldest %d", s.Minutes, s.OldestEnteredAt, tt.minutes, tt.oldest)
			}
			for k, n := range tt.minutes {
				if s.Minutes[k] != n {
					t.Fatalf("minutes %v; want %v", s.Minutes, tt.minutes)
				}
			}
		})
	}
}

// TestStatusStats_CompactBound: however many members and however long
// they span, a compacted status node keeps a few buckets per doubling of
// the oldest age, each narrower than 1/16 of the age of what it holds.
func TestStatusStats_CompactBound(t *testing.T) {
	const now = 2_000 * day
	tests := []struct {
		name    string
		members int
		span    int64
	}{
		{"a busy hour", 5_000, hour},
		{"a month, one every 10 minutes", 4_320, 30 * day},
		{"two years of finished folios", 100_000, 730 * day},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s monitor.StatusStats
			step := tt.span / int64(tt.members)
			for i := range tt.members {
				s.Add(entryAt(now - int64(i)*step - 1))
				if i%97 == 0 {
					s.Compact(now)
				}
			}
			s.Compact(now)
			held := 0
			for _, n := range s.Minutes {
				held += n
			}
			if held != tt.members || s.Count != tt.members {
				t.Fatalf("buckets hold %d, count %d; want %d", held, s.Count, tt.members)
			}
			if len(s.Minutes) > 200 {
				t.Fatalf("%d buckets for %d members over %d ms", len(s.Minutes), tt.members, tt.span)
			}
		})
	}
}

package monitor

import "oppnp/functions/internal/folio"

// StatusStats is one status on the board. The average time in status is
// now − SumEnteredAt/Count and the maximum now − OldestEnteredAt, computed
// by the reader against its clock, so the board need not be rewritten
// every second to stay current.
//
// The board is kept by increments (Add, Remove), one small transaction per
// status change. A sum and a count take a removal; a minimum does not, so
// Minutes counts the members by when they entered, in buckets (bucket.go):
// when the oldest member's bucket empties, the oldest becomes the start of
// the oldest bucket still held. The same buckets give the reader the
// median and p90 of the time in status (docs/adr/0039-monitor-charts-and-wait-figures.md).
// Compact merges a bucket into one twice as wide once it is older than
// compactAge widths, so a status node holds a few buckets per doubling of
// its oldest member's age (about 160 for two years), never one per member
// or per minute; a bucket is at most about 1/8 as wide as the age of what
// it holds, so a figure read from its middle is within about 1/16.
type StatusStats struct {
	Label           string         `json:"label"`
	Group           folio.Group    `json:"group,omitempty"`
	Count           int            `json:"count"`
	SumEnteredAt    int64          `json:"sumEnteredAt"`
	OldestEnteredAt int64          `json:"oldestEnteredAt"`
	Minutes         map[string]int `json:"minutes,omitempty"`
	// Seq counts the changes of the node, so a recount knows whether the
	// node moved while it counted (converge.go).
	Seq int64 `json:"seq,omitempty"`
}

// Add counts one entry in its status.
func (s *StatusStats) Add(e Entry) {
	s.Label, s.Group = e.Label, e.Group
	s.Count++
	s.SumEnteredAt += e.EnteredStatusAt
	if e.EnteredStatusAt <= 0 {
		return // an unknown entry time is neither the oldest nor in a bucket
	}
	if s.OldestEnteredAt == 0 || e.EnteredStatusAt < s.OldestEnteredAt {
		s.OldestEnteredAt = e.EnteredStatusAt
	}
	if s.Minutes == nil {
		s.Minutes = map[string]int{}
	}
	s.Minutes[s.holder(e.EnteredStatusAt).key()]++
}

// Remove uncounts one entry (as it was counted) from its status. It
// reports false once the status holds nobody.
func (s *StatusStats) Remove(e Entry) bool {
	s.Count--
	s.SumEnteredAt -= e.EnteredStatusAt
	if s.Count <= 0 {
		*s = StatusStats{Label: s.Label, Group: s.Group}
		return false
	}
	if e.EnteredStatusAt <= 0 {
		return true
	}
	b := s.holder(e.EnteredStatusAt)
	k := b.key()
	if s.Minutes[k] > 1 {
		s.Minutes[k]--
		return true
	}
	delete(s.Minutes, k)
	if !b.holds(s.OldestEnteredAt) {
		return true
	}
	s.OldestEnteredAt = 0
	for m := range s.Minutes {
		if o, ok := parseBucket(m); ok && (s.OldestEnteredAt == 0 || o.start < s.OldestEnteredAt) {
			s.OldestEnteredAt = o.start
		}
	}
	return true
}

// Stats aggregates the entries of one status (all of them in that status).
func Stats(entries []Entry) *StatusStats {
	if len(entries) == 0 {
		return nil
	}
	s := &StatusStats{}
	for _, e := range entries {
		s.Add(e)
	}
	return s
}

// Board aggregates entries by status (the operator's rebuild).
func Board(entries map[string]Entry) map[string]*StatusStats {
	out := map[string]*StatusStats{}
	for _, e := range entries {
		if e.Status == "" {
			continue
		}
		if out[string(e.Status)] == nil {
			out[string(e.Status)] = &StatusStats{}
		}
		out[string(e.Status)].Add(e)
	}
	return out
}

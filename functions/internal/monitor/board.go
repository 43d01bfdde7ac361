package monitor

import (
	"strconv"
	"strings"

	"oppnp/functions/internal/folio"
)

// StatusStats is one status on the board. The average time in status is
// now − SumEnteredAt/Count and the maximum now − OldestEnteredAt, computed
// by the reader against its clock, so the board need not be rewritten
// every second to stay current.
//
// The board is kept by increments (Add, Remove), one small transaction per
// status change. A sum and a count take a removal; a minimum does not, so
// Minutes counts the members by the minute they entered ("m" + the
// minute's first millisecond, never a bare number: the database would read
// numeric keys as an array): when the oldest member's minute empties, the
// oldest becomes the first millisecond of the oldest minute still held. The
// maximum time in status is thus exact until the oldest member leaves and
// within a minute after; a status node grows with the minutes its members
// span, never with how many members there are.
type StatusStats struct {
	Label           string         `json:"label"`
	Group           folio.Group    `json:"group,omitempty"`
	Count           int            `json:"count"`
	SumEnteredAt    int64          `json:"sumEnteredAt"`
	OldestEnteredAt int64          `json:"oldestEnteredAt"`
	Minutes         map[string]int `json:"minutes,omitempty"`
}

const minute = 60_000

func minuteKey(at int64) string { return "m" + strconv.FormatInt(at/minute*minute, 10) }

// Add counts one entry in its status.
func (s *StatusStats) Add(e Entry) {
	s.Label, s.Group = e.Label, e.Group
	s.Count++
	s.SumEnteredAt += e.EnteredStatusAt
	if e.EnteredStatusAt <= 0 {
		return // an unknown entry time is neither the oldest nor in a minute
	}
	if s.OldestEnteredAt == 0 || e.EnteredStatusAt < s.OldestEnteredAt {
		s.OldestEnteredAt = e.EnteredStatusAt
	}
	if s.Minutes == nil {
		s.Minutes = map[string]int{}
	}
	s.Minutes[minuteKey(e.EnteredStatusAt)]++
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
	k := minuteKey(e.EnteredStatusAt)
	if s.Minutes[k] > 1 {
		s.Minutes[k]--
		return true
	}
	delete(s.Minutes, k)
	if k != minuteKey(s.OldestEnteredAt) {
		return true
	}
	s.OldestEnteredAt = 0
	for m := range s.Minutes {
		at, err := strconv.ParseInt(strings.TrimPrefix(m, "m"), 10, 64)
		if err == nil && (s.OldestEnteredAt == 0 || at < s.OldestEnteredAt) {
			s.OldestEnteredAt = at
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

package monitor

import "oppnp/functions/internal/folio"

// StatusStats is one status on the board. The average time in status is
// now − SumEnteredAt/Count and the maximum now − OldestEnteredAt, computed
// by the reader against its clock, so the board need not be rewritten
// every second to stay current.
type StatusStats struct {
	Label           string      `json:"label"`
	Group           folio.Group `json:"group,omitempty"`
	Count           int         `json:"count"`
	SumEnteredAt    int64       `json:"sumEnteredAt"`
	OldestEnteredAt int64       `json:"oldestEnteredAt"`
}

// Stats aggregates the entries of one status (all of them in that status).
func Stats(entries []Entry) *StatusStats {
	if len(entries) == 0 {
		return nil
	}
	s := &StatusStats{Label: entries[0].Label, Group: entries[0].Group}
	for _, e := range entries {
		s.Count++
		s.SumEnteredAt += e.EnteredStatusAt
		if s.OldestEnteredAt == 0 || (e.EnteredStatusAt > 0 && e.EnteredStatusAt < s.OldestEnteredAt) {
			s.OldestEnteredAt = e.EnteredStatusAt
		}
	}
	return s
}

// Board aggregates entries by status.
func Board(entries map[string]Entry) map[string]*StatusStats {
	by := map[folio.Status][]Entry{}
	for _, e := range entries {
		if e.Status != "" {
			by[e.Status] = append(by[e.Status], e)
		}
	}
	out := make(map[string]*StatusStats, len(by))
	for st, es := range by {
		out[string(st)] = Stats(es)
	}
	return out
}

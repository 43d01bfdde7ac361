package monitor

import (
	"encoding/json"

	"oppnp/functions/internal/folio"
)

// TrailEntry is what the projection reads of a requestHistory entry
// (written by the request trigger; docs/adr/0031-trail-and-exactly-once-side-effects.md).
type TrailEntry struct {
	From folio.Status `json:"from"`
	To   folio.Status `json:"to"`
	Role string       `json:"role"`
	At   int64        `json:"at"`
}

// Trail reads a folio's requestHistory entries as stored, leaving out any
// that does not read as one.
func Trail(hist map[string]any) map[string]TrailEntry {
	out := make(map[string]TrailEntry, len(hist))
	for k, v := range hist {
		b, err := json.Marshal(v)
		if err != nil {
			continue
		}
		var h TrailEntry
		if json.Unmarshal(b, &h) == nil {
			out[k] = h
		}
	}
	return out
}

// EnteredAt is when a folio entered its current status, for a projection
// built without the event: the latest trail entry into that status, else
// lastUpdateAt, else createdAt.
func EnteredAt(req *folio.Folio, history map[string]TrailEntry) int64 {
	var best int64
	for _, h := range history {
		if h.StatusChange() && h.To == req.Status && h.At > best {
			best = h.At
		}
	}
	if best > 0 {
		return best
	}
	if req.LastUpdateAt > 0 {
		return req.LastUpdateAt
	}
	return req.CreatedAt
}

// StatusChange reports whether a trail entry changed the status: the trail
// records every write of a folio, most of them within a status.
func (h TrailEntry) StatusChange() bool { return h.From != h.To }

// Step projects one trail entry.
//
//lint:ignore S1016 a projection: it must keep compiling when a trail entry gains a field
func (h TrailEntry) Step() Step { return Step{From: h.From, To: h.To, Role: h.Role, At: h.At} }

package clearance

import (
	"context"
	"errors"
	"fmt"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// Entry is inFlight/{curp}/{requestId}: a folio of the CURP still in
// flight, as much as another branch's promoter may learn of it (status,
// branch, age; never the client's data). A reservation is a clearance not
// yet used for a folio: it counts until ReservedUntil.
type Entry struct {
	Status        folio.Status `json:"status"`
	Branch        string       `json:"branch"`
	BpID          string       `json:"bpId"`
	At            int64        `json:"at"`
	Reserved      bool         `json:"reserved,omitempty"`
	ReservedUntil int64        `json:"reservedUntil,omitempty"`
}

// InFlight reports whether f is neither discarded nor rejected nor
// complete: a folio that can still reach COX. A CNCA folio ends when its
// request takes over (E0006, E0007; the request is the one in flight) or
// it is rejected or cancelled.
func InFlight(f *folio.Folio) bool {
	if f == nil || f.Curp == "" || f.Discarded != nil {
		return false
	}
	switch f.CNCACode() {
	case folio.CncaInProcess, folio.CncaLinked, folio.CncaRejected, folio.CncaCancelled:
		return false
	}
	switch f.Status.Group() {
	case folio.GroupComplete, folio.GroupRejected:
		return false
	}
	return true
}

func entryOf(f *folio.Folio) *Entry {
	if !InFlight(f) {
		return nil
	}
	return &Entry{Status: f.Status, Branch: f.BranchID(), BpID: f.CurrentPromoterBpID, At: f.CreatedAt}
}

// IndexOf is the inFlight/{curp}/{requestId} path and entry of folio f
// filed as requestID, or nil when f is not in flight: what the trigger
// keeps, for a loader (the demo import) that writes folios without it.
func IndexOf(requestID string, f *folio.Folio) (string, *Entry, error) {
	e := entryOf(f)
	if e == nil {
		return "", nil, nil
	}
	p, err := indexPath(f.Curp, requestID)
	if err != nil {
		return "", nil, fmt.Errorf("clearance: %w", err)
	}
	return p, e, nil
}

func indexPath(curp, requestID string) (string, error) {
	return store.Join("inFlight", store.Key(curp), requestID)
}

// Fields is the write that keeps inFlight/{curp}/{requestID} as the write
// of before → after leaves the folio, as paths from the root for a
// multi-path update (the trigger sends it in its trail entry's): set while
// the folio is in flight, removed once it is discarded, rejected or
// complete, or its CURP changed. A write that changes none of status,
// branch, promoter or CURP writes nothing. after is what the event says;
// Settle then holds the index to the folio as it is now.
func Fields(requestID string, before, after *folio.Folio) (map[string]any, error) {
	b, a := entryOf(before), entryOf(after)
	if sameIndex(before, after) && b != nil {
		return nil, nil
	}
	fields := map[string]any{}
	if b != nil && (a == nil || before.Curp != after.Curp) {
		p, err := indexPath(before.Curp, requestID)
		if err != nil {
			return nil, fmt.Errorf("clearance: %w", err)
		}
		fields[p] = nil
	}
	if a != nil {
		p, err := indexPath(after.Curp, requestID)
		if err != nil {
			return nil, fmt.Errorf("clearance: %w", err)
		}
		fields[p] = a
	} else if before == nil && after != nil && after.Curp != "" {
		// Created already ended (a CNCA folio discarded at once): drop
		// what the clearance reserved.
		p, err := indexPath(after.Curp, requestID)
		if err != nil {
			return nil, fmt.Errorf("clearance: %w", err)
		}
		fields[p] = nil
	}
	return fields, nil
}

// settleReads bounds how often Settle reads the folio again because it
// moved between a read and the index write made from it.
const settleReads = 25

// Settle holds inFlight/{curp}/{requestID} to the folio as it is now,
// after the index was written from written (Fields to an event's after).
// An event may be late: a redelivery of an older change (its side effect
// retried with backoff) would otherwise index a folio that has ended, or
// moved to another CURP, since, and refuse the client a new folio. It reads
// the folio after the write and, while the index it leaves differs from
// what was written, writes the difference and reads again: a change
// committed before a read is seen by it, and one committed after has its
// own event write after that read, so the last writer holds the latest
// state (docs/adr/0072-in-flight-index-held-to-the-folio.md).
func Settle(ctx context.Context, st store.Store, requestID string, written *folio.Folio) error {
	for range settleReads {
		now, err := store.GetFolio(ctx, st, requestID)
		switch {
		case errors.Is(err, store.ErrNotFound):
			now = nil // deleted: in flight nowhere
		case err != nil && now == nil:
			return fmt.Errorf("clearance: settle: %w", err)
		}
		if sameIndex(written, now) {
			return nil
		}
		fields, err := Fields(requestID, written, now)
		if err != nil {
			return err
		}
		if len(fields) > 0 {
			if err := st.Update(ctx, "", fields); err != nil {
				return fmt.Errorf("clearance: settle: %w", err)
			}
		}
		written = now
	}
	return fmt.Errorf("clearance: settle %s: %w", requestID, ErrMoving)
}

// sameIndex reports whether folios a and b leave the same index: neither
// in flight, or both under one CURP with one entry.
func sameIndex(a, b *folio.Folio) bool {
	ea, eb := entryOf(a), entryOf(b)
	if ea == nil || eb == nil {
		return ea == nil && eb == nil
	}
	return *ea == *eb && a.Curp == b.Curp
}

// Other is another folio of the CURP in flight, as the promoter sees it.
type Other struct {
	RequestID string       `json:"requestId"`
	Status    folio.Status `json:"status"`
	Label     string       `json:"label"`
	Branch    string       `json:"branch"`
	AgeDays   int          `json:"ageDays"`
}

// others reads the index value cur (inFlight/{curp}) at nowMs: the folios
// in flight other than except, reservations still held included.
func others(cur any, nowMs int64, except string) []Other {
	m, _ := cur.(map[string]any)
	var out []Other
	for id, v := range m {
		e, _ := v.(map[string]any)
		if id == except || e == nil {
			continue
		}
		if e["reserved"] == true && int64(store.Number(e["reservedUntil"])) < nowMs {
			continue
		}
		st := folio.Status(store.String(e["status"]))
		age := 0
		if at := int64(store.Number(e["at"])); at > 0 && at < nowMs {
			age = int((nowMs - at) / 86_400_000)
		}
		out = append(out, Other{RequestID: id, Status: st, Label: st.Label(), Branch: store.String(e["branch"]), AgeDays: age})
	}
	sortOthers(out)
	return out
}

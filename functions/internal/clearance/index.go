package clearance

import (
	"context"
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

// Sync keeps inFlight/{curp}/{requestID} as the write of before → after
// leaves the folio: set while it is in flight, removed once it is
// discarded, rejected or complete, or its CURP changed. A write that
// changes none of status, branch, promoter or CURP writes nothing.
func Sync(ctx context.Context, st store.Store, requestID string, before, after *folio.Folio) error {
	fields, err := Fields(requestID, before, after)
	if err != nil || len(fields) == 0 {
		return err
	}
	if err := st.Update(ctx, "", fields); err != nil {
		return fmt.Errorf("clearance: index: %w", err)
	}
	return nil
}

// Fields is Sync's write, as paths from the root for a multi-path update:
// a caller that writes anyway (the trigger, its trail entry) sends both in
// one.
func Fields(requestID string, before, after *folio.Folio) (map[string]any, error) {
	b, a := entryOf(before), entryOf(after)
	if b != nil && a != nil && *b == *a && before.Curp == after.Curp {
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

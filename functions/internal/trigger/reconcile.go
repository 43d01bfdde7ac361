package trigger

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// DefaultReconcileAfter is how long a side effect may stay unfinished
// before the sweep asks its provider what became of it: longer than the
// platform's first redeliveries, so the sweep does not race them
// (docs/adr/0060-side-effects-survive-their-process.md).
const DefaultReconcileAfter = 2 * time.Minute

// Pending is a folio whose side effect of its current status never
// finished: its answer was lost, or its process died and no redelivery
// took it over. Staff see these folios and can reconcile them now.
type Pending struct {
	RequestID string       `json:"requestId"`
	Status    folio.Status `json:"status"`
	Effect    folio.Effect `json:"effect"`
	// Since is when the folio entered its status (lastUpdateAt, ms).
	Since     int64  `json:"since"`
	Attempts  int    `json:"attempts"`
	LastError string `json:"lastError,omitempty"`
	Branch    string `json:"branch,omitempty"`
	Promoter  string `json:"promoter,omitempty"`
	marker    string
	action    int
}

// Outcome is what reconciling one pending effect did: the folio's status
// after it, or the error that left it pending.
type Outcome struct {
	RequestID string       `json:"requestId"`
	Effect    folio.Effect `json:"effect"`
	Status    folio.Status `json:"status"`
	Error     string       `json:"error,omitempty"`
}

// effectStatuses are the statuses whose entry runs a side effect: the
// targets of the contract's transitions with an effect and the statuses
// with an on-enter effect.
func effectStatuses() []folio.Status {
	var out []folio.Status
	for _, t := range folio.Transitions {
		if t.Effect == "" {
			continue
		}
		for _, s := range t.To {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	if !slices.Contains(out, folio.StatusSentCOX) {
		out = append(out, folio.StatusSentCOX)
	}
	return out
}

// PendingEffects lists the folios whose current status's side effect is
// unfinished older than olderThan (wall clock), oldest first.
func (h *Handler) PendingEffects(ctx context.Context, olderThan time.Duration) ([]Pending, error) {
	cutoff := h.wall().Add(-olderThan).UnixMilli()
	var out []Pending
	for _, s := range effectStatuses() {
		folios, err := h.Store.Equal(ctx, "requests", "status", string(s))
		if err != nil {
			return nil, fmt.Errorf("trigger: pending effects: %w", err)
		}
		for id, tree := range folios {
			f, _ := folio.FromTree(tree)
			if f == nil || folio.StatusOf(f) != s || f.LastUpdateAt <= 0 {
				continue
			}
			ps, err := h.pendingOf(ctx, id, f)
			if err != nil {
				return nil, err
			}
			// Old by the entry into the status, not by the folio's last
			// write: a field saved since does not make an effect recent.
			for _, pe := range ps {
				if pe.Since <= cutoff {
					out = append(out, pe)
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Since != out[j].Since {
			return out[i].Since < out[j].Since
		}
		return out[i].RequestID < out[j].RequestID
	})
	return out, nil
}

// pendingOf lists the unfinished markers of the folio's newest entry into
// its current status (the markers the trigger keyed by transitionKey),
// each with the time of that entry.
func (h *Handler) pendingOf(ctx context.Context, requestID string, f *folio.Folio) ([]Pending, error) {
	p, err := store.Join("sideEffects", requestID)
	if err != nil {
		return nil, nil
	}
	var markers map[string]any
	if err := h.Store.Get(ctx, p, &markers); err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	entry, since := entryOf(markers, folio.StatusOf(f))
	if entry == "" {
		return nil, nil
	}
	prefix := entry + "_"
	var out []Pending
	for key, v := range markers {
		m, ok := v.(map[string]any)
		if !ok || !strings.HasPrefix(key, prefix) || m["done"] == true {
			continue
		}
		kind := folio.Effect(strings.TrimPrefix(key, prefix))
		if _, err := runnerOf(kind); err != nil {
			continue
		}
		branch, err := h.folioBranch(ctx, requestID)
		if err != nil {
			return nil, err
		}
		out = append(out, Pending{RequestID: requestID, Status: folio.StatusOf(f), Effect: kind, Since: since,
			Attempts: int(store.Number(m["attempts"])), LastError: store.String(m["lastError"]), Branch: branch, Promoter: f.CurrentPromoterBpID,
			marker: p + "/" + key, action: int(store.Number(m["action"]))})
	}
	return out, nil
}

// Reconcile finishes the folio's pending side effects now, each under its
// lease (a live holder is left alone: ErrLeaseHeld). A COX submission asks
// COX first, with the submission's idempotency key kept: booked → the
// folio completes; unknown → the same submission is sent again, which COX
// records once; rejected → errorSentCOX. A biometric submission and a
// customer link are run again: the link's SMS goes under the marker's one
// key, so a provider that accepted an earlier run's SMS texts nothing more
// (customerLink).
func (h *Handler) Reconcile(ctx context.Context, requestID string) ([]Outcome, error) {
	tree, f, err := store.GetFolioTree(ctx, h.Store, requestID)
	if f == nil || (err != nil && !errors.Is(err, folio.ErrShape)) {
		return nil, ErrNothingPending
	}
	pending, err := h.pendingOf(ctx, requestID, f)
	if err != nil {
		return nil, err
	}
	if len(pending) == 0 {
		return nil, ErrNothingPending
	}
	var out []Outcome
	for _, pe := range pending {
		out = append(out, h.reconcileOne(ctx, pe, f, tree))
	}
	return out, nil
}

func (h *Handler) reconcileOne(ctx context.Context, pe Pending, f *folio.Folio, tree map[string]any) Outcome {
	o := Outcome{RequestID: pe.RequestID, Effect: pe.Effect}
	if pe.Effect == folio.EffectCoxSubmit {
		// Ask COX before anything: the answer of the last submission may
		// have been lost after COX booked it.
		if err := h.Store.Update(ctx, pe.marker, map[string]any{"statusChecked": nil}); err != nil {
			o.Error = err.Error()
			return o
		}
	}
	fn, _ := runnerOf(pe.Effect)
	ev := Event{ID: "reconcile-" + pe.RequestID, RequestID: pe.RequestID, After: f, AfterTree: tree}
	err := h.leased(ctx, ev.ID, pe.marker, func(ctx context.Context) error { return fn(h, ctx, ev, pe.marker, pe.action) })
	if err != nil {
		o.Error = err.Error()
		h.log().WarnContext(ctx, "side effect not reconciled", "requestId", pe.RequestID, "effect", pe.Effect, "error", o.Error)
	}
	var st string
	_ = h.Store.Get(ctx, "requests/"+pe.RequestID+"/status", &st)
	o.Status = folio.Status(st)
	h.log().InfoContext(ctx, "side effect reconciled", "requestId", pe.RequestID, "effect", pe.Effect, "status", st)
	return o
}

// Sweep reconciles every pending side effect older than olderThan: the
// periodic pass that moves on folios whose answer was lost.
func (h *Handler) Sweep(ctx context.Context, olderThan time.Duration) ([]Outcome, error) {
	pending, err := h.PendingEffects(ctx, olderThan)
	if err != nil {
		return nil, err
	}
	var out []Outcome
	for _, pe := range pending {
		tree, f, err := store.GetFolioTree(ctx, h.Store, pe.RequestID)
		if f == nil || (err != nil && !errors.Is(err, folio.ErrShape)) || folio.StatusOf(f) != pe.Status {
			continue // moved on meanwhile
		}
		out = append(out, h.reconcileOne(ctx, pe, f, tree))
	}
	return out, nil
}

// entryOf finds the folio's newest entry into status among its markers:
// the key transitionKey gave it ("{status}_{lastUpdateAt}") and its time.
// The markers keep the lastUpdateAt of the write that made the status;
// the folio's own moves with every later write in that status, so it
// cannot name the entry. Markers keyed by an event id carry no time and
// are not an entry this finds.
func entryOf(markers map[string]any, status folio.Status) (string, int64) {
	st := store.Key(string(status)) + "_"
	var best int64 = -1
	for key := range markers {
		rest, ok := strings.CutPrefix(key, st)
		if !ok {
			continue
		}
		at, _, ok := strings.Cut(rest, "_")
		n, err := strconv.ParseInt(at, 10, 64)
		if !ok || err != nil || n <= 0 {
			continue
		}
		best = max(best, n)
	}
	if best < 0 {
		return "", 0
	}
	return fmt.Sprintf("%s%d", st, best), best
}

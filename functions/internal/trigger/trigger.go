package trigger

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"oppnp/functions/internal/clearance"
	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/cnca"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/listsync"
	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/store"
)

// FunctionsUID is the lastUpdateBy the functions write.
const FunctionsUID = "functions"

// Gateway is what the side effects call (the functions' service session).
type Gateway interface {
	SendSMS(ctx context.Context, phone, message string) (string, error)
	// SendSMSOnce texts once per sms.IdempotencyKey: a send with a key the
	// provider has seen answers the first send's message id and reference.
	SendSMSOnce(ctx context.Context, sms gateway.SMS) (gateway.SMSSent, error)
	SubmitBiometric(ctx context.Context, folio, curp, callbackURL string) (string, error)
	// SubmitCOX sends idempotencyKey as the Idempotency-Key header: the
	// same key never submits twice.
	SubmitCOX(ctx context.Context, folio, curp, probankNumber string, amount float64, idempotencyKey string) (*gateway.COXReceipt, error)
	// COXStatus asks COX whether it booked a folio, before a submission
	// under a key COX has not seen.
	COXStatus(ctx context.Context, folio string) (*gateway.COXState, error)
}

// Handler handles request writes.
type Handler struct {
	Store     store.Store
	Gateway   Gateway
	Clock     clock.Clock
	PublicURL string
	// LinkTTL is Remote Config customer_link_ttl_hours.
	LinkTTL func(ctx context.Context) time.Duration
	Log     *slog.Logger
	// Monitor keeps the public masked projection (internal/monitor) on
	// every write; nil leaves it alone.
	Monitor Projector
	// Lease is how long a delivery holds a side effect without renewing it
	// (DefaultLease when zero).
	Lease time.Duration
	// CallTimeout is the deadline of each gateway call a side effect makes
	// (DefaultCallTimeout when zero).
	CallTimeout time.Duration
	// Wall is the clock of leases (the wall clock when nil); never the business
	// clock, which tests move.
	Wall clock.Clock
	// COXAttempts bounds the submissions of one entry into sentCOX that get
	// no answer (DefaultCOXAttempts when zero).
	COXAttempts int
}

// Projector refreshes the monitor projection of a folio after a write: req
// is the folio after it (nil once deleted), step the status change it made.
type Projector interface {
	Sync(ctx context.Context, requestID string, req *folio.Folio, key string, step *monitor.Step) error
}

// Event is one write of requests/{RequestID}.
type Event struct {
	ID        string
	Time      time.Time
	RequestID string
	// Before and After are the folio before and after the write in the
	// contract's types (nil when absent).
	Before, After *folio.Folio
	// BeforeTree and AfterTree are the same values as stored: the trail
	// lists every changed leaf, inside the contract or not.
	BeforeTree, AfterTree map[string]any
	// AuthType and AuthID are the CloudEvent's authtype and authid
	// extensions: who committed the write (AuthAdmin for the functions).
	AuthType, AuthID string
}

// Handle records the write in the trail and, on a status change, runs its
// side effects.
func (h *Handler) Handle(ctx context.Context, ev Event) error {
	if ev.ID == "" || ev.RequestID == "" {
		return ErrBadEvent
	}
	reqPath, err := store.Join("requests", ev.RequestID)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrBadEvent, err)
	}
	evKey := store.Key(ev.ID)
	from, to := folio.StatusOf(ev.Before), folio.StatusOf(ev.After)
	entry := h.trailEntry(ctx, ev)
	// Keyed by the event id alone, so a redelivery (same id) rewrites the
	// same entry; readers order entries by at.
	histPath := "requestHistory/" + ev.RequestID + "/" + evKey
	if ev.After == nil && ev.AuthType == AuthAdmin && from == "" {
		// Keys alone removed (Orphan, below): no folio was deleted, so no
		// trail entry and no projection; a folio of this id is on the
		// monitor only through its own events.
		return nil
	}
	if ev.After == nil { // deleted: its trail entry, and in flight nowhere
		if err := h.Store.Set(ctx, histPath, entry); err != nil {
			return fmt.Errorf("trigger: history: %w", err)
		}
		// The index as the folio before the deletion left it, held to the
		// folio as it is now: none.
		if err := clearance.Settle(ctx, h.Store, ev.RequestID, ev.Before); err != nil {
			return fmt.Errorf("trigger: %w", err)
		}
		return h.project(ctx, ev.RequestID, nil, "", nil)
	}
	if ev.AuthType == AuthAdmin && onlyLists(entry.Paths) {
		if ev.After.Status == "" { // keys written under a folio deleted meanwhile
			if _, err := listsync.Orphan(ctx, h.Store, ev.RequestID); err != nil {
				return fmt.Errorf("trigger: %w", err)
			}
		}
		return nil
	}
	fields := map[string]any{histPath: entry}
	moved := from != to
	if moved && to == folio.StatusInternalCNCAProcess && ev.After.CNCACode() == "" {
		// A new CNCA folio waits for the client's biometric (docs/requirements.md §4).
		fields[reqPath+"/cnca/code"] = string(folio.CncaStart)
		fields[reqPath+"/cnca/updatedAt"] = store.ServerTime
	}
	if err := correct(fields, reqPath, histPath, entry, ev); err != nil {
		return fmt.Errorf("trigger: correction: %w", err)
	}
	if l := linkOf(ev.Before); l != nil && l.UsedAt == 0 && folio.InLinkStage(l.Action, from) && !folio.InLinkStage(l.Action, to) {
		fields[reqPath+"/link/usedAt"] = store.ServerTime
		if lp, err := store.Join("links", l.ID, "closedAt"); err == nil {
			fields[lp] = store.ServerTime // the rules and the session stop honouring it
		}
	}
	var step *monitor.Step
	if moved {
		step = &monitor.Step{From: from, To: to, Role: entry.Role, At: entry.At}
		if h.Monitor != nil {
			// The projection's record of the change, in the same write as
			// the trail entry; project then writes no step of its own.
			sp, err := monitor.StepPath(ev.RequestID, evKey)
			if err != nil {
				return fmt.Errorf("trigger: monitor: %w", err)
			}
			fields[sp] = step
		}
	}
	// The folios of a CURP in flight, which a new folio's clearance reads,
	// in the same write as the trail entry; then held to the folio as it is
	// now, which a late event no longer describes.
	inFlight, err := clearance.Fields(ev.RequestID, ev.Before, ev.After)
	if err != nil {
		return fmt.Errorf("trigger: %w", err)
	}
	for k, v := range inFlight {
		fields[k] = v
	}
	if err := h.Store.Update(ctx, "", fields); err != nil {
		return fmt.Errorf("trigger: history: %w", err)
	}
	if len(inFlight) > 0 {
		if err := clearance.Settle(ctx, h.Store, ev.RequestID, ev.After); err != nil {
			return fmt.Errorf("trigger: %w", err)
		}
	}
	if err := h.syncLists(ctx, ev.RequestID, ev.After); err != nil {
		return err
	}
	if f := ev.After.CncaFolio; f != "" && linkedRequestEnded(ev, moved) {
		if err := cnca.MarkRejected(ctx, h.Store, f, ev.RequestID); err != nil {
			return fmt.Errorf("trigger: cnca: %w", err)
		}
	}
	if !moved {
		return h.project(ctx, ev.RequestID, ev.After, "", nil)
	}
	h.log().InfoContext(ctx, "status change", "requestId", ev.RequestID, "from", from, "to", to, "by", entry.By, "event", ev.ID)
	// A board move held by another delivery, or by one that died mid-move
	// (monitor.ErrBoardBusy, until its lease lapses), does not hold the
	// side effects back: they run now under their own leases, and the
	// delivery still fails so the platform redelivers it to finish the
	// board; the redelivery finds the effects' markers done.
	board := h.project(ctx, ev.RequestID, ev.After, "", step)
	if board != nil && !errors.Is(board, monitor.ErrBoardBusy) {
		return board
	}
	for _, eff := range effects(from, to, ev.After) {
		if err := h.run(ctx, ev, eff); err != nil {
			return fmt.Errorf("trigger: %s: %w", eff.kind, err)
		}
	}
	return board
}

// transitionKey names one entry of the folio into its new status: the
// status and the lastUpdateAt the write stamped (the rules make every
// client status write stamp it with the server's now, and the functions'
// and the operator's writes stamp it too), so two events reporting the
// same commit share it and a later re-entry does not. A write that left
// lastUpdateAt alone falls back to the event id.
func transitionKey(ev Event) string {
	to := store.Key(string(folio.StatusOf(ev.After)))
	var at, prev int64
	if ev.After != nil {
		at = ev.After.LastUpdateAt
	}
	if ev.Before != nil {
		prev = ev.Before.LastUpdateAt
	}
	if at > 0 && at != prev {
		return fmt.Sprintf("%s_%d", to, at)
	}
	return to + "_ev-" + store.Key(ev.ID)
}

// project refreshes the monitor projection, when one is wired.
func (h *Handler) project(ctx context.Context, id string, req *folio.Folio, key string, step *monitor.Step) error {
	if h.Monitor == nil {
		return nil
	}
	if err := h.Monitor.Sync(ctx, id, req, key, step); err != nil {
		return fmt.Errorf("trigger: monitor: %w", err)
	}
	return nil
}

func (h *Handler) log() *slog.Logger {
	if h.Log != nil {
		return h.Log
	}
	return slog.Default()
}

func linkOf(f *folio.Folio) *folio.Link {
	if f == nil {
		return nil
	}
	return f.Link
}

// linkedRequestEnded reports whether a request a CNCA discharge led to
// ended without a credit in this write: rejected by staff, or discarded.
// Its CNCA folio then leaves E0006 for E0008 (docs/requirements.md §4).
func linkedRequestEnded(ev Event, moved bool) bool {
	if moved && folio.StatusOf(ev.After).Group() == folio.GroupRejected {
		return true
	}
	return ev.After.Discarded != nil && (ev.Before == nil || ev.Before.Discarded == nil)
}

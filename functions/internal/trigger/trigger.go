package trigger

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"oppnp/functions/internal/cnca"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/lifecycle"
	"oppnp/functions/internal/link"
	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/store"
)

// FunctionsUID is the lastUpdateBy the functions write.
const FunctionsUID = "functions"

// Gateway is what the side effects call (the functions' service session).
type Gateway interface {
	SendSMS(ctx context.Context, phone, message string) (string, error)
	SubmitBiometric(ctx context.Context, folio, curp, callbackURL string) (string, error)
	// SubmitCOX sends idempotencyKey as the Idempotency-Key header: the
	// same key never submits twice.
	SubmitCOX(ctx context.Context, folio, curp, probankNumber string, amount float64, idempotencyKey string) (*gateway.COXReceipt, error)
}

// Handler handles request writes.
type Handler struct {
	Store     store.Store
	Gateway   Gateway
	Def       *lifecycle.Definition
	Now       func() time.Time
	PublicURL string
	// LinkTTL is Remote Config customer_link_ttl_hours.
	LinkTTL func(ctx context.Context) time.Duration
	Log     *slog.Logger
	// Monitor keeps the public masked projection (internal/monitor) on
	// every write; nil leaves it alone.
	Monitor Projector
	// Lease is how long a delivery holds a side effect (DefaultLease when
	// zero).
	Lease time.Duration
	// COXAttempts bounds the submissions of one entry into sentCOX that get
	// no answer (DefaultCOXAttempts when zero).
	COXAttempts int
}

// Projector refreshes the monitor projection of a folio after a write: req
// is the folio after it (nil once deleted), step the status change it made.
type Projector interface {
	Sync(ctx context.Context, requestID string, req map[string]any, key string, step *monitor.Step) error
}

// Event is one write of requests/{RequestID}.
type Event struct {
	ID        string
	Time      time.Time
	RequestID string
	Before    map[string]any
	After     map[string]any
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
	from, to := store.String(ev.Before["status"]), store.String(ev.After["status"])
	entry := h.trailEntry(ctx, ev)
	// Keyed by the event id alone, so a redelivery (same id) rewrites the
	// same entry; readers order entries by at.
	histPath := "requestHistory/" + ev.RequestID + "/" + evKey
	if ev.After == nil { // deleted
		if err := h.Store.Set(ctx, histPath, entry); err != nil {
			return fmt.Errorf("trigger: history: %w", err)
		}
		return h.project(ctx, ev.RequestID, nil, "", nil)
	}
	fields := map[string]any{histPath: entry}
	moved := from != to
	if moved && to == "internalCNCAProcess" && cncaCode(ev.After) == "" {
		// A new CNCA folio waits for the client's biometric (SPEC §4).
		fields[reqPath+"/cnca/code"] = string(cnca.AwaitingBiometric)
		fields[reqPath+"/cnca/updatedAt"] = store.ServerTime
	}
	if l := linkOf(ev.Before); l != nil && l.UsedAt == nil && link.InStage(l.Action, from) && !link.InStage(l.Action, to) {
		fields[reqPath+"/link/usedAt"] = store.ServerTime
		if lp, err := store.Join("links", l.ID, "closedAt"); err == nil {
			fields[lp] = store.ServerTime // the rules and the session stop honouring it
		}
	}
	if err := h.Store.Update(ctx, "", fields); err != nil {
		return fmt.Errorf("trigger: history: %w", err)
	}
	if !moved {
		return h.project(ctx, ev.RequestID, ev.After, "", nil)
	}
	by, role := store.String(entry["by"]), store.String(entry["role"])
	h.log().InfoContext(ctx, "status change", "requestId", ev.RequestID, "from", from, "to", to, "by", by, "event", ev.ID)
	step := &monitor.Step{From: from, To: to, Role: role, At: int64(store.Number(entry["at"]))}
	if err := h.project(ctx, ev.RequestID, ev.After, evKey, step); err != nil {
		return err
	}
	for _, eff := range h.effects(from, to, ev.After) {
		if err := h.run(ctx, ev, eff); err != nil {
			return fmt.Errorf("trigger: %s: %w", eff.name, err)
		}
	}
	return nil
}

type effect struct {
	name   string
	action int
}

// effects lists the side effects of from → to: the transition's effect and
// the target's on-enter effect.
func (h *Handler) effects(from, to string, after map[string]any) []effect {
	var out []effect
	for _, t := range h.Def.Transitions {
		if t.Effect == "" || !slices.Contains(t.From, from) || !slices.Contains(t.To, to) {
			continue
		}
		e := effect{name: t.Effect, action: t.Action}
		if len(t.Actions) > 0 {
			e.action = t.Actions[0]
			if a := int(store.Number(after["requestedAction"])); slices.Contains(t.Actions, a) {
				e.action = a
			}
		}
		out = append(out, e)
		break
	}
	if name := h.Def.OnEnter[to]; name != "" {
		out = append(out, effect{name: name})
	}
	return out
}

// run runs one side effect under its lease. The marker is keyed by the
// transition (transitionKey), not by the event, so a redelivery, a
// concurrent duplicate and a second event reporting the same transition
// all find the same marker: one SMS, one biometric, one COX submission.
func (h *Handler) run(ctx context.Context, ev Event, e effect) error {
	marker := fmt.Sprintf("sideEffects/%s/%s_%s", ev.RequestID, transitionKey(ev), e.name)
	return h.leased(ctx, ev.ID, marker, func(ctx context.Context) error {
		switch e.name {
		case "customerLink":
			return h.customerLink(ctx, ev, marker, e.action)
		case "biometricSubmit":
			return h.biometricSubmit(ctx, ev, marker)
		case "coxSubmit":
			return h.coxSubmit(ctx, ev, marker)
		default:
			return nil // coxResult, coxResend: the on-enter coxSubmit does the work
		}
	})
}

// transitionKey names one entry of the folio into its new status: the
// status and the lastUpdateAt the write stamped (the rules make every
// client status write stamp it with the server's now, and the functions'
// and the operator's writes stamp it too), so two events reporting the
// same commit share it and a later re-entry does not. A write that left
// lastUpdateAt alone falls back to the event id.
func transitionKey(ev Event) string {
	to := store.Key(store.String(ev.After["status"]))
	at, prev := store.Number(ev.After["lastUpdateAt"]), store.Number(ev.Before["lastUpdateAt"])
	if at > 0 && at != prev {
		return fmt.Sprintf("%s_%d", to, int64(at))
	}
	return to + "_ev-" + store.Key(ev.ID)
}

// project refreshes the monitor projection, when one is wired.
func (h *Handler) project(ctx context.Context, id string, req map[string]any, key string, step *monitor.Step) error {
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

func linkOf(req map[string]any) *link.Link {
	m, ok := req["link"].(map[string]any)
	if !ok {
		return nil
	}
	l := &link.Link{ID: store.String(m["id"]), Action: int(store.Number(m["action"])), ExpiresAt: int64(store.Number(m["expiresAt"]))}
	if m["usedAt"] != nil {
		v := int64(store.Number(m["usedAt"]))
		l.UsedAt = &v
	}
	return l
}

func cncaCode(req map[string]any) string {
	if c, ok := req["cnca"].(map[string]any); ok {
		return store.String(c["code"])
	}
	return ""
}

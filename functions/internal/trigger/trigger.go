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
	SubmitCOX(ctx context.Context, folio, curp, probankNumber string, amount float64) (*gateway.COXReceipt, error)
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
}

// Handle records a status change and runs its side effects.
func (h *Handler) Handle(ctx context.Context, ev Event) error {
	if ev.ID == "" || ev.RequestID == "" {
		return ErrBadEvent
	}
	if ev.After == nil {
		return h.project(ctx, ev.RequestID, nil, "", nil) // deleted
	}
	from, to := store.String(ev.Before["status"]), store.String(ev.After["status"])
	if from == to {
		return h.project(ctx, ev.RequestID, ev.After, "", nil)
	}
	reqPath, err := store.Join("requests", ev.RequestID)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrBadEvent, err)
	}
	evKey := store.Key(ev.ID)
	by := store.String(ev.After["lastUpdateBy"])
	var fromVal any
	if from != "" {
		fromVal = from
	}
	at := ev.Time
	if at.IsZero() {
		at = h.Now()
	}
	role := h.role(ctx, by)
	fields := map[string]any{
		// Keyed by the event id alone, so a redelivery (same id) rewrites the
		// same entry; readers order entries by at.
		"requestHistory/" + ev.RequestID + "/" + evKey: map[string]any{
			"from": fromVal, "to": to, "by": by, "role": role, "at": at.UnixMilli(),
			"reason": reason(ev.Before, ev.After),
		},
		reqPath + "/lastUpdateAt": store.ServerTime,
	}
	if to == "internalCNCAProcess" && cncaCode(ev.After) == "" {
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
	h.log().InfoContext(ctx, "status change", "requestId", ev.RequestID, "from", from, "to", to, "by", by, "event", ev.ID)
	if err := h.project(ctx, ev.RequestID, ev.After, evKey, &monitor.Step{From: from, To: to, Role: role, At: at.UnixMilli()}); err != nil {
		return err
	}
	for _, eff := range h.effects(from, to, ev.After) {
		if err := h.run(ctx, ev, evKey, eff); err != nil {
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

func (h *Handler) run(ctx context.Context, ev Event, evKey string, e effect) error {
	marker := fmt.Sprintf("sideEffects/%s/%s_%s", ev.RequestID, evKey, e.name)
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
}

// role names the writer: the role record of a staff uid, Cliente for a
// customer link, Sistema for the functions.
func (h *Handler) role(ctx context.Context, uid string) string {
	switch {
	case uid == FunctionsUID:
		return "Sistema"
	case uid == monitor.OperatorUID:
		return monitor.OperatorRole
	case len(uid) > 5 && uid[:5] == "link:":
		return "Cliente"
	case len(uid) > 3 && uid[:3] == "bp:":
		var name string
		if p, err := store.Join("roles", uid[3:], "name"); err == nil {
			_ = h.Store.Get(ctx, p, &name)
		}
		return name
	}
	return ""
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

// reason is the statusReason (or discard reason) written with this change;
// one left over from an earlier change does not count.
func reason(before, after map[string]any) any {
	if r := store.String(after["statusReason"]); r != "" && r != store.String(before["statusReason"]) {
		return r
	}
	if d, ok := after["discarded"].(map[string]any); ok && store.String(d["reason"]) != "" {
		return store.String(d["reason"])
	}
	return nil
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

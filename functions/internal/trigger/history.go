package trigger

import (
	"context"
	"reflect"
	"slices"
	"sort"
	"strings"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/store"
)

// Auth types of the CloudEvent's authtype extension.
const (
	AuthAdmin   = "admin"
	AuthAppUser = "app_user"
	AuthNone    = "unauthenticated"
)

// trailEntry is requestHistory/{id}/{eventKey}: one committed write of the
// folio, whoever made it (docs/adr/0031-trail-and-exactly-once-side-effects.md).
// From and To are the status before and after (equal when the write left
// the status alone, null for an absent folio); Reason only on a status
// change.
type trailEntry struct {
	At      int64          `json:"at"`
	By      string         `json:"by"`
	Role    string         `json:"role"`
	From    *folio.Status  `json:"from"`
	To      *folio.Status  `json:"to"`
	Paths   []string       `json:"paths"`
	Changes map[string]any `json:"changes"`
	Reason  string         `json:"reason,omitempty"`
	// Name is the operator's name on an operator correction, as
	// operators/{operatorId} held it then: the trail names the person.
	Name string `json:"name,omitempty"`
}

func (h *Handler) trailEntry(ctx context.Context, ev Event) trailEntry {
	paths, changes := Diff(ev.BeforeTree, ev.AfterTree)
	by := Actor(ev, paths)
	at := ev.Time
	if at.IsZero() {
		at = h.Clock.Now()
	}
	e := trailEntry{
		At: at.UnixMilli(), By: by, Role: h.role(ctx, by),
		From: statusRef(ev.Before), To: statusRef(ev.After),
		Paths: paths, Changes: changes,
	}
	if id, ok := monitor.OperatorID(by); ok {
		e.Name = h.operatorName(ctx, id)
	}
	if folio.StatusOf(ev.Before) != folio.StatusOf(ev.After) {
		e.Reason = reason(ev.Before, ev.After)
	}
	return e
}

// Actor is the uid the trail records for a write: the writer's uid from
// the event's auth; the functions' own writes (admin) as FunctionsUID,
// except an operator correction, which the functions write on the
// operator's behalf with lastUpdateBy "operator:{operatorId}". An event without auth
// information (an older host) falls back to lastUpdateBy.
func Actor(ev Event, paths []string) string {
	last := ev.After
	if last == nil {
		last = ev.Before
	}
	var lastBy string
	if last != nil {
		lastBy = last.LastUpdateBy
	}
	switch ev.AuthType {
	case AuthAdmin:
		if _, ok := monitor.OperatorID(lastBy); ok && slices.Contains(paths, "lastUpdateAt") {
			return lastBy
		}
		return FunctionsUID
	case AuthAppUser:
		if ev.AuthID != "" {
			return ev.AuthID
		}
	case AuthNone:
		return AuthNone
	}
	return lastBy
}

// Diff lists the leaf paths a write changed, sorted and relative to the
// folio ("offer/quoter/amount"), and their values before and after keyed
// by the path with '/' replaced by '|' (a database key may not hold '/'),
// personal values masked (MaskValue). A side that is absent is left out.
func Diff(before, after map[string]any) ([]string, map[string]any) {
	b, a := map[string]any{}, map[string]any{}
	flatten("", before, b)
	flatten("", after, a)
	var paths []string
	changes := map[string]any{}
	for p, av := range a {
		if bv, ok := b[p]; !ok || !sameLeaf(bv, av) {
			paths = append(paths, p)
		}
	}
	for p := range b {
		if _, ok := a[p]; !ok {
			paths = append(paths, p)
		}
	}
	sort.Strings(paths)
	for _, p := range paths {
		c := map[string]any{}
		if v, ok := b[p]; ok {
			c["from"] = MaskValue(p, v)
		}
		if v, ok := a[p]; ok {
			c["to"] = MaskValue(p, v)
		}
		changes[strings.ReplaceAll(p, "/", "|")] = c
	}
	return paths, changes
}

// role names the writer: the role record of a staff uid, Cliente for a
// customer link, Sistema for the functions.
func (h *Handler) role(ctx context.Context, uid string) string {
	switch {
	case uid == FunctionsUID:
		return "Sistema"
	case strings.HasPrefix(uid, monitor.OperatorPrefix):
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

// operatorName reads the name of the operator who wrote a correction
// (operators/{operatorId}/name, functions-only).
func (h *Handler) operatorName(ctx context.Context, id string) string {
	var name string
	if p, err := store.Join("operators", id, "name"); err == nil {
		_ = h.Store.Get(ctx, p, &name)
	}
	return name
}

// reason is the statusReason (or discard reason) written with this change;
// one left over from an earlier change does not count.
func reason(before, after *folio.Folio) string {
	if after == nil {
		return ""
	}
	var prev string
	if before != nil {
		prev = before.StatusReason
	}
	if r := after.StatusReason; r != "" && r != prev {
		return r
	}
	return after.DiscardReason()
}

func flatten(prefix string, m map[string]any, out map[string]any) {
	for k, v := range m {
		p := k
		if prefix != "" {
			p = prefix + "/" + k
		}
		if c, ok := v.(map[string]any); ok && len(c) > 0 {
			flatten(p, c, out)
			continue
		}
		if v != nil {
			out[p] = v
		}
	}
}

// sameLeaf compares two leaves; a number written by Go (int) equals the
// float64 the database returns.
func sameLeaf(a, b any) bool {
	if isNumber(a) && isNumber(b) {
		return store.Number(a) == store.Number(b)
	}
	return reflect.DeepEqual(a, b)
}

func isNumber(v any) bool {
	switch v.(type) {
	case float64, int, int64:
		return true
	}
	return false
}

// statusRef is f's status for the trail: null for an absent folio or one
// without a status.
func statusRef(f *folio.Folio) *folio.Status {
	if s := folio.StatusOf(f); s != "" {
		return &s
	}
	return nil
}

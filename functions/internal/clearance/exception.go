package clearance

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"time"

	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store"
)

// Attempt is duplicateAttempts/{curp}_{bpId}: a creation refused because
// other folios of the CURP were in flight, on the staff queue until an
// admin of the promoter's branch allows it (Allowed*) and the promoter
// uses it (Used*).
type Attempt struct {
	Key         string   `json:"key"`
	Curp        string   `json:"curp"`
	BpID        string   `json:"bpId"`
	Branches    []string `json:"branches"`
	At          int64    `json:"at"`
	Others      []Other  `json:"others"`
	AllowedBy   string   `json:"allowedBy,omitempty"`
	AllowedAt   int64    `json:"allowedAt,omitempty"`
	AllowedName string   `json:"allowedName,omitempty"`
	UsedBy      string   `json:"usedBy,omitempty"`
	UsedAt      int64    `json:"usedAt,omitempty"`
}

// exceptionTTL is how long an allowed exception waits for its promoter.
const exceptionTTL = 24 * time.Hour

func attemptKey(curp, bpID string) (string, error) {
	k := store.Key(curp + "_" + bpID)
	if _, err := store.Join("duplicateAttempts", k); err != nil {
		return "", fmt.Errorf("clearance: %w", err)
	}
	return k, nil
}

// exception is the allowed, unused exception of curp for bpID, if any.
func (s *Service) exception(ctx context.Context, curp, bpID string, now time.Time) (*excGrant, error) {
	k, err := attemptKey(curp, bpID)
	if err != nil {
		return nil, err
	}
	var a Attempt
	if err := s.Store.Get(ctx, "duplicateAttempts/"+k, &a); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, nil
		}
		return nil, fmt.Errorf("clearance: %w", err)
	}
	if a.AllowedBy == "" || a.UsedBy != "" || a.AllowedAt < now.Add(-exceptionTTL).UnixMilli() {
		return nil, nil
	}
	return &excGrant{By: a.AllowedBy}, nil
}

type excGrant struct{ By string }

// recordAttempt puts a refused creation on the staff queue (a new refusal
// replaces an earlier one of the same client and promoter).
func (s *Service) recordAttempt(ctx context.Context, curp, bpID string, others []Other, now time.Time) error {
	k, err := attemptKey(curp, bpID)
	if err != nil {
		return err
	}
	var branches []string
	if s.Staff != nil {
		if r, err := s.Staff(ctx, bpID); err == nil && r != nil {
			for b, ok := range r.Branches {
				if ok {
					branches = append(branches, b)
				}
			}
		}
	}
	sort.Strings(branches)
	a := Attempt{Key: k, Curp: curp, BpID: bpID, Branches: branches, At: now.UnixMilli(), Others: others}
	if err := s.Store.Set(ctx, "duplicateAttempts/"+k, a); err != nil {
		return fmt.Errorf("clearance: %w", err)
	}
	return s.Expire(ctx)
}

// mayAllow: a live admin holding one of the attempt's branches.
func mayAllow(r *session.Role, a *Attempt, now time.Time) bool {
	if r == nil || !r.Live(now) || !r.Admin {
		return false
	}
	for _, b := range a.Branches {
		if r.HoldsBranch(b) {
			return true
		}
	}
	return false
}

// QueuePage is how many attempts the store answers for one page of the
// staff queue; the queue keeps a week (queueAge), expired ones go (Expire).
const QueuePage = 50

// queueAge is how far back the staff queue looks; expireAge is when an
// attempt goes: a week on the queue and the day its exception may wait.
const (
	queueAge  = 7 * 24 * time.Hour
	expireAge = queueAge + exceptionTTL
)

// Page is one page of the staff queue: Next, when not zero, is the cursor
// (before) of the older page.
type Page struct {
	Attempts []Attempt `json:"attempts"`
	Next     int64     `json:"next,omitempty"`
}

// Queue answers the attempts of the last week that role may allow, made
// before the cursor before (0: now), newest first, one bounded query
// (duplicateAttempts by at, .indexOn) a page: pending ones first, then
// the allowed ones (the staff queue's duplicates).
func (s *Service) Queue(ctx context.Context, role *session.Role, before int64) (*Page, error) {
	now := s.Clock.Now()
	out := &Page{Attempts: []Attempt{}}
	if role == nil || !role.Admin || !role.Live(now) {
		return out, nil
	}
	to := float64(now.UnixMilli())
	if before > 0 {
		to = float64(before)
	}
	nodes, err := s.Store.Range(ctx, "duplicateAttempts", "at", float64(now.Add(-queueAge).UnixMilli()), to, QueuePage+1)
	if err != nil {
		return nil, fmt.Errorf("clearance: %w", err)
	}
	if len(nodes) > QueuePage {
		// A full page: the older ones, from the oldest's instant on, are
		// the next page's (all of that instant, so a tie is never lost).
		nodes = nodes[1:]
		oldest := store.Number(nodes[0].Value["at"])
		i := 0
		for i < len(nodes) && store.Number(nodes[i].Value["at"]) == oldest {
			i++
		}
		if i == len(nodes) { // one instant fills the page: step past it
			oldest--
			i = 0
		}
		nodes, out.Next = nodes[i:], int64(oldest)
	}
	for _, n := range nodes {
		var a Attempt
		b, _ := json.Marshal(store.Lists(n.Value))
		if json.Unmarshal(b, &a) != nil {
			continue
		}
		a.Key = n.Key
		if mayAllow(role, &a, now) {
			out.Attempts = append(out.Attempts, a)
		}
	}
	sort.Slice(out.Attempts, func(i, j int) bool {
		x, y := out.Attempts[i], out.Attempts[j]
		if (x.AllowedBy == "") != (y.AllowedBy == "") {
			return x.AllowedBy == ""
		}
		return x.At > y.At
	})
	return out, nil
}

// Expire deletes up to QueuePage attempts older than expireAge: each
// refusal recorded also sweeps, so the queue stays a week and a day long.
func (s *Service) Expire(ctx context.Context) error {
	old, err := s.Store.Range(ctx, "duplicateAttempts", "at", 0, float64(s.Clock.Now().Add(-expireAge).UnixMilli()), QueuePage)
	if err != nil || len(old) == 0 {
		return err
	}
	gone := make(map[string]any, len(old))
	for _, n := range old {
		gone["duplicateAttempts/"+n.Key] = nil
	}
	if err := s.Store.Update(ctx, "", gone); err != nil {
		return fmt.Errorf("clearance: expire attempts: %w", err)
	}
	return nil
}

// Allow records that admin adminBp (roles/{adminBp} is role) allows the
// attempt key: its promoter may start the folio once, within a day. Each
// folio in the way gets a trail entry naming who allowed it and why.
func (s *Service) Allow(ctx context.Context, adminBp string, role *session.Role, key, reason string) (*Attempt, error) {
	now := s.Clock.Now()
	p, err := store.Join("duplicateAttempts", key)
	if err != nil {
		return nil, ErrNoAttempt
	}
	var a Attempt
	if err := s.Store.Get(ctx, p, &a); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, ErrNoAttempt
		}
		return nil, fmt.Errorf("clearance: %w", err)
	}
	a.Key = key
	if adminBp == "" || !mayAllow(role, &a, now) {
		return nil, ErrForbidden
	}
	if a.AllowedBy != "" && a.UsedBy == "" {
		return &a, nil
	}
	by := "bp:" + adminBp
	a.AllowedBy, a.AllowedAt, a.AllowedName, a.UsedBy, a.UsedAt = by, now.UnixMilli(), role.Name, "", 0
	if reason == "" {
		reason = "Excepción de solicitud duplicada autorizada"
	}
	fields := map[string]any{p: a}
	for _, o := range a.Others {
		hp, err := store.Join("requestHistory", o.RequestID, fmt.Sprintf("duplicate-%s-%d", key, now.UnixMilli()))
		if err != nil {
			continue
		}
		st := o.Status
		fields[hp] = map[string]any{
			"at": now.UnixMilli(), "by": by, "role": role.Name, "from": st, "to": st,
			"paths":   []string{"duplicateException"},
			"changes": map[string]any{"duplicateException": map[string]any{"promoter": a.BpID, "allowedBy": by}},
			"reason":  reason + " (promotor " + a.BpID + ")",
		}
	}
	if err := s.Store.Update(ctx, "", fields); err != nil {
		return nil, fmt.Errorf("clearance: %w", err)
	}
	return &a, nil
}

package clearance

import (
	"context"
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
	return nil
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

// Queue answers the attempts of the last days that role may allow:
// pending ones first, then the allowed ones (the staff queue's duplicates).
func (s *Service) Queue(ctx context.Context, role *session.Role) ([]Attempt, error) {
	now := s.Now()
	if role == nil || !role.Admin || !role.Live(now) {
		return []Attempt{}, nil
	}
	var all map[string]Attempt
	if err := s.Store.Get(ctx, "duplicateAttempts", &all); err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, fmt.Errorf("clearance: %w", err)
	}
	out := []Attempt{}
	since := now.Add(-7 * 24 * time.Hour).UnixMilli()
	for k, a := range all {
		a := a
		a.Key = k
		if a.At < since || !mayAllow(role, &a, now) {
			continue
		}
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool {
		if (out[i].AllowedBy == "") != (out[j].AllowedBy == "") {
			return out[i].AllowedBy == ""
		}
		return out[i].At > out[j].At
	})
	return out, nil
}

// Allow records that admin adminBp (roles/{adminBp} is role) allows the
// attempt key: its promoter may start the folio once, within a day. Each
// folio in the way gets a trail entry naming who allowed it and why.
func (s *Service) Allow(ctx context.Context, adminBp string, role *session.Role, key, reason string) (*Attempt, error) {
	now := s.Now()
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

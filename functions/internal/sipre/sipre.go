package sipre

import (
	"context"
	"errors"
	"fmt"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/cnca"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store"
)

// Gateway is the discharge call (the functions' service session).
type Gateway interface {
	SipreDischarge(ctx context.Context, folio, curp string, creditIDs []string) (*gateway.Discharge, error)
}

// Caller is who asks, from its live roles/{bpId} (docs/access.md): a
// promoter may discharge only its own folios; admin staff those of their
// branches. Either needs the CNCA access flag.
type Caller struct {
	BpID  string
	Admin bool
	// CNCA is roles/{bpId}/cnca, written at login and refresh from Remote
	// Config (docs/design.md §2, §5).
	CNCA bool
	// Folio is requests/{folio} as the access policy read it to admit the
	// caller; the discharge decides on the same read (nil: it reads it).
	Folio map[string]any
}

// Service discharges CNCA folios.
type Service struct {
	Store   store.Store
	Gateway Gateway
	Clock   clock.Clock
	// Window returns the current schedule (Remote Config sipre_schedule).
	Window func(ctx context.Context) Window
}

// Result is what the SPA gets back.
type Result struct {
	Folio      string   `json:"folio"`
	Code       string   `json:"code"`
	Label      string   `json:"label"`
	Discharged []string `json:"discharged"`
	Pending    []string `json:"pending"`
}

// Discharge runs the SIPRE discharge of folio (a requests/{id} key).
// The caller's CNCA access is checked first, then the SIPRE hours, so
// neither a forged cookie nor a click out of hours reaches the gateway.
func (s *Service) Discharge(ctx context.Context, c Caller, id string) (*Result, error) {
	if !c.CNCA || c.BpID == "" {
		return nil, fmt.Errorf("%w: %w", ErrForbidden, ErrNoAccess)
	}
	w := DefaultWindow
	if s.Window != nil {
		w = s.Window(ctx)
	}
	ok, err := w.Allows(s.Clock.Now())
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrOutOfHours
	}
	f, err := store.FolioOr(ctx, s.Store, id, c.Folio)
	switch {
	case errors.Is(err, store.ErrNotFound), errors.Is(err, store.ErrBadPath):
		return nil, fmt.Errorf("%w: %w", ErrNotFound, err)
	case errors.Is(err, folio.ErrShape) && f != nil:
		// A value off the contract reads as absent and the rest decides
		// (docs/contract.md).
	case err != nil:
		return nil, err
	}
	if !c.Admin && f.CurrentPromoterBpID != c.BpID {
		return nil, ErrForbidden
	}
	code := f.CNCACode()
	if f.Status != folio.StatusInternalCNCAProcess || !code.Dischargeable() {
		return nil, fmt.Errorf("%w: status %s, code %s", ErrNotCNCA, f.Status, code)
	}
	path, err := store.Join("requests", id)
	if err != nil {
		return nil, err
	}
	if err := s.claim(ctx, path); err != nil {
		return nil, err
	}
	d, err := s.Gateway.SipreDischarge(ctx, id, f.Curp, f.Cnca.CreditIDs.Values())
	if err != nil {
		_ = s.Store.Update(ctx, path, map[string]any{"cnca/inFlight": nil})
		switch {
		case gateway.IsStatus(err, 503):
			return nil, fmt.Errorf("%w: %w", ErrOutOfHours, err)
		case gateway.IsStatus(err, 409):
			return nil, fmt.Errorf("%w: %w", ErrNoCredits, err)
		}
		return nil, fmt.Errorf("%w: %w", ErrFailed, err)
	}
	code = folio.CncaCode(d.Code)
	if err := cnca.Move(folio.CncaAwaitingSIPRE, code); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrFailed, err)
	}
	if err := s.setCode(ctx, path, code, map[string]any{
		"cnca/dischargeId": d.DischargeID, "cnca/discharged": d.Discharged, "cnca/pending": d.Pending,
		"cnca/inFlight": nil,
	}); err != nil {
		return nil, err
	}
	label, _ := cnca.Label(code)
	return &Result{Folio: id, Code: string(code), Label: label, Discharged: d.Discharged, Pending: d.Pending}, nil
}

func (s *Service) setCode(ctx context.Context, path string, code folio.CncaCode, extra map[string]any) error {
	f := map[string]any{"cnca/code": string(code), "cnca/updatedAt": store.ServerTime}
	for k, v := range extra {
		f[k] = v
	}
	return s.Store.Update(ctx, path, f)
}

// claim moves the folio to E0003 and marks a discharge in flight, in one
// transaction, so a second click while the first runs is refused instead
// of calling SIPRE twice. A mark older than two minutes is stale (a crash).
func (s *Service) claim(ctx context.Context, path string) error {
	busy := false
	now := s.Clock.Now().UnixMilli()
	err := s.Store.Transaction(ctx, path+"/cnca", func(cur any) (any, error) {
		m, _ := cur.(map[string]any)
		if m == nil {
			return nil, store.ErrAbort
		}
		code, _ := m["code"].(string)
		if f, ok := m["inFlight"].(float64); ok && now-int64(f) < 2*60*1000 {
			busy = true
			return nil, store.ErrAbort
		}
		if !folio.CncaCode(code).Dischargeable() {
			busy = true
			return nil, store.ErrAbort
		}
		m["code"], m["inFlight"], m["updatedAt"] = string(folio.CncaAwaitingSIPRE), now, store.ServerTime
		return m, nil
	})
	if err != nil {
		return err
	}
	if busy {
		return ErrInProgress
	}
	return nil
}

package cnca

import (
	"context"
	"errors"
	"fmt"

	"log/slog"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/uif"
)

// Checker is the gateway's eligibility call (the functions' service session).
type Checker interface {
	CncaEligibility(ctx context.Context, curp string) (*gateway.Eligibility, error)
}

// Caller is who asks, from its live roles/{bpId} as the functions' access
// policy resolved it (docs/access.md), never from its ID token's claims.
type Caller struct {
	BpID  string
	Admin bool
	// CNCA is roles/{bpId}/cnca, written at login and refresh from Remote
	// Config.
	CNCA bool
	// Folio is requests/{folio} as the access policy read it to admit the
	// caller; the service decides on the same read (nil: it reads it).
	Folio map[string]any
}

// Authorize checks the CNCA access flag: staff without it, whatever their
// browser's cookies say, reach no CNCA process.
func (c Caller) Authorize() error {
	if !c.CNCA || c.BpID == "" {
		return ErrNoAccess
	}
	return nil
}

// Outcomes of Validate, for the SPA's modals (docs/requirements.md §5, §8).
const (
	OutcomeReady      = "ready"      // E0002: the discharge may be requested
	OutcomeBulletined = "bulletined" // E0008: bulletined clients are not eligible
	OutcomeUIF        = "uif"        // E0008: clients on the UIF list are not eligible
	OutcomeNoCredits  = "noCredits"  // E0008: no internal credits to transfer
	OutcomeBiometric  = "biometric"  // stays E0001: no valid biometric
)

// Validation is what the SPA gets back from Validate.
type Validation struct {
	Folio     string   `json:"folio"`
	Code      Code     `json:"code"`
	Label     string   `json:"label"`
	Outcome   string   `json:"outcome"`
	Biometric string   `json:"biometric,omitempty"`
	CreditIDs []string `json:"creditIds"`
}

// Notifier emails compliance about a client on the UIF list.
type Notifier interface {
	Notify(ctx context.Context, n uif.Notice) (*uif.Sent, error)
}

// Service runs the server-side steps of the CNCA process.
type Service struct {
	Store   store.Store
	Gateway Checker
	// UIF, when set, sends the UIF modal's promised email for a rejected
	// UIF client (docs/requirements.md §8).
	UIF Notifier
	Log *slog.Logger
}

// Validate checks a new CNCA folio (at the contract's start, E0001) against
// the gateway: a bulletined or UIF client, or one without internal credits,
// is rejected (E0008); without a valid biometric the folio waits at E0001;
// otherwise it moves to E0002 with the credits to discharge. A folio past
// E0001 is answered with its current code.
func (s *Service) Validate(ctx context.Context, c Caller, id string) (*Validation, error) {
	path, f, err := s.load(ctx, c, id)
	if err != nil {
		return nil, err
	}
	if code := f.CNCACode(); code != folio.CncaStart {
		return result(id, code, "", "", nil), nil
	}
	e, err := s.Gateway.CncaEligibility(ctx, f.Curp)
	if err != nil {
		return nil, err
	}
	to, outcome := decide(e)
	fields := map[string]any{"biometric": e.Biometric, "outcome": outcome}
	if to == folio.CncaToRequestDischarge {
		fields["creditIds"] = e.InternalCredits
	}
	got, err := s.move(ctx, path, folio.CncaStart, to, fields)
	if err != nil {
		return nil, err
	}
	if got != to { // another call moved it first
		return result(id, got, "", "", nil), nil
	}
	if outcome == OutcomeUIF && s.UIF != nil {
		// The folio is rejected either way; a failed email is logged, not undone.
		if _, err := s.UIF.Notify(ctx, uif.Notice{Curp: f.Curp, BpID: f.CurrentPromoterBpID, Origin: uif.OriginCNCA, Folio: id}); err != nil && s.Log != nil {
			s.Log.WarnContext(ctx, "UIF notice not sent", "folio", id, "error", err.Error())
		}
	}
	return result(id, to, outcome, e.Biometric, e.InternalCredits), nil
}

// decide maps the gateway's answer to the next code and the outcome.
func decide(e *gateway.Eligibility) (Code, string) {
	switch {
	case e.Bulletined:
		return folio.CncaRejected, OutcomeBulletined
	case e.UIF:
		return folio.CncaRejected, OutcomeUIF
	case len(e.InternalCredits) == 0:
		return folio.CncaRejected, OutcomeNoCredits
	case e.Biometric != "ACEPTADO":
		return folio.CncaStart, OutcomeBiometric
	}
	return folio.CncaToRequestDischarge, OutcomeReady
}

func result(id string, code Code, outcome, bio string, credits []string) *Validation {
	label, _ := Label(code)
	if outcome == "" && code == folio.CncaToRequestDischarge {
		outcome = OutcomeReady
	}
	if credits == nil {
		credits = []string{}
	}
	return &Validation{Folio: id, Code: code, Label: label, Outcome: outcome, Biometric: bio, CreditIDs: credits}
}

// move sets cnca.code from → to in one transaction (with fields beside it)
// and returns the code the folio has afterwards.
func (s *Service) move(ctx context.Context, path string, from, to Code, fields map[string]any) (Code, error) {
	if from != to {
		if err := Move(from, to); err != nil {
			return "", err
		}
	}
	var after Code
	err := s.Store.Transaction(ctx, path+"/cnca", func(cur any) (any, error) {
		m, _ := cur.(map[string]any)
		if m == nil {
			return nil, store.ErrAbort
		}
		code, _ := m["code"].(string)
		after = Code(code)
		if after != from {
			return nil, store.ErrAbort
		}
		for k, v := range fields {
			m[k] = v
		}
		m["code"], m["updatedAt"] = string(to), store.ServerTime
		after = to
		return m, nil
	})
	return after, err
}

// load reads the caller's CNCA folio (the one the access policy read, else
// requests/{id} read now) and checks the caller may act on it: the CNCA
// flag, its own folio or an admin, a folio in the CNCA process.
func (s *Service) load(ctx context.Context, c Caller, id string) (string, *folio.Folio, error) {
	if err := c.Authorize(); err != nil {
		return "", nil, err
	}
	f, err := store.FolioOr(ctx, s.Store, id, c.Folio)
	switch {
	case errors.Is(err, store.ErrNotFound), errors.Is(err, store.ErrBadPath):
		return "", nil, fmt.Errorf("%w: %w", ErrNotFound, err)
	case errors.Is(err, folio.ErrShape) && f != nil:
		// A value off the contract reads as absent and the rest decides,
		// as everywhere the functions read a folio (docs/contract.md).
		if s.Log != nil {
			s.Log.WarnContext(ctx, "folio off the contract", "folio", id, "error", err.Error())
		}
	case err != nil:
		return "", nil, err
	}
	if !c.Admin && f.CurrentPromoterBpID != c.BpID {
		return "", nil, ErrForbidden
	}
	if f.Status != folio.StatusInternalCNCAProcess {
		return "", nil, fmt.Errorf("%w: status %s", ErrNotFound, f.Status)
	}
	path, err := store.Join("requests", id)
	return path, f, err
}

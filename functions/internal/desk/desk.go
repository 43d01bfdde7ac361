package desk

import (
	"context"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store"
)

// Service answers the desk's reads.
type Service struct {
	Store store.Store
	// Evidence is the registry of the folio's uploads (package evidence).
	Evidence Evidence
	// Staff reads roles/{bpId} (session.Service.Staff).
	Staff func(ctx context.Context, bpID string) (*session.Role, error)
	Now   func() time.Time
}

// Caller is the staff member the desk answers, once authorized.
type Caller struct {
	BpID string
	Role *session.Role
}

// authorize reads the folio and checks that bpID is live admin staff
// (roles/{bpId}, as the rules read it: never the token's claims) holding
// the folio's agreement branch. A folio without a branch is refused: it has
// no documents for staff to review.
func (s *Service) authorize(ctx context.Context, bpID, requestID string) (*Caller, *folio.Folio, error) {
	if bpID == "" {
		return nil, nil, ErrForbidden
	}
	role, err := s.Staff(ctx, bpID)
	if err != nil || !role.Live(s.Now()) || !role.Admin {
		return nil, nil, ErrForbidden
	}
	p, err := store.Join("requests", requestID)
	if err != nil {
		return nil, nil, ErrNotFound
	}
	var tree map[string]any
	if err := s.Store.Get(ctx, p, &tree); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, nil, ErrNotFound
		}
		return nil, nil, fmt.Errorf("desk: read %s: %w", requestID, err)
	}
	f, err := folio.FromTree(tree)
	if f == nil {
		return nil, nil, fmt.Errorf("desk: decode %s: %w", requestID, err)
	}
	if b := f.BranchID(); b == "" || !role.Branches[b] {
		return nil, nil, ErrForbidden
	}
	return &Caller{BpID: bpID, Role: role}, f, nil
}

// Identifiers are the folio's identifiers in clear.
type Identifiers struct {
	Curp string `json:"curp"`
	Rfc  string `json:"rfc"`
	Nss  string `json:"nss"`
}

// Summary is the desk's folio view: identifiers in clear, the biometric
// result, which images exist and who validated the documents.
type Summary struct {
	ID                   string      `json:"id"`
	Status               string      `json:"status"`
	Identifiers          Identifiers `json:"identifiers"`
	Biometric            string      `json:"biometricResult,omitempty"`
	DocumentsValidatedBy string      `json:"documentsValidatedBy,omitempty"`
	Images               []Kind      `json:"images"`
}

// Summary authorizes the caller, records the access to the identifiers in
// the trail and returns the view.
func (s *Service) Summary(ctx context.Context, bpID, requestID string) (*Summary, error) {
	c, f, err := s.authorize(ctx, bpID, requestID)
	if err != nil {
		return nil, err
	}
	imgs, err := s.images(ctx, requestID)
	if err != nil {
		return nil, err
	}
	out := &Summary{ID: requestID, Status: string(f.Status), Biometric: f.BiometricResult(),
		DocumentsValidatedBy: f.DocumentsValidatedBy, Images: imgs}
	out.Identifiers.Curp, out.Identifiers.Rfc = f.Curp, f.Rfc
	if f.Client != nil {
		out.Identifiers.Nss = f.Client.Nss
	}
	if err := s.record(ctx, requestID, c, f.Status, AccessIdentifiers); err != nil {
		return nil, err
	}
	return out, nil
}

// Image authorizes the caller, fetches the image registered to this folio
// from the gateway (its bytes checked against the registered SHA-256),
// records the access in this folio's trail and returns the bytes (JPEG).
// Nothing is answered when the trail cannot be written.
func (s *Service) Image(ctx context.Context, bpID, requestID string, kind Kind) ([]byte, error) {
	if !kind.Valid() {
		return nil, ErrNoImage
	}
	c, f, err := s.authorize(ctx, bpID, requestID)
	if err != nil {
		return nil, err
	}
	data, err := s.open(ctx, requestID, kind)
	if err != nil {
		return nil, err
	}
	if err := s.record(ctx, requestID, c, f.Status, string(kind)); err != nil {
		return nil, err
	}
	return data, nil
}

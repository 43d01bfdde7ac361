package desk

import (
	"context"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store"
)

// Documents is what the desk needs from the gateway, with the functions'
// own session.
type Documents interface {
	DocumentsByFolio(ctx context.Context, folio string) ([]gateway.DocumentInfo, error)
	Document(ctx context.Context, id string) ([]byte, error)
}

// Service answers the desk's reads.
type Service struct {
	Store   store.Store
	Gateway Documents
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
	if !role.HoldsBranch(f.BranchID()) {
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
	refs, err := s.images(ctx, requestID, f)
	if err != nil {
		return nil, err
	}
	out := &Summary{ID: requestID, Status: string(f.Status), Biometric: f.BiometricResult(),
		DocumentsValidatedBy: f.DocumentsValidatedBy, Images: []Kind{}}
	out.Identifiers.Curp, out.Identifiers.Rfc = f.Curp, f.Rfc
	if f.Client != nil {
		out.Identifiers.Nss = f.Client.Nss
	}
	for _, k := range Kinds {
		if refs[k] != "" {
			out.Images = append(out.Images, k)
		}
	}
	if err := s.record(ctx, requestID, c, f.Status, AccessIdentifiers); err != nil {
		return nil, err
	}
	return out, nil
}

// Image authorizes the caller, fetches the image from the gateway, records
// the access in the trail and returns the image's bytes (JPEG). Nothing is
// answered when the trail cannot be written.
func (s *Service) Image(ctx context.Context, bpID, requestID string, kind Kind) ([]byte, error) {
	if !kind.Valid() {
		return nil, ErrNoImage
	}
	c, f, err := s.authorize(ctx, bpID, requestID)
	if err != nil {
		return nil, err
	}
	refs, err := s.images(ctx, requestID, f)
	if err != nil {
		return nil, err
	}
	id := refs[kind]
	if id == "" {
		return nil, ErrNoImage
	}
	data, err := s.Gateway.Document(ctx, id)
	if gateway.IsStatus(err, 404) {
		return nil, ErrNoImage
	}
	if err != nil {
		return nil, err
	}
	if err := s.record(ctx, requestID, c, f.Status, string(kind)); err != nil {
		return nil, err
	}
	return data, nil
}

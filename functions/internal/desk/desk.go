package desk

import (
	"context"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store"
)

// Service answers the desk's reads.
type Service struct {
	Store store.Store
	// Evidence is the registry of the folio's uploads (package evidence).
	Evidence Evidence
	Clock    clock.Clock
}

// Caller is the staff member the desk answers: live admin staff holding
// the folio's branch, as the functions' access policy (branchAdmin,
// docs/access.md) resolved it from roles/{bpId}, never from claims.
type Caller struct {
	BpID string
	Role *session.Role
}

// check refuses what the access policy should have refused already: a
// caller without its role or a folio the middleware did not read.
func check(c Caller, f *folio.Folio) error {
	if c.BpID == "" || c.Role == nil || f == nil {
		return ErrForbidden
	}
	return nil
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
	ID                   string       `json:"id"`
	Status               folio.Status `json:"status"`
	Identifiers          Identifiers  `json:"identifiers"`
	Biometric            string       `json:"biometricResult,omitempty"`
	DocumentsValidatedBy string       `json:"documentsValidatedBy,omitempty"`
	Images               []Kind       `json:"images"`
	// Documents are the registered documents of the catalogue's types.
	Documents []Document `json:"documents"`
}

// Summary records the access to the identifiers of f (requests/{requestID})
// in the trail and returns the view.
func (s *Service) Summary(ctx context.Context, c Caller, requestID string, f *folio.Folio) (*Summary, error) {
	if err := check(c, f); err != nil {
		return nil, err
	}
	imgs, err := s.images(ctx, requestID)
	if err != nil {
		return nil, err
	}
	docs, err := s.documents(ctx, requestID)
	if err != nil {
		return nil, err
	}
	out := &Summary{ID: requestID, Status: f.Status, Biometric: f.BiometricResult(),
		DocumentsValidatedBy: f.DocumentsValidatedBy, Images: imgs, Documents: docs}
	out.Identifiers.Curp, out.Identifiers.Rfc = f.Curp, f.Rfc
	if f.Client != nil {
		out.Identifiers.Nss = f.Client.Nss
	}
	if err := s.record(ctx, requestID, &c, f.Status, AccessIdentifiers); err != nil {
		return nil, err
	}
	return out, nil
}

// Image fetches the upload registered to f (requests/{requestID}) as kind
// (an image, or an annex's slot) from the gateway (its bytes checked
// against the registered SHA-256), records the access in this folio's
// trail and returns the bytes and their content type. Nothing is answered
// when the trail cannot be written.
func (s *Service) Image(ctx context.Context, c Caller, requestID string, f *folio.Folio, kind Kind) ([]byte, string, error) {
	if err := check(c, f); err != nil {
		return nil, "", err
	}
	if !kind.Valid() {
		return nil, "", ErrNoImage
	}
	data, err := s.open(ctx, requestID, kind)
	if err != nil {
		return nil, "", err
	}
	if err := s.record(ctx, requestID, &c, f.Status, string(kind)); err != nil {
		return nil, "", err
	}
	return data, s.contentType(ctx, requestID, kind), nil
}

package desk

import (
	"context"
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
	Now     func() time.Time
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
	ID                   string      `json:"id"`
	Status               string      `json:"status"`
	Identifiers          Identifiers `json:"identifiers"`
	Biometric            string      `json:"biometricResult,omitempty"`
	DocumentsValidatedBy string      `json:"documentsValidatedBy,omitempty"`
	Images               []Kind      `json:"images"`
}

// Summary records the access to the identifiers of f (requests/{requestID})
// in the trail and returns the view.
func (s *Service) Summary(ctx context.Context, c Caller, requestID string, f *folio.Folio) (*Summary, error) {
	if err := check(c, f); err != nil {
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
	if err := s.record(ctx, requestID, &c, f.Status, AccessIdentifiers); err != nil {
		return nil, err
	}
	return out, nil
}

// Image fetches the image of f (requests/{requestID}) from the gateway,
// records the access in the trail and returns the image's bytes (JPEG).
// Nothing is answered when the trail cannot be written.
func (s *Service) Image(ctx context.Context, c Caller, requestID string, f *folio.Folio, kind Kind) ([]byte, error) {
	if err := check(c, f); err != nil {
		return nil, err
	}
	if !kind.Valid() {
		return nil, ErrNoImage
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
	if err := s.record(ctx, requestID, &c, f.Status, string(kind)); err != nil {
		return nil, err
	}
	return data, nil
}

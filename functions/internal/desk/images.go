package desk

import (
	"context"
	"errors"

	"oppnp/functions/internal/evidence"
)

// Kind names one of a folio's images: the kinds of the evidence registry
// (docs/adr/0049-evidence-held-by-the-server.md).
type Kind = evidence.Kind

// The images of a folio, in the order the desk shows them.
const (
	IneFront  = evidence.IneFront
	IneBack   = evidence.IneBack
	Selfie    = evidence.Selfie
	LifeTest  = evidence.LifeTest
	Signature = evidence.Signature
)

// Kinds lists every image kind.
var Kinds = evidence.Kinds

// Evidence is what the desk needs from the registry: which images are
// registered to a folio, and the bytes of one, checked against its hash.
// Ids the clients wrote on the folio (documents/*, customerSteps/*,
// folioIt) are never read: they could name another folio's documents.
type Evidence interface {
	Registered(ctx context.Context, requestID string) (map[evidence.Kind]evidence.Entry, error)
	Open(ctx context.Context, requestID string, k evidence.Kind) ([]byte, error)
}

// images lists the kinds registered to the folio, in the desk's order.
func (s *Service) images(ctx context.Context, requestID string) ([]Kind, error) {
	reg, err := s.Evidence.Registered(ctx, requestID)
	if err != nil {
		return nil, err
	}
	out := []Kind{}
	for _, k := range Kinds {
		if _, ok := reg[k]; ok {
			out = append(out, k)
		}
	}
	return out, nil
}

// open returns a registered image's bytes; nothing registered is
// ErrNoImage, a hash mismatch stays evidence.ErrMismatch.
func (s *Service) open(ctx context.Context, requestID string, k Kind) ([]byte, error) {
	b, err := s.Evidence.Open(ctx, requestID, k)
	if errors.Is(err, evidence.ErrNotRegistered) {
		return nil, ErrNoImage
	}
	return b, err
}

package desk

import (
	"context"
	"errors"
	"slices"

	"oppnp/functions/internal/catalogue"
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
	CatalogueNow(ctx context.Context) catalogue.Catalogue
}

// Document is one registered document of a catalogue type the desk lists:
// the INE sides and every annex slot (docs/adr/0054-document-catalogue.md),
// with what the screen needs to show it (an image inline, a PDF or a video
// in its viewer).
type Document struct {
	Kind        Kind   `json:"kind"`
	Type        string `json:"type"`
	Name        string `json:"name"`
	FileName    string `json:"fileName,omitempty"`
	ContentType string `json:"contentType"`
	Size        int    `json:"size"`
}

// documents lists the folio's registered documents in the catalogue's
// order (a type the catalogue no longer names comes last, under its id),
// each type's slots in order.
func (s *Service) documents(ctx context.Context, requestID string) ([]Document, error) {
	reg, err := s.Evidence.Registered(ctx, requestID)
	if err != nil {
		return nil, err
	}
	cat := s.Evidence.CatalogueNow(ctx)
	ids := []string{}
	for _, t := range cat {
		ids = append(ids, t.ID)
	}
	for _, a := range catalogue.Annexes {
		if !slices.Contains(ids, a) {
			ids = append(ids, a)
		}
	}
	out := []Document{}
	for _, id := range ids {
		name := id
		if t, ok := cat.Type(id); ok {
			name = t.Name
		}
		keys := []Kind{Kind(id)}
		if slices.Contains(catalogue.Annexes, id) {
			keys = keys[:0]
			for n := 1; n <= catalogue.Slots; n++ {
				keys = append(keys, evidence.SlotKind(id, n))
			}
		}
		for _, k := range keys {
			if e, ok := reg[k]; ok {
				out = append(out, Document{Kind: k, Type: id, Name: name, FileName: e.FileName,
					ContentType: catalogue.ContentTypeOf(e.ContentType), Size: e.Size})
			}
		}
	}
	return out, nil
}

// contentType is what a registered upload is served as: its registered
// type when it is one the catalogue knows, an image for the fixed kinds.
func (s *Service) contentType(ctx context.Context, requestID string, k Kind) string {
	if _, _, annex := k.Slot(); !annex {
		return "image/jpeg"
	}
	reg, err := s.Evidence.Registered(ctx, requestID)
	if err != nil {
		return "application/octet-stream"
	}
	return catalogue.ContentTypeOf(reg[k].ContentType)
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

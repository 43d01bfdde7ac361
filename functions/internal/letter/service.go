package letter

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store"
)

// Registrar records a letter with the lender (the gateway's
// /letters/generate, under the functions' service session).
type Registrar interface {
	RegisterLetter(ctx context.Context, in gateway.LetterRegistration) (*gateway.Letter, error)
}

// Service generates the folios' letters and renders the signed ones for
// download. The letter's values live in requests/{id}/letterLibranza (read
// by the SPA under the rules); the signature image in letterSignatures/{id},
// which the rules let no client read or write, together with the letter's
// data as signed and its SHA-256, from which every download is rendered
// (docs/adr/0014-carta-libranza-letter-and-pdf.md).
type Service struct {
	Store     store.Store
	Registrar Registrar
	// Clock dates the letters: the business clock.
	Clock clock.Clock
}

// StatusGenerated is letterLibranza/status once the letter is generated.
const StatusGenerated = "GENERADA"

// MaxSignatureBytes bounds the decoded signature image.
const MaxSignatureBytes = 512 << 10

// Generation is a promoter's "Generar carta": the folio the access policy
// read and the caller it admitted, with what the promoter captured.
type Generation struct {
	RequestID string
	Folio     *folio.Folio
	UID, BpID string
	// LetterFolio and LibranzaFolio are the paper letter's folios;
	// Signature the customer's, base64 or a data: URL of a JPEG or PNG.
	LetterFolio, LibranzaFolio, Signature string
}

// Generate checks the folio is at its letter step and the letter is
// complete (docs/requirements.md §5), registers it with the lender and
// stores it. A refused or failed registration leaves the folio as it was;
// the gateway keeps one letter per folio, so a retry after a failed write
// registers the same letter again.
func (s *Service) Generate(ctx context.Context, g Generation) error {
	f := g.Folio
	if f == nil || f.Status != folio.StatusLetterLibranza {
		return ErrNotLetterStep
	}
	sig, err := DecodeSignature(g.Signature)
	if err != nil {
		return err
	}
	now := s.Clock.Now()
	l := fromFolio(g.RequestID, f, strings.TrimSpace(g.LetterFolio), g.LibranzaFolio, now, sig)
	signed, err := l.PDF() // everything the letter needs is valid
	if err != nil {
		return err
	}
	if _, err := s.Registrar.RegisterLetter(ctx, gateway.LetterRegistration{
		Folio: l.RequestID, Curp: f.Curp, AgreementID: l.Agreement, Amount: l.Amount, Term: l.Term,
		Payment: l.MonthlyDiscount, Cat: l.Cat, LetterFolio: l.LetterFolio, LibranzaFolio: l.LibranzaFolio, PromotorBP: g.BpID,
	}); err != nil {
		return fmt.Errorf("%w: %w", ErrRegistration, err)
	}
	// One multi-path write: the letter never stands without its signature.
	// The signed letter's data and hash are frozen beside the signature,
	// where no client reads or writes: later downloads render the letter as
	// signed, whatever happens to the offer.
	req := "requests/" + g.RequestID + "/"
	return s.Store.Update(ctx, "", map[string]any{
		"letterSignatures/" + g.RequestID: map[string]any{
			"image": base64.StdEncoding.EncodeToString(sig), "at": store.ServerTime, "by": g.UID,
			"letter": l.Freeze(), "sha256": Sum(signed),
		},
		req + "letterLibranza": map[string]any{
			"letterFolio": l.LetterFolio, "libranzaFolio": l.LibranzaFolio,
			"discountAmount": l.MonthlyDiscount, "totalAmount": l.Amount, "term": l.Term, "cat": l.Cat,
			"status": StatusGenerated, "generatedAt": now.UnixMilli(), "generatedBy": g.UID,
		},
		// docs/requirements.md §9 document type carta-libranza: the folio's document lists show it.
		req + "documents/carta-libranza": map[string]any{
			"status": "uploaded", "gatewayId": l.LetterFolio, "fileName": FileName(l.LetterFolio),
			"fileType": "PDF", "uploadedAt": store.ServerTime,
		},
		req + "lastUpdateAt": store.ServerTime, req + "lastUpdateBy": g.UID,
	})
}

// PDF is the folio's signed letter and its file name, rendered from the
// data frozen at signing and checked against the stored hash.
func (s *Service) PDF(ctx context.Context, requestID string, f *folio.Folio) ([]byte, string, error) {
	var ll folio.LetterLibranza
	if f != nil && f.LetterLibranza != nil {
		ll = *f.LetterLibranza
	}
	var sig struct {
		Image  string  `json:"image"`
		Letter *Frozen `json:"letter"`
		Sum    string  `json:"sha256"`
	}
	if ll.LetterFolio == "" || s.Store.Get(ctx, "letterSignatures/"+requestID, &sig) != nil {
		return nil, "", ErrNotGenerated
	}
	img, err := base64.StdEncoding.DecodeString(sig.Image)
	if err != nil {
		return nil, "", fmt.Errorf("%w: %w: %v", ErrAltered, ErrStoredSignature, err)
	}
	if sig.Letter != nil {
		b, err := sig.Letter.Verify(img, sig.Sum)
		return b, FileName(sig.Letter.LetterFolio), err
	}
	// A letter signed before its data was frozen: only the live folio is left.
	b, err := fromFolio(requestID, f, ll.LetterFolio, ll.LibranzaFolio, time.UnixMilli(ll.GeneratedAt), img).PDF()
	return b, FileName(ll.LetterFolio), err
}

// FileName is the letter's PDF file name.
func FileName(letterFolio string) string { return "carta-libranza-" + letterFolio + ".pdf" }

// DecodeSignature accepts base64 or a data: URL.
func DecodeSignature(s string) ([]byte, error) {
	if _, after, ok := strings.Cut(s, ";base64,"); ok && strings.HasPrefix(s, "data:") {
		s = after
	}
	if s == "" || base64.StdEncoding.DecodedLen(len(s)) > MaxSignatureBytes {
		return nil, fmt.Errorf("%w: missing or too large", ErrSignature)
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSignature, err)
	}
	return b, nil
}

// fromFolio is the folio's letter with the given folios, date and
// signature, the date shown in Mexico City.
func fromFolio(id string, f *folio.Folio, letterNo, libranzaNo string, at time.Time, sig []byte) *Letter {
	l := &Letter{RequestID: id, CustomerName: customerName(f), Curp: f.Curp,
		LetterFolio: letterNo, LibranzaFolio: libranzaNo, Date: at.In(clock.MexicoCity()), Signature: sig}
	if q := f.Quoter(); q != nil {
		l.Product, l.Amount, l.MonthlyDiscount, l.Term, l.Cat = q.Product, q.Amount, q.Payment, int(q.Term), q.Cat
		if q.Agreement != nil {
			l.Agreement = q.Agreement.AgreementItem
		}
	}
	return l
}

// customerName is the names and last names as the customer gave them, else
// the full name: the name the letter was always signed under.
func customerName(f *folio.Folio) string {
	if f.Client == nil {
		return ""
	}
	c := f.Client
	if name := strings.Join(strings.Fields(c.Names+" "+c.FirstLastName+" "+c.SecondLastName), " "); name != "" {
		return name
	}
	return c.FullName
}

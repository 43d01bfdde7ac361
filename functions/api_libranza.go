package functions

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/letter"
	"oppnp/functions/internal/store"
)

// Carta libranza endpoints (docs/requirements.md §2 letter libranza, §5 folio rules):
//
//	POST /api/letters/{folio}      the folio's live promoter, with
//	                               roles/{bpId}/libranza, generates the letter:
//	                               {letterFolio, libranzaFolio, signature
//	                               (base64 JPEG/PNG)}
//	GET  /api/letters/{folio}.pdf  the letter as a PDF, for the folio's live
//	                               promoter or its customer; 403 else.
//
// Who may call is the access table's (docs/access.md); the handlers get
// the folio the middleware read.
//
// The letter's values live in requests/{id}/letterLibranza (read by the
// SPA under the rules); the signature image in letterSignatures/{id}, which
// the rules let no client read or write, together with the letter's data as
// signed and its SHA-256, from which every download is rendered
// (docs/adr/0014-carta-libranza-letter-and-pdf.md).
func (a *app) libranzaRoutes(g *registrar) {
	g.json("POST /api/letters/{folio}", a.generateLetter)
	g.raw("GET /api/letters/{file}", a.downloadLetter)
}

const (
	lettersStatusGenerated = "GENERADA"
	maxSignatureBytes      = 512 << 10
)

// letterFolio is what the endpoints read of requests/{id}.
type letterFolio struct {
	Status              string `json:"status"`
	UUID                string `json:"uuid"`
	CurrentPromoterBpID string `json:"currentPromoterBpId"`
	Curp                string `json:"curp"`
	Client              struct {
		Names, FirstLastName, SecondLastName, FullName string
	} `json:"client"`
	Offer struct {
		Quoter struct {
			Amount, Payment, Cat float64
			Term                 int
			Product              string
			Agreement            struct {
				AgreementItem string `json:"agreementItem"`
			} `json:"agreement"`
		} `json:"quoter"`
	} `json:"offer"`
	LetterLibranza struct {
		LetterFolio   string `json:"letterFolio"`
		LibranzaFolio string `json:"libranzaFolio"`
		GeneratedAt   int64  `json:"generatedAt"`
	} `json:"letterLibranza"`
}

func (f *letterFolio) customerName() string {
	c := f.Client
	name := strings.Join(strings.Fields(c.Names+" "+c.FirstLastName+" "+c.SecondLastName), " ")
	if name == "" {
		name = c.FullName
	}
	return name
}

// letter is the folio's letter with the given folios, date and signature.
func (f *letterFolio) letter(id, letterNo, libranzaNo string, at time.Time, sig []byte) *letter.Letter {
	q := f.Offer.Quoter
	return &letter.Letter{RequestID: id, CustomerName: f.customerName(), Curp: f.Curp,
		Agreement: q.Agreement.AgreementItem, Product: q.Product, Amount: q.Amount,
		MonthlyDiscount: q.Payment, Term: q.Term, Cat: q.Cat,
		LetterFolio: letterNo, LibranzaFolio: libranzaNo, Date: at.In(mexicoCity()), Signature: sig}
}

func mexicoCity() *time.Location {
	if loc, err := time.LoadLocation("America/Mexico_City"); err == nil {
		return loc
	}
	return time.FixedZone("CST", -6*3600)
}

// letterFolioOf decodes the folio the access middleware read; a missing
// folio is refused there.
func letterFolioOf(c *caller) (*letterFolio, error) {
	if c.Tree == nil {
		return nil, httpx.ErrForbidden
	}
	b, err := json.Marshal(c.Tree)
	if err != nil {
		return nil, fmt.Errorf("functions: encode the folio %s: %w", c.FolioID, err)
	}
	var f letterFolio
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("functions: decode the folio %s: %w", c.FolioID, err)
	}
	return &f, nil
}

func (a *app) generateLetter(r *http.Request) (any, error) {
	if err := a.generate(r); err != nil {
		return nil, err
	}
	return map[string]string{"status": lettersStatusGenerated}, nil
}

func (a *app) generate(r *http.Request) error {
	// The folioPromoter policy with roles/{bpId}/libranza admitted the caller.
	c := callerOf(r)
	bp, id := c.BpID, c.FolioID
	var in struct {
		LetterFolio   string `json:"letterFolio"`
		LibranzaFolio string `json:"libranzaFolio"`
		Signature     string `json:"signature"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return err
	}
	f, err := letterFolioOf(c)
	if err != nil {
		return err
	}
	if f.Status != "letterLibranza" {
		return letter.ErrNotLetterStep
	}
	sig, err := decodeSignature(in.Signature)
	if err != nil {
		return err
	}
	now := time.Now()
	l := f.letter(id, strings.TrimSpace(in.LetterFolio), in.LibranzaFolio, now, sig)
	signed, err := l.PDF() // everything the letter needs is valid
	if err != nil {
		return err
	}
	ctx := r.Context()
	if err := a.registerLetter(ctx, f, l, bp); err != nil {
		return err
	}
	// One multi-path write: the letter never stands without its signature.
	// The signed letter's data and hash are frozen beside the signature,
	// where no client reads or writes: later downloads render the letter as
	// signed, whatever happens to the offer.
	req := "requests/" + id + "/"
	return a.store.Update(ctx, "", map[string]any{
		"letterSignatures/" + id: map[string]any{
			"image": base64.StdEncoding.EncodeToString(sig), "at": store.ServerTime, "by": c.UID,
			"letter": l.Freeze(), "sha256": letter.Sum(signed),
		},
		req + "letterLibranza": map[string]any{
			"letterFolio": l.LetterFolio, "libranzaFolio": l.LibranzaFolio,
			"discountAmount": l.MonthlyDiscount, "totalAmount": l.Amount, "term": l.Term, "cat": l.Cat,
			"status": lettersStatusGenerated, "generatedAt": now.UnixMilli(), "generatedBy": c.UID,
		},
		// docs/requirements.md §9 document type carta-libranza: the folio's document lists show it.
		req + "documents/carta-libranza": map[string]any{
			"status": "uploaded", "gatewayId": l.LetterFolio, "fileName": letterFileName(l.LetterFolio),
			"fileType": "PDF", "uploadedAt": store.ServerTime,
		},
		req + "lastUpdateAt": store.ServerTime, req + "lastUpdateBy": c.UID,
	})
}

// letterRegistrar is the gateway call that records a letter with the lender.
type letterRegistrar interface {
	RegisterLetter(ctx context.Context, in gateway.LetterRegistration) (*gateway.Letter, error)
}

// registerLetter records the letter with the lender (gateway
// /letters/generate) under the folio's promoter, before anything is
// stored: a refused or failed registration leaves the folio as it was. The
// gateway keeps one letter per folio, so a retry after a failed write
// registers the same letter again.
func (a *app) registerLetter(ctx context.Context, f *letterFolio, l *letter.Letter, bp string) error {
	gw, ok := a.sipre.Gateway.(letterRegistrar)
	if !ok {
		return ErrNoLetterRegistration
	}
	_, err := gw.RegisterLetter(ctx, gateway.LetterRegistration{
		Folio: l.RequestID, Curp: f.Curp, AgreementID: l.Agreement, Amount: l.Amount, Term: l.Term,
		Payment: l.MonthlyDiscount, Cat: l.Cat, LetterFolio: l.LetterFolio, LibranzaFolio: l.LibranzaFolio, PromotorBP: bp,
	})
	if err != nil {
		return fmt.Errorf("%w: %w", ErrLetterRegistration, err)
	}
	return nil
}

func letterFileName(letterFolio string) string { return "carta-libranza-" + letterFolio + ".pdf" }

// decodeSignature accepts base64 or a data: URL.
func decodeSignature(s string) ([]byte, error) {
	if _, after, ok := strings.Cut(s, ";base64,"); ok && strings.HasPrefix(s, "data:") {
		s = after
	}
	if s == "" || base64.StdEncoding.DecodedLen(len(s)) > maxSignatureBytes {
		return nil, fmt.Errorf("%w: missing or too large", letter.ErrSignature)
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", letter.ErrSignature, err)
	}
	return b, nil
}

func (a *app) downloadLetter(w http.ResponseWriter, r *http.Request) {
	b, name, err := a.letterPDF(r)
	if err != nil {
		httpx.WriteError(w, err)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set(letterHashHeader, letter.Sum(b))
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(b)
}

func (a *app) letterPDF(r *http.Request) ([]byte, string, error) {
	id, ok := strings.CutSuffix(r.PathValue("file"), ".pdf")
	if !ok {
		return nil, "", httpx.ErrNotFound
	}
	// The folioPromoter or folioCustomer policy admitted the caller: a
	// customer keeps its letter after its link's stage ended.
	f, err := letterFolioOf(callerOf(r))
	if err != nil {
		return nil, "", err
	}
	ll := f.LetterLibranza
	var sig struct {
		Image  string         `json:"image"`
		Letter *letter.Frozen `json:"letter"`
		Sum    string         `json:"sha256"`
	}
	if ll.LetterFolio == "" || a.store.Get(r.Context(), "letterSignatures/"+id, &sig) != nil {
		return nil, "", letter.ErrNotGenerated
	}
	img, err := base64.StdEncoding.DecodeString(sig.Image)
	if err != nil {
		return nil, "", fmt.Errorf("%w: %w: %v", letter.ErrAltered, ErrStoredSignature, err)
	}
	if sig.Letter != nil {
		b, err := sig.Letter.Verify(img, sig.Sum)
		return b, letterFileName(sig.Letter.LetterFolio), err
	}
	// A letter signed before its data was frozen: only the live folio is left.
	b, err := f.letter(id, ll.LetterFolio, ll.LibranzaFolio, time.UnixMilli(ll.GeneratedAt), img).PDF()
	return b, letterFileName(ll.LetterFolio), err
}

// letterHashHeader carries the hex SHA-256 of the letter's bytes, the one
// stored when it was signed.
const letterHashHeader = "X-Letter-Sha256"

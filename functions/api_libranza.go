package functions

import (
	"net/http"
	"strings"

	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/letter"
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
// Who may call is the access table's (docs/access.md); the handlers hand
// the folio the middleware read to letter.Service.
func (a *app) libranzaRoutes(g *registrar) {
	g.json("POST /api/letters/{folio}", a.generateLetter)
	g.raw("GET /api/letters/{file}", a.downloadLetter)
}

// generateLetter: the folioPromoter policy with roles/{bpId}/libranza
// admitted the caller.
func (a *app) generateLetter(r *http.Request) (any, error) {
	c := callerOf(r)
	var in struct {
		LetterFolio   string `json:"letterFolio"`
		LibranzaFolio string `json:"libranzaFolio"`
		Signature     string `json:"signature"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	if err := a.letter.Generate(r.Context(), letter.Generation{RequestID: c.FolioID, Folio: c.Folio,
		UID: c.UID, BpID: c.BpID, LetterFolio: in.LetterFolio, LibranzaFolio: in.LibranzaFolio, Signature: in.Signature}); err != nil {
		return nil, err
	}
	return map[string]string{"status": letter.StatusGenerated}, nil
}

// downloadLetter: the folioPromoter or folioCustomer policy admitted the
// caller; a customer keeps its letter after its link's stage ended.
func (a *app) downloadLetter(w http.ResponseWriter, r *http.Request) {
	c := callerOf(r)
	if !strings.HasSuffix(r.PathValue("file"), ".pdf") {
		httpx.WriteError(w, httpx.ErrNotFound)
		return
	}
	b, name, err := a.letter.PDF(r.Context(), c.FolioID, c.Folio)
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

// letterHashHeader carries the hex SHA-256 of the letter's bytes, the one
// stored when it was signed.
const letterHashHeader = "X-Letter-Sha256"

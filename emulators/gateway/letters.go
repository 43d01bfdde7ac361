package gateway

import (
	"fmt"
	"net/http"
	"regexp"
	"time"
)

// docs/requirements.md §5: a letter folio is 13 digits or hyphens; a libranza folio has no
// spaces and at least 12 characters.
var (
	letterFolioRe   = regexp.MustCompile(`^[0-9-]{13}$`)
	libranzaFolioRe = regexp.MustCompile(`^\S{12,}$`)
)

type letter struct {
	LetterFolio   string  `json:"letterFolio"`
	LibranzaFolio string  `json:"libranzaFolio"`
	Folio         string  `json:"folio"`
	PromotorBP    string  `json:"promotorBP"`
	Curp          string  `json:"curp"`
	AgreementID   string  `json:"agreementId"`
	Amount        float64 `json:"amount"`
	Term          int     `json:"term"`
	Payment       float64 `json:"payment"`
	Cat           float64 `json:"cat"`
	Status        string  `json:"status"`
	CreatedAt     string  `json:"createdAt"`
}

// letterRequest is POST /letters/generate's payload.
type letterRequest struct {
	appRequest
	Folio       string  `json:"folio" need:""`
	Curp        string  `json:"curp" need:""`
	AgreementID string  `json:"agreementId" need:""`
	Amount      float64 `json:"amount"`
	Term        int     `json:"term"`
	Payment     float64 `json:"payment"`
	Cat         float64 `json:"cat"`
	// The folios printed on the paper letter, when the promoter captured
	// them; the gateway issues its own otherwise.
	LetterFolio   string `json:"letterFolio"`
	LibranzaFolio string `json:"libranzaFolio"`
	// The promoter the letter belongs to when a system session (the
	// functions) registers it; any other session's letter is its own.
	PromotorBP string `json:"promotorBP"`
}

// check refuses figures out of range and folios off the docs/requirements.md §5
// formats (FIELD_INVALID), after bind has required the named fields.
func (q *letterRequest) check() error {
	if q.Amount <= 0 || q.Term <= 0 || q.Term > 60 || q.Payment <= 0 || q.Cat <= 0 || q.Cat > 1000 {
		return fail(http.StatusBadRequest, CodeFieldInvalid, MsgLetterFigures)
	}
	if (q.LetterFolio != "" && !letterFolioRe.MatchString(q.LetterFolio)) ||
		(q.LibranzaFolio != "" && !libranzaFolioRe.MatchString(q.LibranzaFolio)) {
		return fail(http.StatusBadRequest, CodeFieldInvalid, MsgLetterFolios)
	}
	return nil
}

func (s *Server) generateLetter(r *request) (int, any, error) {
	var req letterRequest
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	if err := req.check(); err != nil {
		return 0, nil, err
	}
	if _, err := s.agreement(req.AgreementID); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if l := s.st.letters[req.Folio]; l != nil {
		// Idempotent per folio; captured folios that changed are re-issued.
		if req.LetterFolio != "" {
			l.LetterFolio = req.LetterFolio
		}
		if req.LibranzaFolio != "" {
			l.LibranzaFolio = req.LibranzaFolio
		}
		return reply(http.StatusCreated, *l)
	}
	now := s.now()
	s.st.seq++
	bp := ""
	if u := r.sess.user; u != nil {
		bp = u.BpID
		if u.Profile == "Sistema" && req.PromotorBP != "" {
			bp = req.PromotorBP
		}
	}
	l := &letter{
		LetterFolio:   fmt.Sprintf("%04d-%08d", now.Year(), s.st.seq),
		LibranzaFolio: fmt.Sprintf("LIB%04d%08d", now.Year(), s.st.seq),
		Folio:         req.Folio, PromotorBP: bp, Curp: req.Curp, AgreementID: req.AgreementID,
		Amount: req.Amount, Term: req.Term, Payment: round2(req.Payment), Cat: req.Cat,
		Status: "GENERADA", CreatedAt: now.Format(time.RFC3339),
	}
	if req.LetterFolio != "" {
		l.LetterFolio = req.LetterFolio
	}
	if req.LibranzaFolio != "" {
		l.LibranzaFolio = req.LibranzaFolio
	}
	s.st.letters[req.Folio] = l
	s.st.letterOrder = append(s.st.letterOrder, req.Folio)
	return reply(http.StatusCreated, *l)
}

func (s *Server) listLetters(r *request) (int, any, error) {
	var req struct {
		appRequest
		PromotorBP string `json:"promotorBP" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []letter{}
	for _, f := range s.st.letterOrder {
		if l := s.st.letters[f]; l.PromotorBP == req.PromotorBP {
			out = append(out, *l)
		}
	}
	return reply(http.StatusOK, map[string]any{"letters": out})
}

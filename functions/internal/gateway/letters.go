package gateway

import "context"

// LetterRegistration is a carta libranza as the lender records it (POST
// /letters/generate): the folio, its quotation and the two folios the
// promoter captured from the paper letter.
type LetterRegistration struct {
	Folio         string  `json:"folio"`
	Curp          string  `json:"curp"`
	AgreementID   string  `json:"agreementId"`
	Amount        float64 `json:"amount"`
	Term          int     `json:"term"`
	Payment       float64 `json:"payment"`
	Cat           float64 `json:"cat"`
	LetterFolio   string  `json:"letterFolio"`
	LibranzaFolio string  `json:"libranzaFolio"`
	// PromotorBP is the promoter the letter belongs to (its Mis cartas):
	// the functions register with their own session, not the promoter's.
	PromotorBP string `json:"promotorBP,omitempty"`
}

// Letter is the lender's record of a carta libranza.
type Letter struct {
	LetterFolio   string `json:"letterFolio"`
	LibranzaFolio string `json:"libranzaFolio"`
	Folio         string `json:"folio"`
	PromotorBP    string `json:"promotorBP"`
	Status        string `json:"status"`
	CreatedAt     string `json:"createdAt"`
}

// RegisterLetter calls POST /letters/generate. The gateway keeps one
// letter per folio: a second call with other captured folios re-issues it.
func (c *Client) RegisterLetter(ctx context.Context, bearer string, in LetterRegistration) (*Letter, error) {
	body := struct {
		ApplicationID string `json:"applicationId"`
		LetterRegistration
	}{ApplicationID, in}
	var out struct {
		Data Letter `json:"data"`
	}
	if err := c.do(ctx, "POST", "/letters/generate", bearer, body, &out); err != nil {
		return nil, err
	}
	return &out.Data, nil
}

// RegisterLetter calls POST /letters/generate with the service session.
func (s *Service) RegisterLetter(ctx context.Context, in LetterRegistration) (l *Letter, err error) {
	err = s.T.Do(ctx, func(b string) error { l, err = s.C.RegisterLetter(ctx, b, in); return err })
	return l, err
}

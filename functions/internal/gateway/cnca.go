package gateway

import "context"

// Eligibility is a customer's CNCA eligibility (POST /cnca/eligibility).
type Eligibility struct {
	Curp            string   `json:"curp"`
	UIF             bool     `json:"uif"`
	Bulletined      bool     `json:"bulletined"`
	InternalCredits []string `json:"internalCredits"`
	Biometric       string   `json:"biometric"`
	Eligible        bool     `json:"eligible"`
}

// CncaEligibility calls POST /cnca/eligibility.
func (c *Client) CncaEligibility(ctx context.Context, bearer, curp string) (*Eligibility, error) {
	var out struct {
		Data Eligibility `json:"data"`
	}
	body := map[string]any{"applicationId": ApplicationID, "curp": curp}
	if err := c.do(ctx, "POST", "/cnca/eligibility", bearer, body, &out); err != nil {
		return nil, err
	}
	return &out.Data, nil
}

// CncaEligibility calls POST /cnca/eligibility with the service session.
func (s *Service) CncaEligibility(ctx context.Context, curp string) (e *Eligibility, err error) {
	err = s.T.Do(ctx, func(b string) error { e, err = s.C.CncaEligibility(ctx, b, curp); return err })
	return e, err
}

package gateway

import "net/http"

// cncaEligibility answers, for one customer, what the CNCA process checks
// server-side before a discharge may be requested (docs/requirements.md §5): the UIF list,
// the bulletin, the internal credits still to discharge and the customer's
// last biometric result (ACEPTADO unless the persona says otherwise, as
// /biometrics/submit resolves it).
func (s *Server) cncaEligibility(r *request) (int, any, error) {
	c, credits, err := s.customerOf(r, true)
	if err != nil {
		return 0, nil, err
	}
	internal := []string{}
	for _, cr := range credits {
		if cr.Internal && cr.Settleable {
			internal = append(internal, cr.CreditID)
		}
	}
	bio := "ACEPTADO"
	if c.Biometric != "" {
		bio = c.Biometric
	}
	return reply(http.StatusOK, map[string]any{
		"curp": c.Curp, "uif": c.UIF, "bulletined": c.Bulletined, "internalCredits": internal,
		"biometric": bio, "eligible": cncaEligible(c, credits),
	})
}

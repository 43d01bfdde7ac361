package gateway

import "net/http"

// cncaEligibility answers, for one customer, what the CNCA process checks
// server-side before a discharge may be requested (SPEC §5): the UIF list,
// the bulletin, the internal credits still to discharge and the customer's
// last biometric result (ACEPTADO unless the persona says otherwise, as
// /biometrics/submit resolves it).
func (s *Server) cncaEligibility(r *request) (int, any, error) {
	var req identifierRequest
	if err := decodeApp(r, &req); err != nil {
		return 0, nil, err
	}
	key, err := req.key()
	if err != nil {
		return 0, nil, err
	}
	c := s.fx.customerByID[key]
	if c == nil {
		return 0, nil, fail(http.StatusNotFound, CodeCustomerNotFound, MsgCustomerNotFound)
	}
	s.mu.Lock()
	credits := s.liveCredits(c)
	s.mu.Unlock()
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
	return http.StatusOK, envelope{map[string]any{
		"curp": c.Curp, "uif": c.UIF, "bulletined": c.Bulletined, "internalCredits": internal,
		"biometric": bio, "eligible": cncaEligible(c, credits),
	}}, nil
}

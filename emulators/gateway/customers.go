package gateway

import (
	"net/http"
	"regexp"
	"strings"
)

// docs/requirements.md §5 formats: CURP 4 letters, 6 digits, 8 alphanumerics (or Ñ/&); RFC
// 4 letters, 6 digits, 3 alphanumerics; NSS 11 digits.
var (
	curpRE = regexp.MustCompile(`^[A-Z]{4}[0-9]{6}[A-Z0-9Ñ&]{8}$`)
	rfcRE  = regexp.MustCompile(`^[A-Z]{4}[0-9]{6}[A-Z0-9]{3}$`)
	nssRE  = regexp.MustCompile(`^[0-9]{11}$`)
)

type identifierRequest struct {
	appRequest
	Curp string `json:"curp"`
	Rfc  string `json:"rfc"`
	Nss  string `json:"nss"`
	BpID string `json:"bpId"`
}

// bpIDRE is a customer's business partner id (the /client/{bpId} screen).
var bpIDRE = regexp.MustCompile(`^[0-9]{10}$`)

// key validates the first identifier given (CURP, then RFC, then NSS, then
// the customer's bpId).
func (q identifierRequest) key() (string, error) {
	curp, rfc, nss := strings.ToUpper(strings.TrimSpace(q.Curp)), strings.ToUpper(strings.TrimSpace(q.Rfc)), strings.TrimSpace(q.Nss)
	switch {
	case curp != "":
		if !curpRE.MatchString(curp) {
			return "", fail(http.StatusBadRequest, CodeFieldInvalid, MsgCURPInvalid)
		}
		return curp, nil
	case rfc != "":
		if !rfcRE.MatchString(rfc) {
			return "", fail(http.StatusBadRequest, CodeFieldInvalid, MsgRFCInvalid)
		}
		return rfc, nil
	case nss != "":
		if !nssRE.MatchString(nss) {
			return "", fail(http.StatusBadRequest, CodeFieldInvalid, "El NSS debe tener 11 dígitos")
		}
		return nss, nil
	case strings.TrimSpace(q.BpID) != "":
		bp := strings.TrimSpace(q.BpID)
		if !bpIDRE.MatchString(bp) {
			return "", fail(http.StatusBadRequest, CodeFieldInvalid, "El bpId debe tener 10 dígitos")
		}
		return bp, nil
	}
	return "", fail(http.StatusBadRequest, CodeFieldRequired, "Falta el campo curp, rfc, nss o bpId")
}

// customerOf decodes r's identifier payload and finds the customer with
// its live credits: an unknown one is a 404 when known is set, else nil
// with no credits.
func (s *Server) customerOf(r *request, known bool) (*customer, []credit, error) {
	var req identifierRequest
	if err := decodeApp(r, &req); err != nil {
		return nil, nil, err
	}
	key, err := req.key()
	if err != nil {
		return nil, nil, err
	}
	c, err := find(s.fx.customerByID, key, CodeCustomerNotFound, MsgCustomerNotFound)
	if err != nil {
		if known {
			return nil, nil, err
		}
		return nil, []credit{}, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return c, s.liveCredits(c), nil
}

// liveCredits are the customer's credits not yet discharged in SIPRE.
// Caller holds s.mu.
func (s *Server) liveCredits(c *customer) []credit {
	out := []credit{}
	for _, cr := range c.Credits {
		if !s.st.dischargeOf[cr.CreditID] {
			out = append(out, cr)
		}
	}
	return out
}

// cncaEligible: internal credits to transfer, and neither on the UIF list
// nor bulletined (docs/requirements.md §5).
func cncaEligible(c *customer, credits []credit) bool {
	if c.UIF || c.Bulletined {
		return false
	}
	for _, cr := range credits {
		if cr.Internal && cr.Settleable {
			return true
		}
	}
	return false
}

func total(credits []credit) float64 {
	t := 0.0
	for _, cr := range credits {
		if cr.Settleable {
			t += cr.Balance
		}
	}
	return round2(t)
}

func (s *Server) searchCustomer(r *request) (int, any, error) {
	c, credits, err := s.customerOf(r, true)
	if err != nil {
		return 0, nil, err
	}
	return reply(http.StatusOK, map[string]any{
		"customer": c.customerJSON,
		"uif":      c.UIF, "bulletined": c.Bulletined, "credits": credits, "cncaEligible": cncaEligible(c, credits),
	})
}

// credits answers an unknown customer with no credits, not a 404.
func (s *Server) credits(r *request) (int, any, error) {
	c, credits, err := s.customerOf(r, false)
	if err != nil {
		return 0, nil, err
	}
	eligible := c != nil && cncaEligible(c, credits)
	return reply(http.StatusOK, map[string]any{"credits": credits, "totalToSettle": total(credits), "cncaEligible": eligible})
}

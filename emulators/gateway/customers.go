package gateway

import (
	"net/http"
	"regexp"
	"strings"
)

// SPEC §5 formats: CURP 4 letters, 6 digits, 8 alphanumerics (or Ñ/&); RFC
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
}

// key validates the first identifier given (CURP, then RFC, then NSS).
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
	}
	return "", fail(http.StatusBadRequest, CodeFieldRequired, "Falta el campo curp, rfc o nss")
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
// nor bulletined (SPEC §5).
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

type customerJSON struct {
	BpID           string `json:"bpId"`
	Curp           string `json:"curp"`
	Rfc            string `json:"rfc"`
	Nss            string `json:"nss"`
	FirstName      string `json:"firstName"`
	LastName       string `json:"lastName"`
	SecondLastName string `json:"secondLastName"`
	BirthDate      string `json:"birthDate"`
	Gender         string `json:"gender"`
	Phone          string `json:"phone"`
	Email          string `json:"email"`
	Clabe          string `json:"clabe"`
	Pensioner      bool   `json:"pensioner"`
}

func (s *Server) searchCustomer(r *request) (int, any, error) {
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
	return http.StatusOK, envelope{map[string]any{
		"customer": customerJSON{c.BpID, c.Curp, c.Rfc, c.Nss, c.FirstName, c.LastName, c.SecondLastName,
			c.BirthDate, c.Gender, c.Phone, c.Email, c.Clabe, c.Pensioner},
		"uif": c.UIF, "bulletined": c.Bulletined, "credits": credits, "cncaEligible": cncaEligible(c, credits),
	}}, nil
}

func (s *Server) credits(r *request) (int, any, error) {
	var req identifierRequest
	if err := decodeApp(r, &req); err != nil {
		return 0, nil, err
	}
	key, err := req.key()
	if err != nil {
		return 0, nil, err
	}
	credits, eligible := []credit{}, false
	if c := s.fx.customerByID[key]; c != nil {
		s.mu.Lock()
		credits = s.liveCredits(c)
		s.mu.Unlock()
		eligible = cncaEligible(c, credits)
	}
	return http.StatusOK, envelope{map[string]any{"credits": credits, "totalToSettle": total(credits), "cncaEligible": eligible}}, nil
}

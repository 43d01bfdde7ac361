package functions

import (
	"net/http"

	"oppnp/functions/internal/cnca"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/sipre"
)

// cncaRoutes registers the CNCA process endpoints. Every one needs the
// caller's Firebase ID token with the cnca claim: the route guard in the SPA
// reads a cookie, which anyone can forge; these checks cannot be.
func (a *app) cncaRoutes(h func(pattern string, fn func(r *http.Request) (any, error))) {
	h("POST /api/cnca/{folio}/validar", a.cncaValidate)
	h("POST /api/cnca/{folio}/baja-sipre", a.bajaSipre)
	h("POST /api/cnca/{folio}/cancelar", a.cncaCancel)
	h("POST /api/cnca/{folio}/solicitud", a.cncaLink)
}

// cncaCaller verifies the ID token and reads the claims the CNCA process
// needs.
func (a *app) cncaCaller(r *http.Request) (cnca.Caller, error) {
	c, err := httpx.Authenticate(r, a.auth)
	if err != nil {
		return cnca.Caller{}, err
	}
	return cnca.Caller{BpID: c.Claim("bpId"), Admin: c.Flag("admin"), CNCA: c.Flag("cnca")}, nil
}

// cncaValidate checks a new CNCA folio (E0001) with the gateway: bulletined,
// UIF and no-credit clients are rejected (E0008), a client without a valid
// biometric waits at E0001, otherwise the folio moves to E0002.
func (a *app) cncaValidate(r *http.Request) (any, error) {
	c, err := a.cncaCaller(r)
	if err != nil {
		return nil, err
	}
	return a.cnca.Validate(r.Context(), c, r.PathValue("folio"))
}

// bajaSipre runs the SIPRE discharge of a CNCA folio (docs/requirements.md §2
// /cnca/{folio}/baja-sipre): only with the cnca claim, only 8:00–21:30
// America/Mexico_City.
func (a *app) bajaSipre(r *http.Request) (any, error) {
	c, err := a.cncaCaller(r)
	if err != nil {
		return nil, err
	}
	if c.BpID == "" {
		return nil, httpx.ErrForbidden
	}
	return a.sipre.Discharge(r.Context(), sipre.Caller{BpID: c.BpID, Admin: c.Admin, CNCA: c.CNCA}, r.PathValue("folio"))
}

// cncaCancel ends a CNCA folio at E0009 (cancelada) while no discharge is in
// flight and no request is linked to it.
func (a *app) cncaCancel(r *http.Request) (any, error) {
	c, err := a.cncaCaller(r)
	if err != nil {
		return nil, err
	}
	return a.cnca.Cancel(r.Context(), c, r.PathValue("folio"))
}

// cncaLink creates the request a discharged CNCA folio (E0004, E0005) leads
// to and moves the folio to E0006; the request's completion moves it to
// E0007.
func (a *app) cncaLink(r *http.Request) (any, error) {
	c, err := a.cncaCaller(r)
	if err != nil {
		return nil, err
	}
	return a.cnca.Link(r.Context(), c, r.PathValue("folio"))
}

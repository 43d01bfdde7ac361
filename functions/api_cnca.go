package functions

import (
	"net/http"

	"oppnp/functions/internal/cnca"
	"oppnp/functions/internal/sipre"
)

// cncaRoutes registers the CNCA process endpoints: the folio's live
// promoter or live admin staff of its branch, with roles/{bpId}/cnca (the
// folioStaff policy and the cnca flag of docs/access.md). The route guard in
// the SPA reads a cookie, which anyone can forge; these checks cannot be.
func (a *app) cncaRoutes(g *registrar) {
	g.json("POST /api/cnca/{folio}/validar", a.cncaValidate)
	g.json("POST /api/cnca/{folio}/baja-sipre", a.bajaSipre)
	g.json("POST /api/cnca/{folio}/cancelar", a.cncaCancel)
	g.json("POST /api/cnca/{folio}/solicitud", a.cncaLink)
}

// cncaCaller is the CNCA process's caller from its live role, with the
// folio the middleware read to admit it.
func cncaCaller(r *http.Request) cnca.Caller {
	c := callerOf(r)
	return cnca.Caller{BpID: c.BpID, Admin: c.Role != nil && c.Role.Admin, CNCA: c.Role != nil && c.Role.CNCA, Folio: c.Tree}
}

// cncaValidate checks a new CNCA folio (E0001) with the gateway: bulletined,
// UIF and no-credit clients are rejected (E0008), a client without a valid
// biometric waits at E0001, otherwise the folio moves to E0002.
func (a *app) cncaValidate(r *http.Request) (any, error) {
	c := cncaCaller(r)
	return a.cnca.Validate(r.Context(), c, r.PathValue("folio"))
}

// bajaSipre runs the SIPRE discharge of a CNCA folio (docs/requirements.md §2
// /cnca/{folio}/baja-sipre): only with roles/{bpId}/cnca, only 8:00–21:30
// America/Mexico_City.
func (a *app) bajaSipre(r *http.Request) (any, error) {
	c := cncaCaller(r)
	return a.sipre.Discharge(r.Context(), sipre.Caller{BpID: c.BpID, Admin: c.Admin, CNCA: c.CNCA, Folio: c.Folio}, r.PathValue("folio"))
}

// cncaCancel ends a CNCA folio at E0009 (cancelada) while no discharge is in
// flight and no request is linked to it.
func (a *app) cncaCancel(r *http.Request) (any, error) {
	c := cncaCaller(r)
	return a.cnca.Cancel(r.Context(), c, r.PathValue("folio"))
}

// cncaLink creates the request a discharged CNCA folio (E0004, E0005) leads
// to and moves the folio to E0006; the request's completion moves it to
// E0007.
func (a *app) cncaLink(r *http.Request) (any, error) {
	c := cncaCaller(r)
	return a.cnca.Link(r.Context(), c, r.PathValue("folio"))
}

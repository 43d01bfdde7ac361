package functions

import (
	"net/http"
	"strconv"

	"oppnp/functions/internal/clearance"
	"oppnp/functions/internal/httpx"
)

// clearanceRoutes: a folio starts only after the functions cleared its CURP
// (docs/adr/0055-folio-creation-cleared-by-the-functions.md): the UIF list
// and the other folios of the client in flight; staff allow a duplicate.
func (a *app) clearanceRoutes(g *registrar) {
	g.json("POST /api/requests/clearance", a.clearFolio)
	g.json("POST /api/requests/in-flight", a.inFlight)
	g.json("GET /api/duplicates", a.duplicates)
	g.json("POST /api/duplicates/{key}/allow", a.allowDuplicate)
}

type curpBody struct {
	Curp string `json:"curp"`
}

func (a *app) clearFolio(r *http.Request) (any, error) {
	var in curpBody
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	return a.clearance.Clear(r.Context(), callerOf(r).BpID, in.Curp)
}

func (a *app) inFlight(r *http.Request) (any, error) {
	var in curpBody
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	others, err := a.clearance.Lookup(r.Context(), callerOf(r).BpID, in.Curp)
	if err != nil {
		return nil, err
	}
	return map[string]any{"folios": others}, nil
}

func (a *app) duplicates(r *http.Request) (any, error) {
	var before int64
	if v := r.URL.Query().Get("before"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n <= 0 {
			return nil, clearance.ErrBadCursor
		}
		before = n
	}
	return a.clearance.Queue(r.Context(), callerOf(r).Role, before)
}

func (a *app) allowDuplicate(r *http.Request) (any, error) {
	var in struct {
		Reason string `json:"reason"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	c := callerOf(r)
	return a.clearance.Allow(r.Context(), c.BpID, c.Role, r.PathValue("key"), in.Reason)
}

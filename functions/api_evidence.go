package functions

import (
	"net/http"

	"oppnp/functions/internal/evidence"
	"oppnp/functions/internal/httpx"
)

// evidenceRoutes registers the registration of an upload
// (docs/adr/0049-evidence-held-by-the-server.md): after its direct upload
// to the gateway, a screen names the document and the functions check it,
// hash it, claim it for the folio and write the folio's field. The
// customer's screens call the first route with their link's ID token
// (customerLink); the promoter's (or its branch's admin staff's) capture
// calls the second for the INE (folioStaff).
func (a *app) evidenceRoutes(g *registrar) {
	g.json("POST /api/evidence", a.evidenceByCustomer)
	g.json("POST /api/requests/{requestId}/evidence", a.evidenceByStaff)
}

// evidenceInput is the body of both routes.
type evidenceInput struct {
	Kind       string `json:"kind"`
	DocumentID string `json:"documentId"`
}

// evidenceAnswer is what both routes answer: the registry entry.
func evidenceAnswer(k string, e *evidence.Entry) any {
	return map[string]any{"kind": k, "documentId": e.GatewayID, "sha256": e.SHA256, "size": e.Size}
}

// evidenceByCustomer registers an upload of the caller's link's folio;
// evidence.Service checks that the link's action uploads this kind now.
func (a *app) evidenceByCustomer(r *http.Request) (any, error) {
	c := callerOf(r)
	var in evidenceInput
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	e, err := a.evidence.Register(r.Context(), evidence.Caller{LinkID: c.LinkID}, c.FolioID, evidence.Kind(in.Kind), in.DocumentID)
	if err != nil {
		return nil, err
	}
	return evidenceAnswer(in.Kind, e), nil
}

// evidenceByStaff registers the INE of a folio in capture for its live
// promoter or admin staff of its branch.
func (a *app) evidenceByStaff(r *http.Request) (any, error) {
	c := callerOf(r)
	var in evidenceInput
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	e, err := a.evidence.Register(r.Context(), evidence.Caller{BpID: c.BpID}, c.FolioID, evidence.Kind(in.Kind), in.DocumentID)
	if err != nil {
		return nil, err
	}
	return evidenceAnswer(in.Kind, e), nil
}

package functions

import (
	"net/http"
	"strings"

	"oppnp/functions/internal/evidence"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/session"
)

// evidenceRoutes registers the registration of an upload
// (docs/adr/0049-evidence-held-by-the-server.md): after its direct upload
// to the gateway, a screen names the document and the functions check it,
// hash it, claim it for the folio and write the folio's field. The
// customer's screens call the first route with their link's ID token; the
// promoter's (or admin staff's) capture calls the second for the INE.
func (a *app) evidenceRoutes(h func(string, func(*http.Request) (any, error))) {
	h("POST /api/evidence", a.evidenceByCustomer)
	h("POST /api/requests/{requestId}/evidence", a.evidenceByStaff)
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

// evidenceByCustomer: the caller is a customer link (the same check as
// linkCaller: its token's uid is the link's, the link open, unexpired and
// the folio's current one); the folio is the link's.
func (a *app) evidenceByCustomer(r *http.Request) (any, error) {
	c, err := httpx.Authenticate(r, a.auth)
	if err != nil {
		return nil, err
	}
	linkID, rid := c.Claim("linkId"), c.Claim("requestId")
	if linkID == "" || rid == "" || c.UID != session.LinkUID(linkID) {
		return nil, httpx.ErrForbidden
	}
	if err := a.session.LinkOpen(r.Context(), linkID, rid); err != nil {
		return nil, err
	}
	var in evidenceInput
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	e, err := a.evidence.Register(r.Context(), evidence.Caller{LinkID: linkID}, rid, evidence.Kind(in.Kind), in.DocumentID)
	if err != nil {
		return nil, err
	}
	return evidenceAnswer(in.Kind, e), nil
}

// evidenceByStaff: the caller is staff (bp:{bpId}); evidence.Service
// checks its live standing in roles/{bpId} and the folio's promoter and
// branch.
func (a *app) evidenceByStaff(r *http.Request) (any, error) {
	c, err := httpx.Authenticate(r, a.auth)
	if err != nil {
		return nil, err
	}
	bpID, ok := strings.CutPrefix(c.UID, "bp:")
	if !ok || bpID == "" {
		return nil, httpx.ErrForbidden
	}
	var in evidenceInput
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	e, err := a.evidence.Register(r.Context(), evidence.Caller{BpID: bpID}, r.PathValue("requestId"), evidence.Kind(in.Kind), in.DocumentID)
	if err != nil {
		return nil, err
	}
	return evidenceAnswer(in.Kind, e), nil
}

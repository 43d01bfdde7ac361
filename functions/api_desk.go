package functions

import (
	"net/http"

	"oppnp/functions/internal/desk"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/httpx"
)

// deskRoutes registers the staff desk's reads
// (docs/adr/0040-staff-desk-and-four-eyes.md): the folio's identifiers in
// clear and its images, for live admin staff of the folio's branch (the
// branchAdmin policy, docs/access.md); each read is written to the folio's
// trail.
func (a *app) deskRoutes(g *registrar) {
	g.json("GET /api/desk/{requestId}", a.deskSummary)
	g.raw("GET /api/desk/{requestId}/images/{kind}", a.deskImage)
}

// deskCaller is the desk's caller and folio, as the middleware read them.
func deskCaller(r *http.Request) (desk.Caller, *folio.Folio) {
	c := callerOf(r)
	return desk.Caller{BpID: c.BpID, Role: c.Role}, c.Folio
}

// deskSummary also brings the folio's documents/complete to the catalogue
// in force: staff open the folio here before they move it to validation,
// which the rules check against it (docs/adr/0054-document-catalogue.md).
func (a *app) deskSummary(r *http.Request) (any, error) {
	c, f := deskCaller(r)
	sum, err := a.desk.Summary(r.Context(), c, r.PathValue("requestId"), f)
	if err != nil {
		return nil, err
	}
	if err := a.evidence.Recheck(r.Context(), r.PathValue("requestId")); err != nil {
		a.log.WarnContext(r.Context(), "documents recheck failed", "error", err.Error())
	}
	return sum, nil
}

// deskImage answers the upload's bytes (a JPEG image, or an annex's PDF,
// image or video with its registered type), never cached.
func (a *app) deskImage(w http.ResponseWriter, r *http.Request) {
	c, f := deskCaller(r)
	b, ct, err := a.desk.Image(r.Context(), c, r.PathValue("requestId"), f, desk.Kind(r.PathValue("kind")))
	if err != nil {
		if e := httpx.Map(err); e.Status >= 500 {
			a.log.ErrorContext(r.Context(), "desk image failed", "path", r.URL.Path, "error", err.Error())
		}
		httpx.WriteError(w, err)
		return
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(b)
}

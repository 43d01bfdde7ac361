package functions

import (
	"net/http"
	"strings"

	"oppnp/functions/internal/desk"
	"oppnp/functions/internal/httpx"
)

// deskRoutes registers the staff desk's reads
// (docs/adr/0040-staff-desk-and-four-eyes.md): the folio's identifiers in
// clear and its images, for live admin staff of the folio's branch; each
// read is written to the folio's trail.
func (a *app) deskRoutes(mux *http.ServeMux) {
	mux.Handle("GET /api/desk/{requestId}", httpx.Handler(a.log, a.deskSummary))
	mux.HandleFunc("GET /api/desk/{requestId}/images/{kind}", a.deskImage)
}

// deskCaller is the staff member's bpId from its verified ID token's uid
// (bp:{bpId}); desk.Service checks its standing in roles/{bpId}.
func (a *app) deskCaller(r *http.Request) (string, error) {
	c, err := httpx.Authenticate(r, a.auth)
	if err != nil {
		return "", err
	}
	bpID, ok := strings.CutPrefix(c.UID, "bp:")
	if !ok || bpID == "" {
		return "", desk.ErrForbidden
	}
	return bpID, nil
}

func (a *app) deskSummary(r *http.Request) (any, error) {
	bpID, err := a.deskCaller(r)
	if err != nil {
		return nil, err
	}
	return a.desk.Summary(r.Context(), bpID, r.PathValue("requestId"))
}

// deskImage answers the image's bytes (JPEG), never cached.
func (a *app) deskImage(w http.ResponseWriter, r *http.Request) {
	bpID, err := a.deskCaller(r)
	var b []byte
	if err == nil {
		b, err = a.desk.Image(r.Context(), bpID, r.PathValue("requestId"), desk.Kind(r.PathValue("kind")))
	}
	if err != nil {
		if e := httpx.Map(err); e.Status >= 500 {
			a.log.ErrorContext(r.Context(), "desk image failed", "path", r.URL.Path, "error", err.Error())
		}
		httpx.WriteError(w, err)
		return
	}
	w.Header().Set("Content-Type", "image/jpeg")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(b)
}

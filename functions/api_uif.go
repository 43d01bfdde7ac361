package functions

import (
	"net/http"
	"strings"

	"oppnp/functions/internal/httpx"
)

// uifNotice sends compliance the email the client search's UIF modal
// promises (docs/requirements.md §8), once the gateway confirms the client
// is on the UIF list; staff only.
func (a *app) uifNotice(r *http.Request) (any, error) {
	c, err := httpx.Authenticate(r, a.auth)
	if err != nil {
		return nil, err
	}
	var in struct {
		Curp string `json:"curp"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	return a.uif.Report(r.Context(), c.Claim("bpId"), strings.ToUpper(strings.TrimSpace(in.Curp)))
}

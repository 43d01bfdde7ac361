package functions

import (
	"net/http"
	"strings"

	"oppnp/functions/internal/httpx"
)

// uifNotice sends compliance the email the client search's UIF modal
// promises (docs/requirements.md §8), once the gateway confirms the client
// is on the UIF list; live staff only (the liveStaff policy), its bpId
// from roles/{bpId}'s owner, never a claim.
func (a *app) uifNotice(r *http.Request) (any, error) {
	var in struct {
		Curp string `json:"curp"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	return a.uif.Report(r.Context(), callerOf(r).BpID, strings.ToUpper(strings.TrimSpace(in.Curp)))
}

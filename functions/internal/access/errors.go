package access

import "oppnp/functions/internal/refusal"

// ErrForbidden is returned when the caller is not who the route's policy
// admits: no live role, another folio's promoter, an admin of another
// branch, a customer of another link. One refusal for all, so a caller
// learns nothing about folios it may not see.
var ErrForbidden = refusal.New("access: forbidden", 403, "FORBIDDEN", refusal.MsgForbidden)

// ErrNoPolicy is returned for a route registered without a row in Routes:
// it refuses everything until it has one.
var ErrNoPolicy = refusal.New("access: route without a policy", 403, "FORBIDDEN", refusal.MsgForbidden)

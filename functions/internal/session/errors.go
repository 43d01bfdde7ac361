package session

import (
	"fmt"

	"oppnp/functions/internal/refusal"
)

// ErrNoDataSeller is returned when the gateway's login has no dataSeller.
// The message is docs/requirements.md §8's, word for word.
var ErrNoDataSeller = refusal.New("session: login without dataSeller", 502, "NO_DATA_SELLER",
	"Ocurrió un error al obtener los datos del usuario")

// ErrBadInput is returned for a request missing required fields.
var ErrBadInput = refusal.New("session: missing fields", 400, "BAD_REQUEST",
	"Faltan datos obligatorios o tienen un formato incorrecto.")

// ErrBlocked is returned by a refresh for a promoter the gateway now
// reports blocked: its Firebase sessions were revoked. The message is the
// home page's blocked-promoter notice (web/src/copy/es.ts
// home.promoterBlocked).
var ErrBlocked = refusal.New("session: promoter blocked", 403, "PROMOTER_BLOCKED",
	"Tu usuario de promotor se encuentra bloqueado. No puedes capturar solicitudes; valida con tu coordinador.")

// ErrNoRole is returned when roles/{bpId} is missing.
var ErrNoRole = refusal.New("session: no role record", 403, "FORBIDDEN", refusal.MsgForbidden)

// ErrRoleIDEmpty is returned when roles/{bpId} is asked for with no bpId;
// its text ends with docs/requirements.md §5's data-call message, word for
// word. It is an ErrNoRole, so callers and the HTTP mapping treat it as one.
var ErrRoleIDEmpty = fmt.Errorf("%w: %s", ErrNoRole, MsgRoleIDEmpty)

// MsgRoleIDEmpty is docs/requirements.md §5's message for a data call made
// with an empty role id.
const MsgRoleIDEmpty = "Role id empty."

// ErrNotStaff is returned when a staff-only call comes from another
// identity (a customer link, a non-staff uid) or from a staff member whose
// role is no longer live.
var ErrNotStaff = refusal.New("session: not live staff", 403, "FORBIDDEN", refusal.MsgForbidden)

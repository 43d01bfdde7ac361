package clearance

import (
	"errors"

	"oppnp/functions/internal/refusal"
)

// ErrBadCurp is returned for a malformed CURP.
var ErrBadCurp = refusal.New("clearance: bad curp", 400, "FIELD_INVALID", "EL CURP no es valido")

// ErrListed is returned when the gateway has the client on the UIF list:
// no folio is started (docs/requirements.md §8, the UIF modal's text).
var ErrListed = refusal.New("clearance: client on the UIF list", 409, "UIF_LISTED",
	"El cliente no es elegible para un crédito. Se enviará un correo al área de cumplimiento con los datos de la búsqueda.")

// ErrDuplicate is returned when another folio of the CURP is in flight and
// no admin of the promoter's branch allowed the exception.
var ErrDuplicate = refusal.New("clearance: another folio of the curp is in flight", 409, "DUPLICATE_FOLIO",
	"El cliente ya tiene una solicitud en curso. Solo puede iniciarse otra cuando esa se descarte, se rechace o concluya, o si un administrador de tu sucursal autoriza la excepción.")

// ErrForbidden is returned to a caller without a bpId, or to staff who may
// not allow an exception (only a live admin holding one of the promoter's
// branches may).
var ErrForbidden = refusal.New("clearance: forbidden", 403, "FORBIDDEN",
	"Solo un administrador de la sucursal del promotor puede autorizar la excepción.")

// ErrNoAttempt is returned when the exception names no refused attempt.
var ErrNoAttempt = refusal.New("clearance: no such attempt", 404, "NOT_FOUND",
	"No se encontró el intento de solicitud duplicada.")

// ErrUnchecked wraps a failed UIF check: without the list's answer no
// folio is cleared.
var ErrUnchecked = errors.New("clearance: uif list not checked")

// ErrTooMany is returned to a staff member who asked about MaxPerHour
// distinct CURPs in the last hour: each answer tells whether a client is
// on the UIF list or in flight, and a script with a live session must not
// walk through CURPs.
var ErrTooMany = refusal.New("clearance: too many curps", 429, "CLEARANCE_RATE_LIMIT",
	"Se alcanzó el límite de consultas de clientes por hora. Intenta de nuevo más tarde.")

// ErrBadCursor is returned for a staff queue page asked with a cursor
// (before) that is not a positive instant.
var ErrBadCursor = refusal.New("clearance: bad queue cursor", 400, "BAD_REQUEST",
	"La página solicitada no es válida.")

// ErrMoving is returned when the folio kept changing while Settle held the
// in-flight index to it: the event is retried.
var ErrMoving = errors.New("clearance: folio kept changing while its index was settled")

package uif

import (
	"errors"

	"oppnp/functions/internal/refusal"
)

// ErrForbidden is returned to a caller without a bpId (not staff).
var ErrForbidden = refusal.New("uif: no staff caller", 403, "FORBIDDEN", refusal.MsgForbidden)

// ErrBadCurp is returned for a malformed CURP.
var ErrBadCurp = refusal.New("uif: bad curp", 400, "FIELD_INVALID", "EL CURP no es valido")

// ErrNotListed is returned when the gateway does not have the client on
// the UIF list: nothing is sent.
var ErrNotListed = refusal.New("uif: client not on the UIF list", 409, "UIF_NOT_LISTED",
	"El cliente no está en la lista UIF: no se envía aviso.")

// ErrNotSent wraps a failed email.
var ErrNotSent = errors.New("uif: notice not sent")

// ErrTooMany is returned to a staff member who sent MaxPerHour notices in
// the last hour: each notice is an email to compliance, and a script with
// a live session must not flood it.
var ErrTooMany = refusal.New("uif: too many notices", 429, "UIF_RATE_LIMIT",
	"Se alcanzó el límite de avisos a cumplimiento por hora. Intenta de nuevo más tarde.")

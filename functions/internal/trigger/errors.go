package trigger

import (
	"errors"
	"fmt"
	"oppnp/functions/internal/refusal"
)

// ErrBadEvent is returned for an event that is not a requests/{id} write.
var ErrBadEvent = errors.New("trigger: bad event")

// ErrCallbackForbidden is returned for a biometric callback whose token
// does not match the submission's.
var ErrCallbackForbidden = refusal.New("trigger: biometric callback token mismatch", 403, "FORBIDDEN",
	refusal.MsgForbidden)

// ErrBadResult is returned for a biometric result other than ACEPTADO,
// RECHAZADO or PENDIENTE.
var ErrBadResult = refusal.New("trigger: unknown biometric result", 400, "BAD_RESULT", "Resultado biométrico desconocido.")

// ErrNotAwaitingBiometric is returned when resending a biometric for a folio
// that is not waiting for one (not in bioprocess, or a result arrived).
var ErrNotAwaitingBiometric = refusal.New("trigger: folio not awaiting a biometric result", 409, "BIOMETRIC_NOT_PENDING",
	"Tu validación biométrica ya no está pendiente de envío.")

// ErrLeaseHeld is returned when another delivery holds the lease of a side
// effect: the event is redelivered later and then finds the effect done.
var ErrLeaseHeld = refusal.New("trigger: side effect held by another delivery", 409, "IN_PROGRESS",
	"Tu solicitud ya se está procesando. Espera un momento.")

// ErrLeaseLost is returned when a delivery finds, before it acts, that it
// no longer holds its side effect's lease (it stalled past it and another
// delivery took the effect over): it stops, and the redelivery finds the
// effect done.
var ErrLeaseLost = errors.New("trigger: side effect lease lost")

// ErrTooManyResends is returned when a folio's biometric was resent
// BiometricResendLimit times within the last BiometricResendWindow.
var ErrTooManyResends = refusal.New("trigger: too many biometric resends", 429, "BIOMETRIC_RESEND_LIMIT",
	fmt.Sprintf("Ya reenviaste tu validación biométrica %d veces en la última hora. Espera un momento e intenta de nuevo.", BiometricResendLimit))

// ErrUnknownEffect is returned for an effect outside the contract's closed
// set: a contract that names a new effect needs its runner here first.
var ErrUnknownEffect = errors.New("trigger: unknown side effect")

// ErrNothingPending is returned when reconciling a folio whose current
// status has no unfinished side effect.
var ErrNothingPending = refusal.New("trigger: no pending side effect", 409, "NOTHING_PENDING",
	"Este folio no tiene envíos pendientes de confirmar.")

// ErrLinkMoved is returned when the folio's link changed between a run's
// read of it and its write of a new one (another run, or a staff resend,
// made its own link the folio's): the new link is closed unsent.
var ErrLinkMoved = refusal.New("trigger: folio link moved", 409, "LINK_MOVED",
	"El enlace de esta solicitud acaba de cambiar. Revisa el enlace vigente antes de reenviarlo.")

package sipre

import (
	"errors"

	"oppnp/functions/internal/refusal"
)

// docs/requirements.md §8's text for a failed SIPRE discharge, word for word; both
// refusals below start with it.
const msgSipre = "algo salió mal... intenta más tarde"

// ErrOutOfHours is returned outside the SIPRE schedule.
var ErrOutOfHours = refusal.New("sipre: outside operating hours", 503, "SIPRE_OUT_OF_HOURS",
	msgSipre+" El servicio de baja en SIPRE opera de 8:00 a 21:30, hora del centro de México.")

// ErrNotCNCA is returned for a folio that is not in the CNCA process or not
// at a code from which a discharge may be requested.
var ErrNotCNCA = refusal.New("sipre: folio cannot be discharged", 409, "SIPRE_NOT_PENDING",
	"La solicitud no está pendiente de baja en SIPRE.")

// ErrFailed is returned when the discharge failed; the folio stays at E0003
// and can be resumed.
var ErrFailed = refusal.New("sipre: discharge failed", 502, "SIPRE_ERROR",
	msgSipre+" Puedes retomar la baja desde Mis solicitudes de baja.")

// ErrNotFound is returned for an unknown folio.
var ErrNotFound = refusal.New("sipre: folio not found", 404, "FOLIO_NOT_FOUND", refusal.MsgFolioNotFound)

// ErrForbidden is returned when the caller may not act on the folio.
var ErrForbidden = refusal.New("sipre: not your folio", 403, "FORBIDDEN", refusal.MsgForbidden)

// ErrInProgress is returned while another discharge of the folio runs (a
// double click).
var ErrInProgress = refusal.New("sipre: discharge already in progress", 409, "SIPRE_IN_PROGRESS",
	"La baja en SIPRE de esta solicitud ya está en proceso. Consulta Mis solicitudes de baja.")

// ErrNoCredits is returned when the client has no internal credits left to
// discharge.
var ErrNoCredits = refusal.New("sipre: no internal credits to discharge", 409, "SIPRE_NO_CREDITS",
	"El cliente no tiene créditos internos por dar de baja.")

// ErrNoAccess is returned (wrapped in ErrForbidden, which answers the API)
// to a caller without the CNCA access claim.
var ErrNoAccess = errors.New("sipre: no CNCA access")

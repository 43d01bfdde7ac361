package sipre

import "errors"

// docs/requirements.md §8's text for a failed SIPRE discharge, word for word; both
// refusals below start with it.
const msgSipre = "algo salió mal... intenta más tarde"

// ErrOutOfHours is returned outside the SIPRE schedule.
var ErrOutOfHours = refuse("sipre: outside operating hours", 503, "SIPRE_OUT_OF_HOURS",
	msgSipre+" El servicio de baja en SIPRE opera de 8:00 a 21:30, hora del centro de México.")

// ErrNotCNCA is returned for a folio that is not in the CNCA process or not
// at a code from which a discharge may be requested.
var ErrNotCNCA = refuse("sipre: folio cannot be discharged", 409, "SIPRE_NOT_PENDING",
	"La solicitud no está pendiente de baja en SIPRE.")

// ErrFailed is returned when the discharge failed; the folio stays at E0003
// and can be resumed.
var ErrFailed = refuse("sipre: discharge failed", 502, "SIPRE_ERROR",
	msgSipre+" Puedes retomar la baja desde Mis solicitudes de baja.")

// ErrNotFound is returned for an unknown folio.
var ErrNotFound = refuse("sipre: folio not found", 404, "FOLIO_NOT_FOUND", "No se encontró la solicitud.")

// ErrForbidden is returned when the caller may not act on the folio.
var ErrForbidden = refuse("sipre: not your folio", 403, "FORBIDDEN", "No tienes permiso para realizar esta acción.")

// ErrInProgress is returned while another discharge of the folio runs (a
// double click).
var ErrInProgress = refuse("sipre: discharge already in progress", 409, "SIPRE_IN_PROGRESS",
	"La baja en SIPRE de esta solicitud ya está en proceso. Consulta Mis solicitudes de baja.")

// ErrNoCredits is returned when the client has no internal credits left to
// discharge.
var ErrNoCredits = refuse("sipre: no internal credits to discharge", 409, "SIPRE_NO_CREDITS",
	"El cliente no tiene créditos internos por dar de baja.")

// ErrNoAccess is returned (wrapped in ErrForbidden, which answers the API)
// to a caller without the CNCA access claim.
var ErrNoAccess = errors.New("sipre: no CNCA access")

// refusal is a sentinel that also carries the API's answer to it: the HTTP
// status, the wire code and the Spanish message. It satisfies httpx.Coded
// by its method set alone, since this package holds no HTTP.
type refusal struct {
	text, code, msg string
	status          int
}

func refuse(text string, status int, code, msg string) error {
	return &refusal{text: text, code: code, msg: msg, status: status}
}

func (e *refusal) Error() string       { return e.text }
func (e *refusal) HTTPStatus() int     { return e.status }
func (e *refusal) ErrorCode() string   { return e.code }
func (e *refusal) UserMessage() string { return e.msg }

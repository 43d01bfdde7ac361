package monitor

import "oppnp/functions/internal/refusal"

// ErrNoKey is returned when an operator action arrives without a key.
var ErrNoKey = refusal.New("monitor: operator key missing", 403, "OPERATOR_KEY_MISSING",
	"Escribe tu clave de operador para continuar.")

// ErrBadKey is returned for a key that is not an enabled operator's: a
// wrong secret, an unknown or disabled operator id, or no id at all.
var ErrBadKey = refusal.New("monitor: operator key wrong", 403, "OPERATOR_KEY_INVALID",
	"La clave de operador es incorrecta.")

// ErrNotFound is returned for a folio or document that does not exist.
var ErrNotFound = refusal.New("monitor: folio not found", 404, "FOLIO_NOT_FOUND", refusal.MsgFolioNotFound)

// ErrBadCorrection is returned for a status change that is not one of the
// operator's Repairs from the folio's current status.
var ErrBadCorrection = refusal.New("monitor: correction not allowed", 409, "CORRECTION_NOT_ALLOWED",
	"Ese cambio de estatus no es una reparación permitida desde el estatus actual de la solicitud. "+
		"El operador no sustituye pasos del cliente, dictámenes de proveedores ni la segunda validación.")

// ErrBadID is returned for a request id that cannot be a database key.
var ErrBadID = refusal.New("monitor: bad request id", 400, "BAD_REQUEST", "El identificador de la solicitud no es válido.")

// ErrTooManyAttempts is returned while an operator id (or the bucket of
// unknown ids) that received too many wrong keys waits out its window.
var ErrTooManyAttempts = refusal.New("monitor: too many wrong operator keys", 429, "OPERATOR_KEY_LOCKED",
	"Demasiados intentos con una clave incorrecta. Espera un minuto e intenta de nuevo.")

// ErrNoDocument is returned for a document the folio or the gateway does
// not hold.
var ErrNoDocument = refusal.New("monitor: no such document", 404, "DOCUMENT_NOT_FOUND", "No se encontró el documento.")

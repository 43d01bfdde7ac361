package evidence

import "oppnp/functions/internal/refusal"

// ErrForbidden is returned when the caller may not register this kind on
// this folio now: not its live promoter or admin staff of its branch, a
// customer link of another action, or a status past the upload's step.
var ErrForbidden = refusal.New("evidence: not allowed to register this upload now", 403, "EVIDENCE_FORBIDDEN",
	"No puedes registrar este documento en este momento.")

// ErrNotFound is returned for a folio that does not exist or an id that
// cannot be a database key.
var ErrNotFound = refusal.New("evidence: folio not found", 404, "FOLIO_NOT_FOUND", refusal.MsgFolioNotFound)

// ErrBadInput is returned for an unknown kind or a malformed document id.
var ErrBadInput = refusal.New("evidence: bad kind or document id", 400, "EVIDENCE_INVALID",
	"El documento enviado no es válido. Vuelve a intentarlo.")

// ErrNotThisFolio is returned when the gateway holds no document of that
// id filed under this folio's key with the kind's type and side: another
// folio's upload, or one of another kind.
var ErrNotThisFolio = refusal.New("evidence: the document is not this folio's upload of that kind", 409, "EVIDENCE_NOT_THIS_FOLIO",
	"El documento no corresponde a esta solicitud. Vuelve a tomar la foto y envíala de nuevo.")

// ErrClaimed is returned when the gateway document is already registered
// to another folio: one upload belongs to one folio, ever.
var ErrClaimed = refusal.New("evidence: the document belongs to another folio", 409, "EVIDENCE_CLAIMED",
	"El documento ya está registrado en otra solicitud. Vuelve a tomar la foto y envíala de nuevo.")

// ErrMismatch is returned when the bytes the gateway answers do not hash
// to what was registered: the desk serves nothing then.
var ErrMismatch = refusal.New("evidence: the gateway's bytes differ from the registered hash", 409, "EVIDENCE_MISMATCH",
	"El documento no coincide con el registrado. Avisa a soporte antes de continuar.")

// ErrNotRegistered is returned when the folio has no registered upload of
// that kind.
var ErrNotRegistered = refusal.New("evidence: no registered upload", 404, "DOCUMENT_NOT_FOUND", "No se encontró el documento.")

// ErrFormat is returned when the file's name or bytes are of no format the
// catalogue accepts for its type.
var ErrFormat = refusal.New("evidence: the file's format is not accepted for its type", 415, "DOCUMENT_FORMAT",
	"El archivo no tiene un formato aceptado para este tipo de documento.")

// ErrTooLarge is returned when the file is larger than its type accepts.
var ErrTooLarge = refusal.New("evidence: the file is larger than its type accepts", 413, "DOCUMENT_TOO_LARGE",
	"El archivo excede el tamaño permitido para este tipo de documento.")

// ErrTooMany is returned when the folio already holds the type's max.
var ErrTooMany = refusal.New("evidence: the type's max is registered", 409, "DOCUMENT_MAX",
	"Ya se registró el número máximo de documentos de este tipo.")

// ErrNotRequested is returned when a customer link files, under an open
// correction, a document the correction does not ask for.
var ErrNotRequested = refusal.New("evidence: the open correction does not ask for this document", 403, "EVIDENCE_NOT_REQUESTED",
	"La corrección solicitada no incluye este documento. Envía solo los documentos que se te pidieron.")

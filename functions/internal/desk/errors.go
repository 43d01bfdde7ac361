package desk

import "oppnp/functions/internal/refusal"

// ErrForbidden is returned when the caller is not live admin staff of the
// folio's branch (a promoter, a customer, blocked or lapsed staff, an
// admin of other branches).
var ErrForbidden = refusal.New("desk: not live admin staff of the folio's branch", 403, "DESK_FORBIDDEN",
	"Solo el personal administrativo de la sucursal de la solicitud puede ver sus documentos.")

// ErrNotFound is returned for a folio that does not exist or an id that
// cannot be a database key.
var ErrNotFound = refusal.New("desk: folio not found", 404, "FOLIO_NOT_FOUND", refusal.MsgFolioNotFound)

// ErrNoImage is returned for an image kind the folio does not have (yet).
var ErrNoImage = refusal.New("desk: no such image", 404, "DOCUMENT_NOT_FOUND", "No se encontró el documento.")

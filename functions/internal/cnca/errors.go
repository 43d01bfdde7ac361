package cnca

import (
	"errors"

	"oppnp/functions/internal/refusal"
)

// ErrUnknownCode is returned for a code outside E0001–E0009.
var ErrUnknownCode = errors.New("cnca: unknown code")

// ErrBadMove is returned for a move the process does not allow.
var ErrBadMove = errors.New("cnca: move not allowed")

// ErrNoAccess is returned to a caller without the CNCA access flag (the
// cnca custom claim): a forged cookie in the browser gets nothing.
var ErrNoAccess = refusal.New("cnca: no CNCA access", 403, "FORBIDDEN", refusal.MsgForbidden)

// ErrForbidden is returned when the caller may not act on the folio.
var ErrForbidden = refusal.New("cnca: not your folio", 403, "FORBIDDEN", refusal.MsgForbidden)

// ErrNotFound is returned for an unknown folio or one outside the CNCA
// process.
var ErrNotFound = refusal.New("cnca: folio not found", 404, "FOLIO_NOT_FOUND", refusal.MsgFolioNotFound)

// ErrNotCancellable is returned for a folio that can no longer be
// cancelled: final, linked to a request, or with a discharge in flight.
var ErrNotCancellable = refusal.New("cnca: folio cannot be cancelled", 409, "CNCA_NOT_CANCELLABLE",
	"Esta solicitud de baja ya no se puede cancelar.")

// ErrNotLinkable is returned for a folio without a successful discharge:
// only E0004 and E0005 lead to a new request.
var ErrNotLinkable = refusal.New("cnca: folio has no discharge to link", 409, "CNCA_NOT_LINKABLE",
	"La solicitud de baja aún no tiene una baja exitosa en SIPRE.")

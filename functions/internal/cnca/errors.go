package cnca

import "errors"

// ErrUnknownCode is returned for a code outside E0001–E0009.
var ErrUnknownCode = errors.New("cnca: unknown code")

// ErrBadMove is returned for a move the process does not allow.
var ErrBadMove = errors.New("cnca: move not allowed")

// ErrNoAccess is returned to a caller without the CNCA access flag (the
// cnca custom claim): a forged cookie in the browser gets nothing.
var ErrNoAccess = refuse("cnca: no CNCA access", 403, "FORBIDDEN", msgForbidden)

// ErrForbidden is returned when the caller may not act on the folio.
var ErrForbidden = refuse("cnca: not your folio", 403, "FORBIDDEN", msgForbidden)

// ErrNotFound is returned for an unknown folio or one outside the CNCA
// process.
var ErrNotFound = refuse("cnca: folio not found", 404, "FOLIO_NOT_FOUND", "No se encontró la solicitud.")

const msgForbidden = "No tienes permiso para realizar esta acción."

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

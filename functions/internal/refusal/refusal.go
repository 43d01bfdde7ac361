// Package refusal is a domain sentinel that also says how the API answers
// it: an HTTP status, a wire code and the Spanish message the user sees
// (docs/requirements.md §8 texts word for word). Domains declare their
// refusals with New in their own errors.go, so adding one needs no edit in
// httpx; httpx reads them through its Coded interface. The package holds no
// HTTP: a status is only a number here.
package refusal

// Error is a refusal: compare it with errors.Is like any sentinel.
type Error struct {
	text, code, msg string
	status          int
}

// New returns a refusal whose Error() is text (for logs) and whose answer
// is status, code and the user's message msg.
func New(text string, status int, code, msg string) error {
	return &Error{text: text, code: code, msg: msg, status: status}
}

func (e *Error) Error() string { return e.text }

// HTTPStatus is the status the API answers with.
func (e *Error) HTTPStatus() int { return e.status }

// ErrorCode is the wire code the SPA switches on.
func (e *Error) ErrorCode() string { return e.code }

// UserMessage is the Spanish text shown to the user.
func (e *Error) UserMessage() string { return e.msg }

// Messages several domains answer with, written once.
const (
	MsgForbidden     = "No tienes permiso para realizar esta acción."
	MsgFolioNotFound = "No se encontró la solicitud."
)

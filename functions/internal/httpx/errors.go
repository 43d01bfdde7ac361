package httpx

import "net/http"

// ErrUnauthenticated is returned when the ID token is missing or invalid.
var ErrUnauthenticated = refuse("httpx: unauthenticated", http.StatusUnauthorized, "UNAUTHENTICATED",
	"Tu sesión ha expirado. Inicia sesión nuevamente.")

// ErrForbidden is returned when the caller's identity may not do this.
var ErrForbidden = refuse("httpx: forbidden", http.StatusForbidden, "FORBIDDEN", "No tienes permiso para realizar esta acción.")

// ErrBadJSON is returned for a body that is not the expected JSON.
var ErrBadJSON = refuse("httpx: bad JSON body", http.StatusBadRequest, "BAD_REQUEST",
	"Faltan datos obligatorios o tienen un formato incorrecto.")

// ErrNotFound is returned for an unknown /api path.
var ErrNotFound = refuse("httpx: no such route", http.StatusNotFound, "NOT_FOUND", "La ruta solicitada no existe.")

// refusal is a sentinel that carries the API's answer to it (Coded).
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

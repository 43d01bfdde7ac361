package otp

import "fmt"

// ErrNotSent is returned when verifying before any code was sent.
var ErrNotSent = refuse("otp: no code sent", 409, "OTP_NOT_SENT", "Primero solicita tu código de verificación.")

// ErrExpired is returned for a code past its expiry.
var ErrExpired = refuse("otp: code expired", 410, "OTP_EXPIRED", "El código ha expirado. Solicita uno nuevo.")

// ErrExhausted is returned when the wrong attempts or the sends are used up.
var ErrExhausted = refuse("otp: attempts exhausted", 429, "OTP_EXHAUSTED",
	"Superaste el número de intentos permitidos. Contacta a tu asesor.")

// ErrNoPhone is returned when the folio has no client phone.
var ErrNoPhone = refuse("otp: folio has no phone", 409, "NO_PHONE",
	"Tu solicitud no tiene un celular registrado. Contacta a tu asesor.")

// ErrBadCode is returned for a malformed code (not 6 digits).
var ErrBadCode = refuse("otp: malformed code", 400, "OTP_FORMAT", "El código debe tener 6 dígitos.")

// WrongCode is returned for a wrong code; Left attempts remain.
type WrongCode struct{ Left int }

func (e *WrongCode) Error() string { return fmt.Sprintf("otp: wrong code, %d attempts left", e.Left) }

// HTTPStatus, ErrorCode and UserMessage tell the customer how many
// attempts remain (httpx.Coded).
func (e *WrongCode) HTTPStatus() int   { return 400 }
func (e *WrongCode) ErrorCode() string { return "OTP_INVALID" }
func (e *WrongCode) UserMessage() string {
	return fmt.Sprintf("El código es incorrecto. Te quedan %d intentos.", e.Left)
}

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

package otp

import (
	"fmt"

	"oppnp/functions/internal/refusal"
)

// ErrNotSent is returned when verifying before any code was sent.
var ErrNotSent = refusal.New("otp: no code sent", 409, "OTP_NOT_SENT", "Primero solicita tu código de verificación.")

// ErrExpired is returned for a code past its expiry.
var ErrExpired = refusal.New("otp: code expired", 410, "OTP_EXPIRED", "El código ha expirado. Solicita uno nuevo.")

// ErrExhausted is returned when the wrong attempts or the sends are used up.
var ErrExhausted = refusal.New("otp: attempts exhausted", 429, "OTP_EXHAUSTED",
	"Superaste el número de intentos permitidos. Contacta a tu asesor.")

// ErrHourlyLimit is returned when the folio was sent MaxSendsPerHour codes
// within SendWindow, across its links.
var ErrHourlyLimit = refusal.New("otp: hourly send limit", 429, "OTP_HOURLY_LIMIT",
	fmt.Sprintf("Ya solicitaste %d códigos en la última hora. Espera un momento e intenta de nuevo.", MaxSendsPerHour))

// ErrNoPhone is returned when the folio has no client phone.
var ErrNoPhone = refusal.New("otp: folio has no phone", 409, "NO_PHONE",
	"Tu solicitud no tiene un celular registrado. Contacta a tu asesor.")

// ErrBadCode is returned for a malformed code (not 6 digits).
var ErrBadCode = refusal.New("otp: malformed code", 400, "OTP_FORMAT", "El código debe tener 6 dígitos.")

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

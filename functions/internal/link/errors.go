package link

import (
	"fmt"

	"oppnp/functions/internal/refusal"
)

// ErrNotFound is returned for a credential that opens no link.
var ErrNotFound = refusal.New("link: not found", 404, "LINK_NOT_FOUND",
	"La liga no es válida. Verifica el enlace que recibiste o contacta a tu asesor.")

// ErrExpired is returned for a link past its expiry. An *Error names the
// link kind in its message (expiredMsg).
var ErrExpired = refusal.New("link: expired", 410, "LINK_EXPIRED", expiredMsg[ActionBiometric])

// ErrUsed is returned for a link whose stage the customer already finished.
// An *Error names the link kind in its message (usedMsg).
var ErrUsed = refusal.New("link: already used", 409, "LINK_USED", msgVideoLinkUsed)

// ErrNotCurrent is returned when a link is asked for a folio whose status
// has no customer stage (nothing for the customer to do by link).
var ErrNotCurrent = refusal.New("link: folio not in a customer stage", 409, "LINK_NOT_CURRENT",
	"La solicitud no está esperando al cliente; no hay un enlace que reenviar.")

// ErrTooManyResends is returned when a folio's links were resent
// ResendLimit times within ResendWindow.
var ErrTooManyResends = refusal.New("link: too many resends", 429, "LINK_RESEND_LIMIT",
	fmt.Sprintf("Ya se reenvió el enlace %d veces en la última hora. Espera un momento para enviarlo de nuevo.", ResendLimit))

// ErrNoPhone is returned when a link cannot be texted: the folio has no
// client phone.
var ErrNoPhone = refusal.New("link: folio has no client phone", 409, "NO_PHONE",
	"La solicitud no tiene un celular registrado para enviar el enlace.")

// docs/requirements.md §8's text for a used video link, word for word.
const msgVideoLinkUsed = "Esta liga ya ha sido utilizada...contacta a tu asesor"

var expiredMsg = map[int]string{
	ActionBiometric:         "Esta liga ha expirado. Contacta a tu asesor para que te envíe una nueva.",
	ActionSignature:         "La liga para firmar tu solicitud ha expirado. Contacta a tu asesor para que te envíe una nueva.",
	ActionVideo:             "La liga de tu videollamada ha expirado. Contacta a tu asesor para que te envíe una nueva.",
	ActionSignatureAndVideo: "La liga para firmar y realizar tu videollamada ha expirado. Contacta a tu asesor para que te envíe una nueva.",
	ActionCorrectData:       "La liga para enviar tus documentos ha expirado. Contacta a tu asesor para que te envíe una nueva.",
}

var usedMsg = map[int]string{
	ActionBiometric:         "Esta liga ya fue utilizada para tu validación de identidad. Si necesitas ayuda, contacta a tu asesor.",
	ActionSignature:         "Esta liga de firma ya fue utilizada. Si necesitas ayuda, contacta a tu asesor.",
	ActionVideo:             msgVideoLinkUsed,
	ActionSignatureAndVideo: msgVideoLinkUsed,
	ActionCorrectData:       "Esta liga ya fue utilizada y tus documentos fueron enviados. Si necesitas ayuda, contacta a tu asesor.",
}

// Error carries the link's action so the message can name the link kind.
type Error struct {
	Kind   error
	Action int
}

func (e *Error) Error() string { return fmt.Sprintf("%v (action %d)", e.Kind, e.Action) }

// Unwrap lets errors.Is match Kind.
func (e *Error) Unwrap() error { return e.Kind }

// HTTPStatus, ErrorCode and UserMessage answer as Kind does, with the
// message of this link's kind where one exists; a Kind without an answer
// of its own is an internal error.
func (e *Error) HTTPStatus() int {
	if k, ok := e.Kind.(*refusal.Error); ok {
		return k.HTTPStatus()
	}
	return 500
}

func (e *Error) ErrorCode() string {
	if k, ok := e.Kind.(*refusal.Error); ok {
		return k.ErrorCode()
	}
	return "INTERNAL"
}

func (e *Error) UserMessage() string {
	byAction := map[error]map[int]string{ErrExpired: expiredMsg, ErrUsed: usedMsg}[e.Kind]
	if m, ok := byAction[e.Action]; ok {
		return m
	}
	if k, ok := e.Kind.(*refusal.Error); ok {
		return k.UserMessage()
	}
	return "Ocurrió un error inesperado. Intenta de nuevo."
}

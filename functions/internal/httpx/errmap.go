package httpx

import (
	"errors"
	"fmt"
	"net/http"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/letter"
	"oppnp/functions/internal/link"
	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/otp"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/sipre"
	"oppnp/functions/internal/trigger"
	"oppnp/functions/internal/video"
)

// Error is the API's error body with its HTTP status.
type Error struct {
	Status  int    `json:"-"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// SPEC §8 texts, word for word.
const (
	MsgNoDataSeller    = "Ocurrió un error al obtener los datos del usuario"
	MsgConnection      = "Error de conexión"
	MsgSipre           = "algo salió mal... intenta más tarde"
	MsgVideoLinkUsed   = "Esta liga ya ha sido utilizada...contacta a tu asesor"
	MsgSipreOutOfHours = MsgSipre + " El servicio de baja en SIPRE opera de 8:00 a 21:30, hora del centro de México."
)

// The customer link resend's refusals, and the blocked promoter's
// (web/src/copy/es.ts home.promoterBlocked, the notice the SPA shows).
var MsgLinkResendLimit = fmt.Sprintf("Ya se reenvió el enlace %d veces en la última hora. Espera un momento para enviarlo de nuevo.", link.ResendLimit)

const (
	MsgLinkNotCurrent  = "La solicitud no está esperando al cliente; no hay un enlace que reenviar."
	MsgLinkNoPhone     = "La solicitud no tiene un celular registrado para enviar el enlace."
	MsgPromoterBlocked = "Tu usuario de promotor se encuentra bloqueado. No puedes capturar solicitudes; valida con tu coordinador."
)

// The carta libranza's refusals. The folio ones are the SPA's own
// (web/src/copy/es.ts validation.letterFolio and libranzaFolio).
const (
	MsgLetterFolio       = "El folio debe tener 13 caracteres, solo números y guiones"
	MsgLibranzaFolio     = "El folio debe tener al menos 12 caracteres y sin espacios"
	MsgLetterSignature   = "Captura la firma del cliente"
	MsgNotLetterStep     = "La solicitud no está en el paso de carta libranza."
	MsgLetterNotFound    = "La carta libranza de esta solicitud aún no se ha generado."
	MsgLetterIncomplete  = "La solicitud no tiene la cotización completa para generar la carta."
	MsgLetterAltered     = "La carta libranza firmada no coincide con la registrada. Contacta a soporte."
	MsgLetterUnprintable = "Los datos del cliente tienen caracteres que la carta libranza no puede imprimir; revisa el nombre y la CURP."
)

var linkExpired = map[int]string{
	link.ActionBiometric:         "Esta liga ha expirado. Contacta a tu asesor para que te envíe una nueva.",
	link.ActionSignature:         "La liga para firmar tu solicitud ha expirado. Contacta a tu asesor para que te envíe una nueva.",
	link.ActionVideo:             "La liga de tu videollamada ha expirado. Contacta a tu asesor para que te envíe una nueva.",
	link.ActionSignatureAndVideo: "La liga para firmar y realizar tu videollamada ha expirado. Contacta a tu asesor para que te envíe una nueva.",
	link.ActionCorrectData:       "La liga para enviar tus documentos ha expirado. Contacta a tu asesor para que te envíe una nueva.",
}

var linkUsed = map[int]string{
	link.ActionBiometric:         "Esta liga ya fue utilizada para tu validación de identidad. Si necesitas ayuda, contacta a tu asesor.",
	link.ActionSignature:         "Esta liga de firma ya fue utilizada. Si necesitas ayuda, contacta a tu asesor.",
	link.ActionVideo:             MsgVideoLinkUsed,
	link.ActionSignatureAndVideo: MsgVideoLinkUsed,
	link.ActionCorrectData:       "Esta liga ya fue utilizada y tus documentos fueron enviados. Si necesitas ayuda, contacta a tu asesor.",
}

// Map turns any error into the API's status, code and Spanish message.
func Map(err error) *Error {
	var apiErr *gateway.APIError
	var linkErr *link.Error
	var wrong *otp.WrongCode
	switch {
	case err == nil:
		return nil
	case errors.As(err, &linkErr) && errors.Is(err, link.ErrExpired):
		return &Error{http.StatusGone, "LINK_EXPIRED", pick(linkExpired, linkErr.Action, linkExpired[link.ActionBiometric])}
	case errors.As(err, &linkErr) && errors.Is(err, link.ErrUsed):
		return &Error{http.StatusConflict, "LINK_USED", pick(linkUsed, linkErr.Action, MsgVideoLinkUsed)}
	case errors.Is(err, link.ErrNotFound):
		return &Error{http.StatusNotFound, "LINK_NOT_FOUND", "La liga no es válida. Verifica el enlace que recibiste o contacta a tu asesor."}
	case errors.Is(err, link.ErrTooManyResends):
		return &Error{http.StatusTooManyRequests, "LINK_RESEND_LIMIT", MsgLinkResendLimit}
	case errors.Is(err, link.ErrNotCurrent):
		return &Error{http.StatusConflict, "LINK_NOT_CURRENT", MsgLinkNotCurrent}
	case errors.Is(err, link.ErrNoPhone):
		return &Error{http.StatusConflict, "NO_PHONE", MsgLinkNoPhone}
	case errors.Is(err, session.ErrBlocked):
		return &Error{http.StatusForbidden, "PROMOTER_BLOCKED", MsgPromoterBlocked}
	case errors.Is(err, session.ErrNotStaff), errors.Is(err, session.ErrNoRole):
		return &Error{http.StatusForbidden, "FORBIDDEN", "No tienes permiso para realizar esta acción."}
	case errors.Is(err, letter.ErrLetterFolio):
		return &Error{http.StatusBadRequest, "LETTER_FOLIO_INVALID", MsgLetterFolio}
	case errors.Is(err, letter.ErrLibranzaFolio):
		return &Error{http.StatusBadRequest, "LIBRANZA_FOLIO_INVALID", MsgLibranzaFolio}
	case errors.Is(err, letter.ErrSignature):
		return &Error{http.StatusBadRequest, "SIGNATURE_INVALID", MsgLetterSignature}
	case errors.Is(err, letter.ErrIncomplete):
		return &Error{http.StatusConflict, "LETTER_INCOMPLETE", MsgLetterIncomplete}
	case errors.Is(err, letter.ErrUnprintable):
		return &Error{http.StatusConflict, "LETTER_UNPRINTABLE", MsgLetterUnprintable}
	case errors.Is(err, letter.ErrNotLetterStep):
		return &Error{http.StatusConflict, "NOT_LETTER_STEP", MsgNotLetterStep}
	case errors.Is(err, letter.ErrAltered):
		return &Error{http.StatusInternalServerError, "LETTER_ALTERED", MsgLetterAltered}
	case errors.Is(err, letter.ErrNotGenerated):
		return &Error{http.StatusNotFound, "LETTER_NOT_FOUND", MsgLetterNotFound}
	case errors.Is(err, monitor.ErrNoKey):
		return &Error{http.StatusForbidden, "OPERATOR_KEY_MISSING", "Escribe la clave de operador para continuar."}
	case errors.Is(err, monitor.ErrBadKey):
		return &Error{http.StatusForbidden, "OPERATOR_KEY_INVALID", "La clave de operador es incorrecta."}
	case errors.Is(err, monitor.ErrTooManyAttempts):
		return &Error{http.StatusTooManyRequests, "OPERATOR_KEY_LOCKED", "Demasiados intentos con una clave incorrecta. Espera un minuto e intenta de nuevo."}
	case errors.Is(err, monitor.ErrBadCorrection):
		return &Error{http.StatusConflict, "CORRECTION_NOT_ALLOWED", "Ese cambio de estatus no está permitido desde el estatus actual de la solicitud."}
	case errors.Is(err, monitor.ErrNoDocument):
		return &Error{http.StatusNotFound, "DOCUMENT_NOT_FOUND", "No se encontró el documento."}
	case errors.Is(err, monitor.ErrNotFound):
		return &Error{http.StatusNotFound, "FOLIO_NOT_FOUND", "No se encontró la solicitud."}
	case errors.Is(err, monitor.ErrBadID):
		return &Error{http.StatusBadRequest, "BAD_REQUEST", "El identificador de la solicitud no es válido."}
	case errors.Is(err, sipre.ErrOutOfHours):
		return &Error{http.StatusServiceUnavailable, "SIPRE_OUT_OF_HOURS", MsgSipreOutOfHours}
	case errors.Is(err, sipre.ErrFailed):
		return &Error{http.StatusBadGateway, "SIPRE_ERROR", MsgSipre + " Puedes retomar la baja desde Mis solicitudes de baja."}
	case errors.Is(err, sipre.ErrInProgress):
		return &Error{http.StatusConflict, "SIPRE_IN_PROGRESS", "La baja en SIPRE de esta solicitud ya está en proceso. Consulta Mis solicitudes de baja."}
	case errors.Is(err, sipre.ErrNoCredits):
		return &Error{http.StatusConflict, "SIPRE_NO_CREDITS", "El cliente no tiene créditos internos por dar de baja."}
	case errors.Is(err, sipre.ErrNotCNCA):
		return &Error{http.StatusConflict, "SIPRE_NOT_PENDING", "La solicitud no está pendiente de baja en SIPRE."}
	case errors.Is(err, sipre.ErrNotFound):
		return &Error{http.StatusNotFound, "FOLIO_NOT_FOUND", "No se encontró la solicitud."}
	case errors.Is(err, sipre.ErrForbidden), errors.Is(err, ErrForbidden), errors.Is(err, trigger.ErrCallbackForbidden):
		return &Error{http.StatusForbidden, "FORBIDDEN", "No tienes permiso para realizar esta acción."}
	case errors.As(err, &wrong):
		return &Error{http.StatusBadRequest, "OTP_INVALID", fmt.Sprintf("El código es incorrecto. Te quedan %d intentos.", wrong.Left)}
	case errors.Is(err, otp.ErrExhausted):
		return &Error{http.StatusTooManyRequests, "OTP_EXHAUSTED", "Superaste el número de intentos permitidos. Contacta a tu asesor."}
	case errors.Is(err, otp.ErrExpired):
		return &Error{http.StatusGone, "OTP_EXPIRED", "El código ha expirado. Solicita uno nuevo."}
	case errors.Is(err, otp.ErrNotSent):
		return &Error{http.StatusConflict, "OTP_NOT_SENT", "Primero solicita tu código de verificación."}
	case errors.Is(err, otp.ErrBadCode):
		return &Error{http.StatusBadRequest, "OTP_FORMAT", "El código debe tener 6 dígitos."}
	case errors.Is(err, otp.ErrNoPhone):
		return &Error{http.StatusConflict, "NO_PHONE", "Tu solicitud no tiene un celular registrado. Contacta a tu asesor."}
	case errors.Is(err, video.ErrNotInCall):
		return &Error{http.StatusConflict, "VIDEO_NOT_PENDING", "Tu solicitud no está en el paso de videollamada."}
	case errors.Is(err, video.ErrNoSession):
		return &Error{http.StatusConflict, "VIDEO_NO_SESSION", "Primero inicia tu videollamada."}
	case errors.Is(err, trigger.ErrNotAwaitingBiometric):
		return &Error{http.StatusConflict, "BIOMETRIC_NOT_PENDING", "Tu validación biométrica ya no está pendiente de envío."}
	case errors.Is(err, trigger.ErrLeaseHeld):
		return &Error{http.StatusConflict, "IN_PROGRESS", "Tu solicitud ya se está procesando. Espera un momento."}
	case errors.Is(err, trigger.ErrTooManyResends):
		return &Error{http.StatusTooManyRequests, "BIOMETRIC_RESEND_LIMIT", fmt.Sprintf("Ya reenviaste tu validación biométrica %d veces en la última hora. Espera un momento e intenta de nuevo.", trigger.BiometricResendLimit)}
	case errors.Is(err, trigger.ErrBadResult):
		return &Error{http.StatusBadRequest, "BAD_RESULT", "Resultado biométrico desconocido."}
	case errors.Is(err, session.ErrNoDataSeller):
		return &Error{http.StatusBadGateway, "NO_DATA_SELLER", MsgNoDataSeller}
	case errors.Is(err, session.ErrBadInput), errors.Is(err, ErrBadJSON):
		return &Error{http.StatusBadRequest, "BAD_REQUEST", "Faltan datos obligatorios o tienen un formato incorrecto."}
	case errors.Is(err, ErrUnauthenticated):
		return &Error{http.StatusUnauthorized, "UNAUTHENTICATED", "Tu sesión ha expirado. Inicia sesión nuevamente."}
	case errors.Is(err, ErrNotFound):
		return &Error{http.StatusNotFound, "NOT_FOUND", "La ruta solicitada no existe."}
	case errors.As(err, &apiErr):
		status := apiErr.Status
		if status >= 500 {
			status = http.StatusBadGateway
		}
		return &Error{status, apiErr.Code, first(apiErr.Message, MsgConnection)}
	case errors.Is(err, gateway.ErrUnreachable), errors.Is(err, gateway.ErrBadResponse):
		return &Error{http.StatusBadGateway, "CONNECTION_ERROR", MsgConnection}
	}
	return &Error{http.StatusInternalServerError, "INTERNAL", "Ocurrió un error inesperado. Intenta de nuevo."}
}

func pick(m map[int]string, k int, def string) string {
	if v, ok := m[k]; ok {
		return v
	}
	return def
}

func first(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

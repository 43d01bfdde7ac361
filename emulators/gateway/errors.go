package gateway

import "errors"

// Sentinels for failures of the simulator itself (not of a request).
var (
	// ErrFixtures is returned when fixtures.json is not usable.
	ErrFixtures = errors.New("gateway: invalid fixtures")
	// ErrSeed is returned when the seeded documents are not usable.
	ErrSeed = errors.New("gateway: invalid seed documents")
)

// Wire codes: the "code" of the gateway's {code, message} error body.
const (
	CodeClientIDRequired   = "CLIENT_ID_REQUIRED"
	CodeClientIDInvalid    = "CLIENT_ID_INVALID"
	CodeDeviceIDRequired   = "DEVICE_ID_REQUIRED"
	CodeBadRequest         = "BAD_REQUEST"
	CodeApplicationID      = "APPLICATION_ID_INVALID"
	CodeFieldRequired      = "FIELD_REQUIRED"
	CodeFieldInvalid       = "FIELD_INVALID"
	CodeTokenInvalid       = "TOKEN_INVALID"
	CodeRefreshInvalid     = "REFRESH_TOKEN_INVALID"
	CodeBadCredentials     = "AUTH_INVALID_CREDENTIALS"
	CodeSellerNotFound     = "SELLER_NOT_FOUND"
	CodeBranchNotFound     = "BRANCH_NOT_FOUND"
	CodeGroupNotFound      = "GROUP_NOT_FOUND"
	CodeAgreementNotFound  = "AGREEMENT_NOT_FOUND"
	CodeCustomerNotFound   = "CUSTOMER_NOT_FOUND"
	CodeOTPNotFound        = "OTP_NOT_FOUND"
	CodeOTPExpired         = "OTP_EXPIRED"
	CodeOTPExhausted       = "OTP_ATTEMPTS_EXCEEDED"
	CodeBiometricNotFound  = "BIOMETRIC_NOT_FOUND"
	CodeDocumentNotFound   = "DOCUMENT_NOT_FOUND"
	CodeDocumentType       = "DOCUMENT_TYPE_NOT_ALLOWED"
	CodeCOX                = "COX_ERROR"
	CodeIdempotencyReused  = "IDEMPOTENCY_KEY_REUSED"
	CodeNoInternalCredits  = "NO_INTERNAL_CREDITS"
	CodeSIPREOutOfHours    = "SIPRE_OUT_OF_HOURS"
	CodeSalesforceNotFound = "SALESFORCE_NOT_FOUND"
	CodeVideoNotFound      = "VIDEO_SESSION_NOT_FOUND"
	CodeExpiredURL         = "EXPIRED_URL"
	CodeRecordingType      = "VIDEO_TYPE_NOT_ALLOWED"
	CodeRecordingRejected  = "VIDEO_RECORDING_REJECTED"
	CodeSimulatedFault     = "SIMULATED_FAULT"
	CodeNotFound           = "NOT_FOUND"
	CodeMethodNotAllowed   = "METHOD_NOT_ALLOWED"
	CodeAdminFromBrowser   = "ADMIN_FROM_BROWSER"
)

// Messages the product shows or logs word for word (docs/requirements.md §6, §8).
const (
	MsgTokenInvalid      = "Token invalid or expired"
	MsgMainTokenActive   = "Token principal sigue activo"
	MsgTokenRenewed      = "Token renovado"
	MsgBadCredentials    = "Usuario o contraseña incorrectos"
	MsgNoResults         = "No se encontraron los resultados"
	MsgBranchInactive    = "Por el momento la sucursal se encuentra inactiva..."
	MsgBranchMisconfig   = "valida con tu coordinador el estatus de tu sucursal"
	MsgSIPREError        = "algo salió mal... intenta más tarde"
	MsgDocumentType      = "Solo se permiten archivos JPG o JPEG"
	MsgDocumentFormat    = "El formato del archivo no se permite para este tipo de documento"
	MsgCOX               = "Error al enviar la solicitud a COX"
	MsgIdempotencyReused = "La Idempotency-Key ya se usó con otro folio"
	// MsgSMSIdempotencyReused: an SMS's key sent again for another phone.
	MsgSMSIdempotencyReused = "La Idempotency-Key ya se usó con otro teléfono"
	MsgCURPInvalid          = "EL CURP no es valido"
	MsgRFCInvalid           = "EL RFC no es valido"
	MsgPhoneInvalid         = "Ingresar 10 dígitos"
	MsgSessionClosed        = "Sesión cerrada"
	MsgSimulatedFault       = "Falla simulada del gateway"
	MsgApplicationID        = "applicationId debe ser OPPNP"
	MsgClientIDRequired     = "Falta el encabezado X-IBM-Client-Id"
	MsgClientIDInvalid      = "X-IBM-Client-Id no autorizado"
	MsgDeviceIDRequired     = "Falta el encabezado X-Device-Id"
	MsgRefreshInvalid       = "Token de renovación inválido o expirado"
	MsgOTPExpired           = "El código expiró o ya fue utilizado"
	MsgOTPExhausted         = "Se agotaron los intentos para el código"
	MsgNoInternalCredits    = "El cliente no tiene créditos internos para dar de baja"
	MsgExpiredURL           = "Esta liga ya ha sido utilizada o expiró, contacta a tu asesor"
	MsgCustomerNotFound     = "Cliente no encontrado"
	MsgSellerNotFound       = "Promotor no encontrado"
	MsgBranchNotFound       = "Sucursal no encontrada"
	MsgGroupNotFound        = "Grupo no encontrado"
	MsgAgreementNotFound    = "Convenio no encontrado"
	MsgSalesforceNotFound   = "Solicitud de Salesforce no encontrada"
	MsgLetterFigures        = "amount, term (1–60), payment y cat (≤1000) son obligatorios"
	MsgLetterFolios         = "letterFolio (13 dígitos o guiones) o libranzaFolio (12+ caracteres sin espacios) inválido"
	MsgInvalidJSON          = "Cuerpo JSON inválido"
	MsgNotFound             = "Recurso no encontrado"
	MsgMethodNotAllowed     = "Método no permitido"
	MsgAdminFromBrowser     = "Los controles de prueba (/__admin) no aceptan peticiones de un navegador (encabezado Origin o Sec-Fetch-Site); úsalos desde una herramienta o prueba"
)

// apiError is a request failure rendered as {code, message} with status.
type apiError struct {
	status  int
	code    string
	message string
	extra   map[string]any // additional body fields (COX's probankNumber)
}

func (e *apiError) Error() string { return e.code + ": " + e.message }

func fail(status int, code, message string) *apiError {
	return &apiError{status: status, code: code, message: message}
}

package session

// ErrNoDataSeller is returned when the gateway's login has no dataSeller.
// The message is docs/requirements.md §8's, word for word.
var ErrNoDataSeller = refuse("session: login without dataSeller", 502, "NO_DATA_SELLER",
	"Ocurrió un error al obtener los datos del usuario")

// ErrBadInput is returned for a request missing required fields.
var ErrBadInput = refuse("session: missing fields", 400, "BAD_REQUEST",
	"Faltan datos obligatorios o tienen un formato incorrecto.")

// ErrBlocked is returned by a refresh for a promoter the gateway now
// reports blocked: its Firebase sessions were revoked. The message is the
// home page's blocked-promoter notice (web/src/copy/es.ts
// home.promoterBlocked).
var ErrBlocked = refuse("session: promoter blocked", 403, "PROMOTER_BLOCKED",
	"Tu usuario de promotor se encuentra bloqueado. No puedes capturar solicitudes; valida con tu coordinador.")

// ErrNoRole is returned when roles/{bpId} is missing.
var ErrNoRole = refuse("session: no role record", 403, "FORBIDDEN", msgForbidden)

// ErrNotStaff is returned when a staff-only call comes from another
// identity (a customer link, a non-staff uid) or from a staff member whose
// role is no longer live.
var ErrNotStaff = refuse("session: not live staff", 403, "FORBIDDEN", msgForbidden)

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

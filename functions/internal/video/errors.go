package video

// ErrNotInCall is returned for a folio not in videocall or videoRecording.
var ErrNotInCall = refuse("video: folio not in the video step", 409, "VIDEO_NOT_PENDING",
	"Tu solicitud no está en el paso de videollamada.")

// ErrNoSession is returned when asking for a result before opening a session.
var ErrNoSession = refuse("video: no session opened", 409, "VIDEO_NO_SESSION", "Primero inicia tu videollamada.")

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

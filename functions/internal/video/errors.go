package video

import "oppnp/functions/internal/refusal"

// ErrNotInCall is returned for a folio not in videocall or videoRecording.
var ErrNotInCall = refusal.New("video: folio not in the video step", 409, "VIDEO_NOT_PENDING",
	"Tu solicitud no está en el paso de videollamada.")

// ErrNoSession is returned when asking for a result before opening a session.
var ErrNoSession = refusal.New("video: no session opened", 409, "VIDEO_NO_SESSION", "Primero inicia tu videollamada.")

// ErrNotRecording is returned for a recording of a folio whose live call
// did not fail (it is not in videoRecording).
var ErrNotRecording = refusal.New("video: folio not in videoRecording", 409, "VIDEO_NOT_RECORDING",
	"Tu solicitud no está en el paso de video grabado.")

// ErrRecordingType is returned for anything but a WebM or MP4 video.
var ErrRecordingType = refusal.New("video: recording type not allowed", 415, "VIDEO_TYPE_NOT_ALLOWED",
	"Solo se aceptan videos WebM o MP4.")

// ErrRecordingEmpty is returned for an empty upload.
var ErrRecordingEmpty = refusal.New("video: empty recording", 400, "VIDEO_EMPTY",
	"No recibimos tu video. Grábalo de nuevo.")

// ErrRecordingSize is returned for a recording over MaxRecordingBytes.
var ErrRecordingSize = refusal.New("video: recording too large", 413, "VIDEO_TOO_LARGE",
	"Tu video excede 4 MB. Grábalo de nuevo, más corto.")

// ErrRecordingDuration is returned for a recording outside 1–30 s.
var ErrRecordingDuration = refusal.New("video: recording duration out of bounds", 422, "VIDEO_DURATION",
	"Tu video debe durar entre 1 y 30 segundos.")

// ErrRecordingRejected is returned when the provider refuses the video.
var ErrRecordingRejected = refusal.New("video: recording rejected", 422, "VIDEO_RECORDING_REJECTED",
	"No pudimos recibir tu video. Grábalo de nuevo.")

// ErrProviderOff is returned for a Twilio token or callback while the
// functions are not configured for Twilio.
var ErrProviderOff = refusal.New("video: twilio is not the configured provider", 404, "VIDEO_PROVIDER_OFF",
	"La videollamada no está disponible por este medio.")

// ErrUnknownRoom is returned for a room callback naming no folio's
// current room (another folio's, an earlier attempt's, a made-up one).
var ErrUnknownRoom = refusal.New("video: room is no folio's current call", 409, "VIDEO_ROOM_UNKNOWN",
	"La sala de videollamada no corresponde a ninguna solicitud.")

// ErrCallbackSignature is returned for a room callback Twilio did not sign.
var ErrCallbackSignature = refusal.New("video: callback signature refused", 403, "VIDEO_CALLBACK_SIGNATURE",
	"Firma de la notificación inválida.")

// ErrCallbackEvent is returned for a signed callback that is no room event.
var ErrCallbackEvent = refusal.New("video: callback is no room event", 400, "VIDEO_CALLBACK_EVENT",
	"Notificación de videollamada incompleta.")

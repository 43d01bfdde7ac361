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

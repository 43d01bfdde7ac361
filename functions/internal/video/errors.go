package video

import "oppnp/functions/internal/refusal"

// ErrNotInCall is returned for a folio not in videocall or videoRecording.
var ErrNotInCall = refusal.New("video: folio not in the video step", 409, "VIDEO_NOT_PENDING",
	"Tu solicitud no está en el paso de videollamada.")

// ErrNoSession is returned when asking for a result before opening a session.
var ErrNoSession = refusal.New("video: no session opened", 409, "VIDEO_NO_SESSION", "Primero inicia tu videollamada.")

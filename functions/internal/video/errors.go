package video

import "errors"

// ErrNotInCall is returned for a folio not in videocall or videoRecording.
var ErrNotInCall = errors.New("video: folio not in the video step")

// ErrNoSession is returned when asking for a result before opening a session.
var ErrNoSession = errors.New("video: no session opened")

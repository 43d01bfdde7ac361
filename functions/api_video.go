package functions

import (
	"fmt"
	"io"
	"net/http"
	"strconv"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/video"
	"oppnp/functions/internal/video/twilio"
)

// videoRecording receives the video the customer recorded in the browser
// (the raw WebM or MP4 body, its duration in ?durationMs=) once the live
// call could not happen, and hands it to the provider
// (docs/adr/0041-video-recording-in-the-browser.md).
func (a *app) videoRecording(r *http.Request) (any, error) {
	rid := callerOf(r).FolioID // the customerLink policy's folio
	data, err := io.ReadAll(io.LimitReader(r.Body, video.MaxRecordingBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", httpx.ErrBadJSON, err)
	}
	ms, _ := strconv.Atoi(r.URL.Query().Get("durationMs"))
	return a.video.Record(r.Context(), rid, gateway.Recording{ContentType: r.Header.Get("Content-Type"), DurationMs: ms, Data: data})
}

// videoToken mints the Twilio access token of the link's folio's room
// (docs/adr/0056-video-provider-behind-one-interface.md).
func (a *app) videoToken(r *http.Request) (any, error) {
	rid := callerOf(r).FolioID // the customerLink policy's folio
	return a.video.Token(r.Context(), rid)
}

// maxCallbackBytes bounds a room callback's form (a few hundred bytes).
const maxCallbackBytes = 16 << 10

// twilioRoomStatus receives Twilio's room status callbacks (form-encoded,
// signed with X-Twilio-Signature).
func (a *app) twilioRoomStatus(r *http.Request) (any, error) {
	r.Body = http.MaxBytesReader(nil, r.Body, maxCallbackBytes)
	if err := r.ParseForm(); err != nil {
		return nil, fmt.Errorf("%w: %v", video.ErrCallbackEvent, err)
	}
	if err := a.video.RoomCallback(r.Context(), r.PostForm, r.Header.Get(twilio.SignatureHeader)); err != nil {
		return nil, err
	}
	return map[string]bool{"received": true}, nil
}

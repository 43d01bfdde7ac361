package functions

import (
	"fmt"
	"io"
	"net/http"
	"strconv"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/video"
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

package gateway

import (
	"bytes"
	"context"
	"mime/multipart"
	"net/textproto"
	"strconv"
)

// VideoRecording is the provider's receipt of a recorded video.
type VideoRecording struct {
	RecordingID string `json:"recordingId"`
	Folio       string `json:"folio"`
	Status      string `json:"status"` // ACCEPTED
	Size        int    `json:"size"`
	DurationMs  int    `json:"durationMs"`
}

// Recording is a video the customer recorded in the browser.
type Recording struct {
	ContentType string
	DurationMs  int
	Data        []byte
}

// UploadVideoRecording calls POST /video/recordings (multipart/form-data).
func (c *Client) UploadVideoRecording(ctx context.Context, bearer, folio, sessionID string, rec Recording) (*VideoRecording, error) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range map[string]string{"applicationId": ApplicationID, "folio": folio, "sessionId": sessionID,
		"durationMs": strconv.Itoa(rec.DurationMs)} {
		if err := mw.WriteField(k, v); err != nil {
			return nil, err
		}
	}
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="file"; filename="video"`)
	h.Set("Content-Type", rec.ContentType)
	fw, err := mw.CreatePart(h)
	if err != nil {
		return nil, err
	}
	if _, err := fw.Write(rec.Data); err != nil {
		return nil, err
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	var out struct {
		Data VideoRecording `json:"data"`
	}
	if err := c.send(ctx, "POST", "/video/recordings", bearer, mw.FormDataContentType(), &buf, &out); err != nil {
		return nil, err
	}
	return &out.Data, nil
}

// UploadVideoRecording sends a recorded video of a folio's video step.
func (s *Service) UploadVideoRecording(ctx context.Context, folio, sessionID string, rec Recording) (v *VideoRecording, err error) {
	err = s.T.Do(ctx, func(b string) error { v, err = s.C.UploadVideoRecording(ctx, b, folio, sessionID, rec); return err })
	return v, err
}

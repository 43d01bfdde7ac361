package video

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store"
)

// Bounds of a recorded video (docs/adr/0041-video-recording-in-the-browser.md):
// the browser stops recording at MaxRecordingMs; the gateway accepts at
// most MaxRecordingBytes.
const (
	MaxRecordingBytes = 4 << 20
	MinRecordingMs    = 1000
	MaxRecordingMs    = 30000
	// RecordedOutcome is the video step's outcome once the recording is
	// accepted.
	RecordedOutcome = "VIDEO_RECORDED"
)

// Recordable reports whether a call outcome means the live call cannot
// happen, so the customer may record a video instead.
func Recordable(outcome string) bool { return outcome == NoExecutive || outcome == OfflineExecutive }

// toRecording moves a folio in videocall to videoRecording and returns
// the status it has afterwards.
func (s *Service) toRecording(ctx context.Context, p string) (folio.Status, error) {
	var after folio.Status
	err := s.Store.Transaction(ctx, p, func(cur any) (any, error) {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, store.ErrAbort
		}
		after = folio.Status(store.String(m["status"]))
		if after != folio.StatusVideocall {
			return nil, store.ErrAbort
		}
		m["status"], m["lastUpdateBy"], m["lastUpdateAt"] = string(folio.StatusVideoRecording), functionsUID, store.ServerTime
		after = folio.StatusVideoRecording
		return m, nil
	})
	return after, err
}

// Recorded is what Record answers.
type Recorded struct {
	RecordingID string       `json:"recordingId"`
	Status      folio.Status `json:"status"` // the folio's status afterwards: sentCOX
	Message     string       `json:"message"`
}

// MsgRecorded is what the customer reads once the video is accepted.
const MsgRecorded = "Recibimos tu video. Tu solicitud continúa su proceso."

// CheckRecording checks a recording's type, size and duration before it is
// sent anywhere.
func CheckRecording(rec gateway.Recording) error {
	ct := strings.ToLower(rec.ContentType)
	switch {
	case !strings.HasPrefix(ct, "video/webm") && !strings.HasPrefix(ct, "video/mp4"):
		return ErrRecordingType
	case len(rec.Data) == 0:
		return ErrRecordingEmpty
	case len(rec.Data) > MaxRecordingBytes:
		return ErrRecordingSize
	case rec.DurationMs < MinRecordingMs || rec.DurationMs > MaxRecordingMs:
		return ErrRecordingDuration
	}
	return nil
}

// Record sends the customer's recorded video to the provider and, once it
// is accepted, moves the folio videoRecording → sentCOX with the video step
// done. Only a folio in videoRecording records.
func (s *Service) Record(ctx context.Context, requestID string, rec gateway.Recording) (*Recorded, error) {
	if err := CheckRecording(rec); err != nil {
		return nil, err
	}
	p, f, err := s.read(ctx, requestID)
	if err != nil {
		return nil, err
	}
	if f.Status != folio.StatusVideoRecording {
		return nil, fmt.Errorf("%w: %s", ErrNotRecording, f.Status)
	}
	var sess struct {
		SessionID string `json:"sessionId"`
	}
	if err := s.Store.Get(ctx, "video/"+requestID, &sess); err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	r, err := s.Gateway.UploadVideoRecording(ctx, requestID, sess.SessionID, rec)
	if err != nil {
		if gateway.IsStatus(err, 413) || gateway.IsStatus(err, 415) || gateway.IsStatus(err, 422) {
			return nil, fmt.Errorf("%w: %w", ErrRecordingRejected, err)
		}
		return nil, err
	}
	if r.Status != "ACCEPTED" {
		return nil, fmt.Errorf("%w: %s", ErrRecordingRejected, r.Status)
	}
	moved := false
	err = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
		m, ok := cur.(map[string]any)
		if !ok || m["status"] != string(folio.StatusVideoRecording) {
			return nil, store.ErrAbort
		}
		steps, _ := m["customerSteps"].(map[string]any)
		if steps == nil {
			steps = map[string]any{}
			m["customerSteps"] = steps
		}
		steps["video"] = map[string]any{"done": true, "outcome": RecordedOutcome, "gatewayId": r.RecordingID, "at": store.ServerTime}
		m["status"], m["lastUpdateBy"], m["lastUpdateAt"] = string(folio.StatusSentCOX), functionsUID, store.ServerTime
		moved = true
		return m, nil
	})
	if err != nil {
		return nil, err
	}
	if !moved {
		return nil, ErrNotRecording
	}
	if err := s.Store.Update(ctx, "video/"+requestID, map[string]any{"recordingId": r.RecordingID}); err != nil {
		return nil, err
	}
	return &Recorded{RecordingID: r.RecordingID, Status: folio.StatusSentCOX, Message: MsgRecorded}, nil
}

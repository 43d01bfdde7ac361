package video

import (
	"context"
	"fmt"

	"oppnp/functions/internal/store"
)

// Link actions that include the video call (docs/requirements.md §4 action codes).
const (
	ActionVideo             = 3
	ActionSignatureAndVideo = 4
)

// InCall reports whether status is the video step itself.
func InCall(status string) bool { return status == "videocall" || status == "videoRecording" }

// CanEnter reports whether a folio in status whose link has action may
// start its video call: a video-only link (3) from the moment staff sent it,
// a signature-and-video link (4) only once signed.
func CanEnter(action int, status string) bool {
	switch action {
	case ActionVideo:
		return status == "sentForSignature" || status == "waitingSignature" || status == "signature"
	case ActionSignatureAndVideo:
		return status == "signature"
	}
	return false
}

// enter moves a folio that CanEnter into videocall; a folio already in the
// call is left alone; any other folio is refused with ErrNotInCall.
func (s *Service) enter(ctx context.Context, requestID string) error {
	p, f, err := s.read(ctx, requestID)
	if err != nil {
		return err
	}
	if InCall(f.Status) {
		return nil
	}
	if !CanEnter(f.Link.Action, f.Status) {
		return fmt.Errorf("%w: %s (action %d)", ErrNotInCall, f.Status, f.Link.Action)
	}
	return s.Store.Transaction(ctx, p, func(cur any) (any, error) {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, store.ErrAbort
		}
		status, _ := m["status"].(string)
		l, _ := m["link"].(map[string]any)
		action, _ := l["action"].(float64)
		if !CanEnter(int(action), status) {
			return nil, store.ErrAbort // Open's load reports what the folio became
		}
		m["status"], m["lastUpdateBy"], m["lastUpdateAt"] = "videocall", "functions", store.ServerTime
		return m, nil
	})
}

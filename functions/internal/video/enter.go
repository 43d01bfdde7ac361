package video

import (
	"context"
	"fmt"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// functionsUID stamps what the functions write (as trigger.FunctionsUID).
const functionsUID = "functions"

// Link actions that include the video call (docs/requirements.md §4 action codes).
const (
	ActionVideo             = 3
	ActionSignatureAndVideo = 4
)

// InCall reports whether status is the video step itself.
func InCall(status folio.Status) bool {
	return status == folio.StatusVideocall || status == folio.StatusVideoRecording
}

// CanEnter reports whether a folio in status whose link has action may
// start its video call: a video-only link (3) from the moment staff sent it,
// a signature-and-video link (4) only once signed.
func CanEnter(action int, status folio.Status) bool {
	switch action {
	case ActionVideo:
		return status == folio.StatusSentForSignature || status == folio.StatusWaitingSignature || status == folio.StatusSignature
	case ActionSignatureAndVideo:
		return status == folio.StatusSignature
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
	if !CanEnter(f.LinkAction(), f.Status) {
		return fmt.Errorf("%w: %s (action %d)", ErrNotInCall, f.Status, f.LinkAction())
	}
	return s.Store.Transaction(ctx, p, func(cur any) (any, error) {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, store.ErrAbort
		}
		status := folio.Status(store.String(m["status"]))
		action := store.Number(store.Child(m, "link")["action"])
		if !CanEnter(int(action), status) {
			return nil, store.ErrAbort // Open's load reports what the folio became
		}
		m["status"], m["lastUpdateBy"], m["lastUpdateAt"] = string(folio.StatusVideocall), functionsUID, store.ServerTime
		return m, nil
	})
}

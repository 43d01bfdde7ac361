package video_test

import (
	"context"
	"errors"
	"testing"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store/memstore"
	"oppnp/functions/internal/video"
)

type fakeGW struct {
	status  string
	upload  *gateway.VideoRecording
	uerr    error
	uploads int
}

func (f *fakeGW) UploadVideoRecording(_ context.Context, folio, sessionID string, rec gateway.Recording) (*gateway.VideoRecording, error) {
	f.uploads++
	if f.uerr != nil {
		return nil, f.uerr
	}
	if f.upload != nil {
		return f.upload, nil
	}
	return &gateway.VideoRecording{RecordingID: "VR1", Folio: folio, Status: "ACCEPTED", Size: len(rec.Data), DurationMs: rec.DurationMs}, nil
}

func (f *fakeGW) CreateVideoSession(_ context.Context, folio, uuid, curp string) (*gateway.VideoSession, error) {
	return &gateway.VideoSession{SessionID: "S1", URL: "http://v/S1", Status: video.Waiting}, nil
}

func (f *fakeGW) GetVideoSession(_ context.Context, id string) (*gateway.VideoSession, error) {
	return &gateway.VideoSession{SessionID: id, Status: f.status}, nil
}

func TestService_OpenResult(t *testing.T) {
	tests := []struct {
		name       string
		outcome    string
		wantStatus string
		wantDone   any
	}{
		{"success moves to COX", video.Success, "sentCOX", true},
		{"hb success", video.SuccessHB, "sentCOX", true},
		{"still waiting", video.Waiting, "videocall", nil},
		{"no executive offers the recording", video.NoExecutive, "videoRecording", nil},
		{"offline executive offers the recording", video.OfflineExecutive, "videoRecording", nil},
		{"expired link stays", video.ExpiredURL, "videocall", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			st := memstore.New()
			_ = st.Set(ctx, "requests/R1", map[string]any{"status": "videocall", "uuid": "u1", "curp": "C"})
			gw := &fakeGW{status: tt.outcome}
			s := &video.Service{Store: st, Gateway: gw}
			if _, err := s.Result(ctx, "R1"); !errors.Is(err, video.ErrNoSession) {
				t.Fatalf("result before open: %v", err)
			}
			o, err := s.Open(ctx, "R1")
			if err != nil || o.SessionID != "S1" || o.Message != "Espera un momento por favor, enseguida te atenderá un ejecutivo" {
				t.Fatalf("open: %+v %v", o, err)
			}
			r, err := s.Result(ctx, "R1")
			if err != nil || string(r.Status) != tt.wantStatus || r.Outcome != tt.outcome || r.Message == "" {
				t.Fatalf("result: %+v %v", r, err)
			}
			var req map[string]any
			_ = st.Get(ctx, "requests/R1", &req)
			v := req["customerSteps"].(map[string]any)["video"].(map[string]any)
			if req["status"] != tt.wantStatus || v["done"] != tt.wantDone || v["outcome"] != tt.outcome {
				t.Fatalf("request %v", req)
			}
		})
	}
	st := memstore.New()
	_ = st.Set(context.Background(), "requests/R2", map[string]any{"status": "signature"})
	if _, err := (&video.Service{Store: st, Gateway: &fakeGW{}}).Open(context.Background(), "R2"); !errors.Is(err, video.ErrNotInCall) {
		t.Fatalf("open outside the call: %v", err)
	}
}

package video_test

import (
	"context"
	"errors"
	"testing"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store/memstore"
	"oppnp/functions/internal/video"
)

func TestCanEnter(t *testing.T) {
	tests := []struct {
		name   string
		action int
		status folio.Status
		want   bool
	}{
		{"video link just sent", 3, "sentForSignature", true},
		{"video link waiting", 3, "waitingSignature", true},
		{"video link after a signature", 3, "signature", true},
		{"signature and video, signed", 4, "signature", true},
		{"signature and video, not signed yet", 4, "sentForSignature", false},
		{"signature and video, waiting signature", 4, "waitingSignature", false},
		{"signature-only link", 2, "signature", false},
		{"biometric link", 1, "waitingProcessCustomer", false},
		{"already sent to COX", 3, "sentCOX", false},
		{"no link", 0, "signature", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := video.CanEnter(tt.action, tt.status); got != tt.want {
				t.Fatalf("CanEnter(%d, %q) = %v, want %v", tt.action, tt.status, got, tt.want)
			}
		})
	}
}

func TestService_Open_Enters(t *testing.T) {
	tests := []struct {
		name       string
		action     int
		status     string
		wantErr    error
		wantStatus string
	}{
		{"video link moves the folio into the call", 3, "sentForSignature", nil, "videocall"},
		{"signed folio with signature and video", 4, "signature", nil, "videocall"},
		{"a folio in the call stays there", 3, "videocall", nil, "videocall"},
		{"video recording stays there", 4, "videoRecording", nil, "videoRecording"},
		{"unsigned signature-and-video folio is refused", 4, "waitingSignature", video.ErrNotInCall, "waitingSignature"},
		{"finished folio is refused", 3, "sentCOX", video.ErrNotInCall, "sentCOX"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			st := memstore.New()
			_ = st.Set(ctx, "requests/R1", map[string]any{"status": tt.status, "uuid": "u1", "curp": "C",
				"link": map[string]any{"action": tt.action}})
			s := &video.Service{Store: st, Gateway: &fakeGW{status: video.Waiting}}
			o, err := s.Open(ctx, "R1")
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("open: %+v %v, want %v", o, err, tt.wantErr)
			}
			var req map[string]any
			_ = st.Get(ctx, "requests/R1", &req)
			if req["status"] != tt.wantStatus {
				t.Fatalf("status %v, want %s", req["status"], tt.wantStatus)
			}
			if tt.wantErr == nil && tt.status != tt.wantStatus && req["lastUpdateBy"] != "functions" {
				t.Fatalf("lastUpdateBy %v", req["lastUpdateBy"])
			}
			if tt.wantErr == nil && (string(o.Status) != tt.wantStatus || o.SessionID == "") {
				t.Fatalf("result %+v", o)
			}
		})
	}
}

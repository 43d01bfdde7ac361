package video_test

import (
	"context"
	"errors"
	"testing"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store/memstore"
	"oppnp/functions/internal/video"
)

func TestService_Record(t *testing.T) {
	webm := gateway.Recording{ContentType: "video/webm;codecs=vp8,opus", DurationMs: 12000, Data: []byte{0x1A, 0x45, 0xDF, 0xA3, 1}}
	with := func(f func(r *gateway.Recording)) gateway.Recording { r := webm; f(&r); return r }
	tests := []struct {
		name        string
		status      string
		rec         gateway.Recording
		uerr        error
		upload      *gateway.VideoRecording
		want        error
		wantStatus  string
		wantUploads int
	}{
		{name: "accepted goes to COX", status: "videoRecording", rec: webm, wantStatus: "sentCOX", wantUploads: 1},
		{name: "mp4 accepted", status: "videoRecording", rec: with(func(r *gateway.Recording) { r.ContentType = "video/mp4" }), wantStatus: "sentCOX", wantUploads: 1},
		{name: "live call not failed", status: "videocall", rec: webm, want: video.ErrNotRecording, wantStatus: "videocall"},
		{name: "signature step", status: "signature", rec: webm, want: video.ErrNotRecording, wantStatus: "signature"},
		{name: "not a video", status: "videoRecording", rec: with(func(r *gateway.Recording) { r.ContentType = "image/jpeg" }), want: video.ErrRecordingType, wantStatus: "videoRecording"},
		{name: "empty", status: "videoRecording", rec: with(func(r *gateway.Recording) { r.Data = nil }), want: video.ErrRecordingEmpty, wantStatus: "videoRecording"},
		{name: "over 4 MB", status: "videoRecording", rec: with(func(r *gateway.Recording) { r.Data = make([]byte, video.MaxRecordingBytes+1) }), want: video.ErrRecordingSize, wantStatus: "videoRecording"},
		{name: "too long", status: "videoRecording", rec: with(func(r *gateway.Recording) { r.DurationMs = 31000 }), want: video.ErrRecordingDuration, wantStatus: "videoRecording"},
		{name: "too short", status: "videoRecording", rec: with(func(r *gateway.Recording) { r.DurationMs = 200 }), want: video.ErrRecordingDuration, wantStatus: "videoRecording"},
		{name: "provider refuses", status: "videoRecording", rec: webm, uerr: &gateway.APIError{Status: 422, Code: "VIDEO_RECORDING_REJECTED"}, want: video.ErrRecordingRejected, wantStatus: "videoRecording", wantUploads: 1},
		{name: "provider down", status: "videoRecording", rec: webm, uerr: gateway.ErrUnreachable, want: gateway.ErrUnreachable, wantStatus: "videoRecording", wantUploads: 1},
		{name: "not accepted", status: "videoRecording", rec: webm, upload: &gateway.VideoRecording{RecordingID: "VR9", Status: "REVIEW"}, want: video.ErrRecordingRejected, wantStatus: "videoRecording", wantUploads: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			st := memstore.New()
			_ = st.Set(ctx, "requests/R1", map[string]any{"status": tt.status, "uuid": "u1", "curp": "C"})
			_ = st.Set(ctx, "video/R1", map[string]any{"sessionId": "S1"})
			gw := &fakeGW{uerr: tt.uerr, upload: tt.upload}
			s := &video.Service{Store: st, Gateway: gw}
			r, err := s.Record(ctx, "R1", tt.rec)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			var status string
			_ = st.Get(ctx, "requests/R1/status", &status)
			if status != tt.wantStatus || gw.uploads != tt.wantUploads {
				t.Fatalf("status %s uploads %d, want %s %d", status, gw.uploads, tt.wantStatus, tt.wantUploads)
			}
			if err != nil {
				return
			}
			var step map[string]any
			_ = st.Get(ctx, "requests/R1/customerSteps/video", &step)
			if r.RecordingID != "VR1" || step["done"] != true || step["outcome"] != video.RecordedOutcome || step["gatewayId"] != "VR1" {
				t.Fatalf("answer %+v step %v", r, step)
			}
		})
	}
}

package functions_test

import (
	"bytes"
	"fmt"
	"net/http"
	"testing"
	"time"
)

type videoResp struct {
	SessionID, URL, Outcome, Message, Status string
	Code                                     string
}

func testVideo(t *testing.T, s *stack) {
	s.t = t
	s.admin("POST", "/__admin/config", map[string]any{"videoWaitMs": 50})
	tests := []struct {
		name, curp, outcome, wantStatus string
	}{
		{"successful call goes to COX and completes", "GODE561231MDFMZM01", "CALL_ENDS_SUCCESSFULLY", "complete"},
		{"no executive offers the recording", "HECJ600305HPLRRS04", "NO_EXECUTIVE_FOUND", "videoRecording"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			id := fmt.Sprintf("R-video-%d", time.Now().UnixNano())
			s.seed(id, map[string]any{"status": "videocall", "currentPromoterBpId": "1000000001", "curp": tt.curp, "customerSteps": identitySteps()})
			code, cr := s.customer(s.seedLink(id, 3, time.Now().Add(time.Hour).UnixMilli(), false))
			if code != 200 {
				t.Fatalf("customer session: %d %+v", code, cr)
			}
			idTok := s.signIn(cr.FirebaseToken)
			var v videoResp
			if code := s.call("/api/video/result", idTok, nil, &v); code != 409 || v.Code != "VIDEO_NO_SESSION" {
				t.Fatalf("result before session: %d %+v", code, v)
			}
			if code := s.call("/api/video/session", idTok, nil, &v); code != 200 || v.SessionID == "" || v.Outcome != "CALL_WAITING" ||
				v.Message != "Espera un momento por favor, enseguida te atenderá un ejecutivo" {
				t.Fatalf("session: %d %+v", code, v)
			}
			// The customer's browser joins through the video SDK with its tokenClient.
			req := s.gatewayRequest("/video/sessions/"+v.SessionID+"/join", "", cr.TokenClient, nil)
			if code := s.do(req, nil); code != 200 {
				t.Fatalf("join: %d", code)
			}
			s.eventually("call outcome "+tt.outcome, func() bool {
				var r videoResp
				s.call("/api/video/result", idTok, nil, &r)
				return r.Outcome == tt.outcome && r.Message != ""
			})
			s.eventually("folio "+tt.wantStatus, func() bool { return s.getMap("requests/" + id)["status"] == tt.wantStatus })
			step := s.getMap("requests/" + id + "/customerSteps/video")
			if step["outcome"] != tt.outcome || step["gatewayId"] != v.SessionID {
				t.Fatalf("video step %v", step)
			}
		})
	}
}

// recordVideo POSTs a recorded video as the customer's browser does: the
// raw bytes, their type, the duration in the query.
func (s *stack) recordVideo(idToken, contentType string, durationMs int, data []byte, out any) int {
	s.t.Helper()
	req, _ := http.NewRequest("POST", fmt.Sprintf("%s/api/video/recording?durationMs=%d", s.api, durationMs), bytes.NewReader(data))
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("X-Device-Id", "device-test-1")
	req.Header.Set("Authorization", "Bearer "+idToken)
	return s.do(req, out)
}

// testVideoRecording: when no executive can take the call the folio moves
// to videoRecording, the customer's recorded video goes through the
// functions to the gateway, and once accepted the folio reaches COX.
func testVideoRecording(t *testing.T, s *stack) {
	s.t = t
	s.admin("POST", "/__admin/config", map[string]any{"videoWaitMs": 50})
	webm := append([]byte{0x1A, 0x45, 0xDF, 0xA3}, bytes.Repeat([]byte{0x42}, 4096)...)
	open := func(t *testing.T, status string) (string, string, string) {
		id := fmt.Sprintf("R-vrec-%d", time.Now().UnixNano())
		s.seed(id, map[string]any{"status": status, "currentPromoterBpId": "1000000001", "curp": "HECJ600305HPLRRS04", "customerSteps": identitySteps()})
		code, cr := s.customer(s.seedLink(id, 3, time.Now().Add(time.Hour).UnixMilli(), false))
		if code != 200 {
			t.Fatalf("customer session: %d %+v", code, cr)
		}
		return id, s.signIn(cr.FirebaseToken), cr.TokenClient
	}
	type recorded struct{ RecordingID, Status, Message, Code string }

	t.Run("no executive, recorded video, COX", func(t *testing.T) {
		s.t = t
		id, idTok, tokenClient := open(t, "videocall")
		var r recorded
		if code := s.recordVideo(idTok, "video/webm", 12000, webm, &r); code != 409 || r.Code != "VIDEO_NOT_RECORDING" {
			t.Fatalf("recording before the call failed: %d %+v", code, r)
		}
		var v videoResp
		if code := s.call("/api/video/session", idTok, nil, &v); code != 200 {
			t.Fatalf("session %d %+v", code, v)
		}
		if code := s.do(s.gatewayRequest("/video/sessions/"+v.SessionID+"/join", "", tokenClient, nil), nil); code != 200 {
			t.Fatalf("join: %d", code)
		}
		s.eventually("videoRecording", func() bool {
			var r videoResp
			s.call("/api/video/result", idTok, nil, &r)
			return r.Status == "videoRecording"
		})
		for _, bad := range []struct {
			ct     string
			ms     int
			data   []byte
			status int
			code   string
		}{
			{"image/jpeg", 12000, []byte{0xFF, 0xD8, 0xFF}, 415, "VIDEO_TYPE_NOT_ALLOWED"},
			{"video/webm", 45000, webm, 422, "VIDEO_DURATION"},
			{"video/webm", 12000, []byte("no es un video"), 422, "VIDEO_RECORDING_REJECTED"},
			{"video/webm", 12000, nil, 400, "VIDEO_EMPTY"},
		} {
			var r recorded
			if code := s.recordVideo(idTok, bad.ct, bad.ms, bad.data, &r); code != bad.status || r.Code != bad.code || r.Message == "" {
				t.Fatalf("%s %dms: %d %+v, want %d %s", bad.ct, bad.ms, code, r, bad.status, bad.code)
			}
		}
		if st := s.getMap("requests/" + id)["status"]; st != "videoRecording" {
			t.Fatalf("refused recordings moved the folio to %v", st)
		}
		if code := s.recordVideo(idTok, "video/webm;codecs=vp8,opus", 12000, webm, &r); code != 200 || r.Status != "sentCOX" || r.RecordingID == "" {
			t.Fatalf("recording: %d %+v", code, r)
		}
		step := s.getMap("requests/" + id + "/customerSteps/video")
		if step["done"] != true || step["outcome"] != "VIDEO_RECORDED" || step["gatewayId"] != r.RecordingID {
			t.Fatalf("video step %v", step)
		}
		s.eventually("complete in COX", func() bool { return s.getMap("requests/" + id)["status"] == "complete" })
		if !hasMove(s.getMap("requestHistory/"+id), "videoRecording", "sentCOX", "functions", "Sistema") {
			t.Fatalf("history %v", s.getMap("requestHistory/"+id))
		}
	})
	t.Run("no token", func(t *testing.T) {
		s.t = t
		var r recorded
		if code := s.recordVideo("", "video/webm", 12000, webm, &r); code != 401 {
			t.Fatalf("%d %+v", code, r)
		}
	})
}

package functions_test

import (
	"fmt"
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
		{"no executive keeps the folio in the call", "HECJ600305HPLRRS04", "NO_EXECUTIVE_FOUND", "videocall"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			id := fmt.Sprintf("R-video-%d", time.Now().UnixNano())
			s.seed(id, map[string]any{"status": "videocall", "currentPromoterBpId": "1000000001", "curp": tt.curp})
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

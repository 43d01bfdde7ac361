package functions_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/video/twilio"
)

// The Twilio configuration of this suite: made-up credentials (nothing
// reaches Twilio; the test plays Twilio's callbacks itself).
var twilioEnv = map[string]string{
	"VIDEO_PROVIDER":             "twilio",
	"TWILIO_ACCOUNT_SID":         "AC11111111111111111111111111111111",
	"TWILIO_API_KEY_SID":         "SK22222222222222222222222222222222",
	"TWILIO_API_KEY_SECRET":      "test-key-secret",
	"TWILIO_AUTH_TOKEN":          "test-auth-token",
	"TWILIO_STATUS_CALLBACK_URL": "https://oppnp.example/api/video/twilio/status",
}

// TestTwilioVideo runs the functions configured for Twilio Video
// (docs/adr/0056-video-provider-behind-one-interface.md) on a suite of its
// own: the room's token for the link's folio only, and the room's signed
// callbacks moving the folio once.
func TestTwilioVideo(t *testing.T) {
	for k, v := range twilioEnv {
		t.Setenv(k, v)
	}
	s := startStack(t)
	seq := 0
	folio := func() (string, string) {
		seq++
		id := fmt.Sprintf("R-twilio-%d-%d", time.Now().UnixNano(), seq)
		s.seed(id, map[string]any{"status": "videocall", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
			"customerSteps": identitySteps()})
		code, cr := s.customer(s.seedLink(id, 3, time.Now().Add(time.Hour).UnixMilli(), false))
		if code != 200 {
			t.Fatalf("customer session: %d %+v", code, cr)
		}
		return id, s.signIn(cr.FirebaseToken)
	}
	type session struct{ SessionID, Outcome, Status, Provider, Code string }
	type token struct {
		Token, Room, Identity, Code string
		ExpiresAt                   int64
	}
	callback := func(params url.Values, sig string) (int, map[string]any) {
		req, _ := http.NewRequest("POST", s.api+"/api/video/twilio/status", strings.NewReader(params.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		if sig != "" {
			req.Header.Set(twilio.SignatureHeader, sig)
		}
		var out map[string]any
		return s.do(req, &out), out
	}
	roomEvent := func(room, kind, identity string, n int) url.Values {
		p := url.Values{"StatusCallbackEvent": {kind}, "RoomSid": {"RM0123456789abcdef0123456789abcdef"}, "RoomName": {room},
			"SequenceNumber": {fmt.Sprint(n)}, "AccountSid": {twilioEnv["TWILIO_ACCOUNT_SID"]}, "RoomStatus": {"in-progress"}}
		if identity != "" {
			p.Set("ParticipantIdentity", identity)
		}
		return p
	}
	sign := func(p url.Values) string {
		return twilio.Sign(twilioEnv["TWILIO_AUTH_TOKEN"], twilioEnv["TWILIO_STATUS_CALLBACK_URL"], p)
	}

	id, idTok := folio()
	other, otherTok := folio()
	var sess session
	if code := s.call("/api/video/token", idTok, nil, &sess); code != 409 || sess.Code != "VIDEO_NO_SESSION" {
		t.Fatalf("token before the room is opened: %d %+v", code, sess)
	}
	if code := s.call("/api/video/session", idTok, nil, &sess); code != 200 || sess.Provider != "twilio" ||
		!strings.HasPrefix(sess.SessionID, id+"-") || sess.Outcome != "CALL_WAITING" {
		t.Fatalf("session: %d %+v", code, sess)
	}
	room := sess.SessionID

	t.Run("the token is the link's folio's room's only", func(t *testing.T) {
		s.t = t
		var tok token
		if code := s.call("/api/video/token", idTok, nil, &tok); code != 200 || tok.Room != room || tok.Identity != "cliente-"+id {
			t.Fatalf("token: %d %+v", code, tok)
		}
		parts := strings.Split(tok.Token, ".")
		mac := hmac.New(sha256.New, []byte(twilioEnv["TWILIO_API_KEY_SECRET"]))
		mac.Write([]byte(parts[0] + "." + parts[1]))
		if len(parts) != 3 || base64.RawURLEncoding.EncodeToString(mac.Sum(nil)) != parts[2] {
			t.Fatalf("the token does not verify under the key secret: %q", tok.Token)
		}
		raw, _ := base64.RawURLEncoding.DecodeString(parts[1])
		var c twilio.Claims
		if err := json.Unmarshal(raw, &c); err != nil || c.Grants.Video.Room != room || c.Issuer != twilioEnv["TWILIO_API_KEY_SID"] ||
			c.Subject != twilioEnv["TWILIO_ACCOUNT_SID"] || c.Expires <= time.Now().Unix() || c.Expires > time.Now().Add(31*time.Minute).Unix() {
			t.Fatalf("claims %+v %v", c, err)
		}
		// Another folio's link gets its own folio's answer, never this room.
		var o token
		if code := s.call("/api/video/token", otherTok, nil, &o); code != 409 || o.Code != "VIDEO_NO_SESSION" || strings.Contains(o.Token+o.Room, room) {
			t.Fatalf("another folio's link: %d %+v", code, o)
		}
		if code := s.call("/api/video/token", "", nil, nil); code != 401 {
			t.Fatalf("no ID token: %d", code)
		}
		if code := s.call("/api/video/token", s.staff("promotor1"), nil, nil); code != 403 {
			t.Fatalf("a promoter: %d", code)
		}
	})

	t.Run("callbacks: signed, the folio's current room, once", func(t *testing.T) {
		s.t = t
		exec := roomEvent(room, "participant-connected", "ejecutivo-7", 2)
		if code, _ := callback(exec, ""); code != 403 {
			t.Fatalf("unsigned: %d", code)
		}
		if code, _ := callback(exec, twilio.Sign("another-token", twilioEnv["TWILIO_STATUS_CALLBACK_URL"], exec)); code != 403 {
			t.Fatalf("signed with another auth token: %d", code)
		}
		otherRoom := roomEvent(other+"-0000000000000000", "room-ended", "", 1)
		if code, out := callback(otherRoom, sign(otherRoom)); code != 409 || out["code"] != "VIDEO_ROOM_UNKNOWN" {
			t.Fatalf("another folio's made-up room: %d %v", code, out)
		}
		if code, _ := callback(exec, sign(exec)); code != 200 {
			t.Fatalf("executive joins: %d", code)
		}
		var r session
		if code := s.call("/api/video/result", idTok, nil, &r); code != 200 || r.Outcome != "CALL_WAITING" || r.Status != "videocall" {
			t.Fatalf("result during the call: %d %+v", code, r)
		}
		left := roomEvent(room, "participant-disconnected", "ejecutivo-7", 3)
		tampered := roomEvent(room, "participant-disconnected", "ejecutivo-7", 3)
		tampered.Set("RoomName", other+"-0000000000000000")
		if code, _ := callback(tampered, sign(left)); code != 403 {
			t.Fatalf("tampered: %d", code)
		}
		for i := 0; i < 2; i++ { // Twilio's redelivery
			if code, _ := callback(left, sign(left)); code != 200 {
				t.Fatalf("executive leaves (%d): %d", i, code)
			}
		}
		s.eventually("folio leaves the call", func() bool { return s.getMap("requests/" + id)["status"] != "videocall" })
		step := s.getMap("requests/" + id + "/customerSteps/video")
		if step["outcome"] != "CALL_ENDS_SUCCESSFULLY" || step["gatewayId"] != room || step["done"] != true {
			t.Fatalf("video step %v", step)
		}
		if ev := s.getMap("video/" + id + "/events"); len(ev) != 2 {
			t.Fatalf("events %v", ev)
		}
		if st := s.getMap("requests/" + other)["status"]; st != "videocall" {
			t.Fatalf("the other folio moved to %v", st)
		}
	})
}

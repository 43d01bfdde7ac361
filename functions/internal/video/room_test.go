package video_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/store/memstore"
	"oppnp/functions/internal/video"
	"oppnp/functions/internal/video/twilio"
)

var tw = &twilio.Config{AccountSID: "AC00000000000000000000000000000001", APIKeySID: "SK00000000000000000000000000000002",
	APIKeySecret: "key-secret", AuthToken: "auth-token", CallbackURL: "https://oppnp.example/api/video/twilio/status"}

const roomSID = "RM0123456789abcdef0123456789abcdef"

// twilioCall is a folio in videocall with its Twilio room opened.
func twilioCall(t *testing.T, ids ...string) (*video.Service, *memstore.Store, map[string]string) {
	t.Helper()
	ctx := context.Background()
	st := memstore.New()
	s := &video.Service{Store: st, Gateway: &fakeGW{}, Provider: video.ProviderTwilio, Twilio: tw,
		Clock: clock.Func(func() time.Time { return time.Unix(1_800_000_000, 0) })}
	rooms := map[string]string{}
	for _, id := range ids {
		_ = st.Set(ctx, "requests/"+id, map[string]any{"status": "videocall", "uuid": "u-" + id, "curp": "C"})
		o, err := s.Open(ctx, id)
		if err != nil || o.Provider != video.ProviderTwilio || !strings.HasPrefix(o.SessionID, id+"-") || o.Outcome != video.Waiting {
			t.Fatalf("open %s: %+v %v", id, o, err)
		}
		rooms[id] = o.SessionID
	}
	return s, st, rooms
}

type ev struct {
	kind, identity string
	seq            int
}

// callback is a room callback as Twilio posts it, with its signature.
func callback(room string, e ev) (url.Values, string) {
	p := url.Values{"StatusCallbackEvent": {e.kind}, "RoomSid": {roomSID}, "RoomName": {room},
		"SequenceNumber": {strconv.Itoa(e.seq)}, "AccountSid": {tw.AccountSID}, "RoomStatus": {"in-progress"}}
	if e.identity != "" {
		p.Set("ParticipantIdentity", e.identity)
	}
	return p, twilio.Sign(tw.AuthToken, tw.CallbackURL, p)
}

func deliver(s *video.Service, room string, e ev) error {
	p, sig := callback(room, e)
	return s.RoomCallback(context.Background(), p, sig)
}

func folioStatus(t *testing.T, st *memstore.Store, id string) (string, map[string]any) {
	t.Helper()
	var req map[string]any
	_ = st.Get(context.Background(), "requests/"+id, &req)
	v, _ := req["customerSteps"].(map[string]any)["video"].(map[string]any)
	return req["status"].(string), v
}

func TestRoomCallback_Outcomes(t *testing.T) {
	cust, exec := video.Identity("R1"), "ejecutivo-7"
	tests := []struct {
		name        string
		events      []ev
		wantOutcome string
		wantStatus  string
	}{
		{"the executive ends the call", []ev{{twilio.ParticipantConnected, cust, 1}, {twilio.ParticipantConnected, exec, 2},
			{twilio.ParticipantDisconnected, exec, 3}}, video.Success, "sentCOX"},
		{"the room ends after the executive joined", []ev{{twilio.ParticipantConnected, exec, 1}, {twilio.RoomEnded, "", 2}}, video.Success, "sentCOX"},
		{"the customer leaves before any executive", []ev{{twilio.ParticipantConnected, cust, 1}, {twilio.ParticipantDisconnected, cust, 2}},
			video.NoExecutive, "videoRecording"},
		{"the room ends with nobody to take the call", []ev{{twilio.RoomCreated, "", 1}, {twilio.RoomEnded, "", 2}}, video.NoExecutive, "videoRecording"},
		{"the call goes on", []ev{{twilio.ParticipantConnected, cust, 1}, {twilio.ParticipantConnected, exec, 2}}, video.Waiting, "videocall"},
		{"the customer drops while the executive stays: the room decides", []ev{{twilio.ParticipantConnected, exec, 1},
			{twilio.ParticipantDisconnected, cust, 2}}, video.Waiting, "videocall"},
		{"the first final outcome stays", []ev{{twilio.ParticipantDisconnected, cust, 1}, {twilio.ParticipantConnected, exec, 2},
			{twilio.RoomEnded, "", 3}}, video.NoExecutive, "videoRecording"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s, st, rooms := twilioCall(t, "R1")
			for _, e := range tt.events {
				if err := deliver(s, rooms["R1"], e); err != nil {
					t.Fatalf("callback %+v: %v", e, err)
				}
			}
			status, step := folioStatus(t, st, "R1")
			if status != tt.wantStatus || step["outcome"] != tt.wantOutcome || step["gatewayId"] != rooms["R1"] {
				t.Fatalf("folio %s %v, want %s %s", status, step, tt.wantStatus, tt.wantOutcome)
			}
			if tt.wantStatus == "videocall" {
				r, err := s.Result(ctx, "R1")
				if err != nil || r.Outcome != video.Waiting || r.Provider != video.ProviderTwilio {
					t.Fatalf("result while the call goes on: %+v %v", r, err)
				}
			}
		})
	}
}

func TestRoomCallback_Refusals(t *testing.T) {
	ctx := context.Background()
	s, st, rooms := twilioCall(t, "R1", "R2")
	final := ev{twilio.ParticipantDisconnected, video.Identity("R1"), 4}
	p, sig := callback(rooms["R1"], final)

	t.Run("tampered", func(t *testing.T) {
		q, _ := callback(rooms["R1"], final)
		q.Set("ParticipantIdentity", "ejecutivo-7") // the executive leaving would read as success
		if err := s.RoomCallback(ctx, q, sig); !errors.Is(err, video.ErrCallbackSignature) {
			t.Fatalf("err %v", err)
		}
		if status, _ := folioStatus(t, st, "R1"); status != "videocall" {
			t.Fatalf("a tampered callback moved the folio to %s", status)
		}
	})
	t.Run("unsigned", func(t *testing.T) {
		if err := s.RoomCallback(ctx, p, ""); !errors.Is(err, video.ErrCallbackSignature) {
			t.Fatalf("err %v", err)
		}
	})
	t.Run("signed but no room event", func(t *testing.T) {
		q := url.Values{"AccountSid": {tw.AccountSID}}
		if err := s.RoomCallback(ctx, q, twilio.Sign(tw.AuthToken, tw.CallbackURL, q)); !errors.Is(err, video.ErrCallbackEvent) {
			t.Fatalf("err %v", err)
		}
	})
	t.Run("wrong folio: a room that is not the folio's current one", func(t *testing.T) {
		for _, room := range []string{"R2-0000000000000000", "R9-" + strings.TrimPrefix(rooms["R1"], "R1-"), "sinfolio", "../R1-x"} {
			if err := deliver(s, room, ev{twilio.RoomEnded, "", 9}); !errors.Is(err, video.ErrUnknownRoom) {
				t.Fatalf("room %q: err %v", room, err)
			}
		}
		if status, _ := folioStatus(t, st, "R2"); status != "videocall" {
			t.Fatalf("R2 moved to %s", status)
		}
	})
	t.Run("valid, then redelivered and replayed", func(t *testing.T) {
		if err := s.RoomCallback(ctx, p, sig); err != nil {
			t.Fatalf("the valid callback: %v", err)
		}
		if status, _ := folioStatus(t, st, "R1"); status != "videoRecording" {
			t.Fatalf("status %s", status)
		}
		// The customer tries the live call again from videoRecording: a new room.
		o, err := s.Open(ctx, "R1")
		if err != nil || o.SessionID == rooms["R1"] {
			t.Fatalf("reopen: %+v %v", o, err)
		}
		// The first room's callback again (Twilio's redelivery or a replay)
		// names a room the folio left: it changes nothing.
		if err := s.RoomCallback(ctx, p, sig); !errors.Is(err, video.ErrUnknownRoom) {
			t.Fatalf("replay into the new call: %v", err)
		}
		exec := ev{twilio.ParticipantConnected, "ejecutivo-7", 1}
		for i := 0; i < 2; i++ {
			if err := deliver(s, o.SessionID, exec); err != nil {
				t.Fatalf("delivery %d: %v", i, err)
			}
		}
		var rec map[string]any
		_ = st.Get(ctx, "video/R1", &rec)
		if evs := rec["events"].(map[string]any); len(evs) != 1 || rec["outcome"] != nil {
			t.Fatalf("session after a redelivery: %v", rec)
		}
		if status, _ := folioStatus(t, st, "R1"); status != "videoRecording" {
			t.Fatalf("status %s", status)
		}
	})
}

func TestToken(t *testing.T) {
	ctx := context.Background()
	s, st, rooms := twilioCall(t, "R1")
	tok, err := s.Token(ctx, "R1")
	if err != nil || tok.Room != rooms["R1"] || tok.Identity != "cliente-R1" {
		t.Fatalf("token: %+v %v", tok, err)
	}
	raw, _ := base64.RawURLEncoding.DecodeString(strings.Split(tok.Token, ".")[1])
	var c twilio.Claims
	if err := json.Unmarshal(raw, &c); err != nil || c.Grants.Video.Room != rooms["R1"] || c.Grants.Identity != "cliente-R1" ||
		c.Expires != 1_800_000_000+int64(video.TokenTTL/time.Second) || c.Subject != tw.AccountSID || c.Issuer != tw.APIKeySID {
		t.Fatalf("claims %+v %v", c, err)
	}

	_ = st.Set(ctx, "requests/R3", map[string]any{"status": "videocall"})
	_ = st.Set(ctx, "requests/R4", map[string]any{"status": "sentCOX"})
	_ = st.Set(ctx, "video/R4", map[string]any{"sessionId": "R4-aa", "provider": video.ProviderTwilio})
	sim := &video.Service{Store: st, Gateway: &fakeGW{}, Twilio: tw}
	for _, tt := range []struct {
		name string
		s    *video.Service
		id   string
		want error
	}{
		{"no room opened", s, "R3", video.ErrNoSession},
		{"the folio left the call", s, "R4", video.ErrNotInCall},
		{"the simulator is the provider", sim, "R1", video.ErrProviderOff},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got, err := tt.s.Token(ctx, tt.id); !errors.Is(err, tt.want) {
				t.Fatalf("%+v %v, want %v", got, err, tt.want)
			}
		})
	}
	t.Run("callbacks while the simulator is the provider", func(t *testing.T) {
		if err := deliver(sim, rooms["R1"], ev{twilio.RoomEnded, "", 1}); !errors.Is(err, video.ErrProviderOff) {
			t.Fatalf("err %v", err)
		}
	})
}

func TestConfigure(t *testing.T) {
	full := map[string]string{video.ProviderEnv: "twilio", twilio.EnvAccountSID: tw.AccountSID, twilio.EnvAPIKeySID: tw.APIKeySID,
		twilio.EnvAPIKeySecret: "s", twilio.EnvAuthToken: "a", twilio.EnvCallbackURL: tw.CallbackURL}
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	var s video.Service
	if err := s.Configure(env(nil)); err != nil || s.Provider != video.ProviderSimulator {
		t.Fatalf("default: %q %v", s.Provider, err)
	}
	if err := s.Configure(env(full)); err != nil || s.Provider != video.ProviderTwilio || s.Twilio == nil {
		t.Fatalf("twilio: %q %v", s.Provider, err)
	}
	for _, bad := range []map[string]string{{video.ProviderEnv: "twilio"}, {video.ProviderEnv: "zoom"}} {
		if err := (&video.Service{}).Configure(env(bad)); !errors.Is(err, twilio.ErrConfig) {
			t.Fatalf("%v: err %v", bad, err)
		}
	}
}

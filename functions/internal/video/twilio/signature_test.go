package twilio_test

import (
	"errors"
	"net/url"
	"testing"

	"oppnp/functions/internal/video/twilio"
)

func TestSign_KnownValue(t *testing.T) {
	// Twilio's documented example (security docs: validating requests).
	p := url.Values{"CallSid": {"CA1234567890ABCDE"}, "Caller": {"+12349013030"}, "Digits": {"1234"},
		"From": {"+12349013030"}, "To": {"+18005551212"}}
	got := twilio.Sign("12345", "https://mycompany.com/myapp.php?foo=1&bar=2", p)
	if got != "0/KCTR6DLpKmkAf8muzZqo1nDgQ=" {
		t.Fatalf("signature %q", got)
	}
}

func roomEvent() url.Values {
	return url.Values{"StatusCallbackEvent": {"room-ended"}, "RoomSid": {"RM0123456789abcdef0123456789abcdef"},
		"RoomName": {"R1-abc"}, "SequenceNumber": {"7"}, "AccountSid": {cfg.AccountSID}}
}

func TestVerify(t *testing.T) {
	good := twilio.Sign(cfg.AuthToken, cfg.CallbackURL, roomEvent())
	tests := []struct {
		name   string
		params func(url.Values)
		sig    string
		ok     bool
	}{
		{"valid", func(url.Values) {}, good, true},
		{"tampered room", func(p url.Values) { p.Set("RoomName", "R2-abc") }, good, false},
		{"added parameter", func(p url.Values) { p.Set("ParticipantIdentity", "x") }, good, false},
		{"no signature", func(url.Values) {}, "", false},
		{"signed with another token", func(url.Values) {}, twilio.Sign("other", cfg.CallbackURL, roomEvent()), false},
		{"signed for another URL", func(url.Values) {}, twilio.Sign(cfg.AuthToken, "https://evil.example/x", roomEvent()), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := roomEvent()
			tt.params(p)
			err := cfg.Verify(p, tt.sig)
			if tt.ok != (err == nil) || (err != nil && !errors.Is(err, twilio.ErrSignature)) {
				t.Fatalf("err %v, want ok=%v", err, tt.ok)
			}
		})
	}
}

func TestParseEvent(t *testing.T) {
	e, err := twilio.ParseEvent(roomEvent())
	if err != nil || e.Kind != twilio.RoomEnded || e.RoomName != "R1-abc" || e.Key() != "RM0123456789abcdef0123456789abcdef-7" {
		t.Fatalf("%+v %v", e, err)
	}
	for _, tt := range []struct{ name, key, value string }{
		{"no event", "StatusCallbackEvent", ""},
		{"room sid not a SID", "RoomSid", "RM../x"},
		{"no room name", "RoomName", ""},
		{"sequence not a number", "SequenceNumber", "7/x"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := roomEvent()
			p.Set(tt.key, tt.value)
			if _, err := twilio.ParseEvent(p); !errors.Is(err, twilio.ErrEvent) {
				t.Fatalf("err %v", err)
			}
		})
	}
}

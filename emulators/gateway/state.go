package gateway

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"time"
)

// state is everything the simulator remembers between requests. Guarded by
// Server.mu; /__admin/reset replaces it.
type state struct {
	offset time.Duration // simulator clock = wall clock + offset

	tokenTTL, refreshTTL time.Duration
	bioDelay, videoWait  time.Duration

	sessions map[string]*session // by access token
	refresh  map[string]*session // by refresh token

	sms []smsMessage
	// smsKeys are the SMS sends' first answers, by Idempotency-Key.
	smsKeys map[string]*smsReply
	emails  []emailMessage
	otps    map[string]*otp
	bios    map[string]*biometric
	docs    map[string]*document
	docSeq  []string // document ids in upload order

	cox     map[string]*coxRecord // by folio
	coxKeys map[string]*coxReply  // by Idempotency-Key
	coxFail bool
	// coxLoseAnswer: COX books and the answer is lost (/__admin/cox).
	coxLoseAnswer bool
	dischargeOf   map[string]bool // creditIds discharged in SIPRE

	letters      map[string]*letter // by folio
	letterOrder  []string
	videos       map[string]*videoSession
	recordings   map[string]*recording
	videoOutcome string // default outcome for personas without one

	faults []*fault
	seq    int

	personas map[string]*personaOverride // by bpId (/__admin/personas)
}

func newState(c Config) *state {
	st := &state{
		tokenTTL: c.TokenTTL, refreshTTL: c.RefreshTTL, bioDelay: c.BiometricDelay, videoWait: c.VideoWait,
		sessions: map[string]*session{}, refresh: map[string]*session{},
		otps: map[string]*otp{}, smsKeys: map[string]*smsReply{}, bios: map[string]*biometric{}, docs: map[string]*document{},
		cox: map[string]*coxRecord{}, coxKeys: map[string]*coxReply{}, dischargeOf: map[string]bool{},
		letters: map[string]*letter{}, videos: map[string]*videoSession{}, recordings: map[string]*recording{},
		videoOutcome: "CALL_ENDS_SUCCESSFULLY",
		personas:     map[string]*personaOverride{},
	}
	st.seed(c.Documents)
	return st
}

// now is the simulator clock. Caller holds s.mu.
func (s *Server) now() time.Time { return time.Now().Add(s.st.offset).UTC() }

// nextID returns prefix-N with a per-state sequence. Caller holds s.mu.
func (s *Server) nextID(prefix string) string {
	s.st.seq++
	return fmt.Sprintf("%s-%d", prefix, s.st.seq)
}

// randomToken returns an unguessable opaque token.
func randomToken(prefix string) string {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	return prefix + hex.EncodeToString(b)
}

func round2(x float64) float64 {
	if x < 0 {
		return -round2(-x)
	}
	return float64(int64(x*100+0.5)) / 100
}

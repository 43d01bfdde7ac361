package gateway

import (
	"crypto/rand"
	"fmt"
	"math/big"
	"net/http"
	"regexp"
	"time"
)

var phoneRE = regexp.MustCompile(`^[0-9]{10}$`)

// otpAttempts is how many wrong codes an OTP tolerates.
const otpAttempts = 3

type smsMessage struct {
	MessageID string `json:"messageId"`
	Phone     string `json:"phone"`
	Message   string `json:"message"`
	SentAt    string `json:"sentAt"`
}

type otp struct {
	code     string
	expires  time.Time
	attempts int
	used     bool
}

// send appends to the outbox. Caller holds s.mu.
func (s *Server) send(phone, text string) smsMessage {
	m := smsMessage{MessageID: s.nextID("SMS"), Phone: phone, Message: text, SentAt: s.now().Format(time.RFC3339)}
	s.st.sms = append(s.st.sms, m)
	return m
}

func checkPhone(p string) error {
	if err := need("phone", p); err != nil {
		return err
	}
	if !phoneRE.MatchString(p) {
		return fail(http.StatusBadRequest, CodeFieldInvalid, MsgPhoneInvalid)
	}
	return nil
}

// smsReply is the first answer to an SMS's Idempotency-Key, replayed for
// every later send with that key: the provider texts once per key.
type smsReply struct {
	phone string
	body  map[string]any
}

func (s *Server) sendSMS(r *request) (int, any, error) {
	var req struct {
		appRequest
		Phone     string `json:"phone"`
		Message   string `json:"message"`
		Reference string `json:"reference"`
	}
	if err := decodeApp(r, &req); err != nil {
		return 0, nil, err
	}
	if err := checkPhone(req.Phone); err != nil {
		return 0, nil, err
	}
	if err := need("message", req.Message); err != nil {
		return 0, nil, err
	}
	if len(req.Reference) > maxIdempotencyKey {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldInvalid, "reference no es valido")
	}
	key, err := idempotencyKey(r)
	if err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if prev := s.st.smsKeys[key]; key != "" && prev != nil {
		if prev.phone != req.Phone {
			return 0, nil, fail(http.StatusUnprocessableEntity, CodeIdempotencyReused, MsgSMSIdempotencyReused)
		}
		// The first message stands, whatever this one says: the
		// reference tells the caller which of its messages that was.
		r.w.Header().Set("Idempotent-Replayed", "true")
		return reply(http.StatusAccepted, prev.body)
	}
	m := s.send(req.Phone, req.Message)
	body := map[string]any{"messageId": m.MessageID, "status": "ENVIADO"}
	if req.Reference != "" {
		body["reference"] = req.Reference
	}
	if key != "" {
		s.st.smsKeys[key] = &smsReply{phone: req.Phone, body: body}
	}
	return reply(http.StatusAccepted, body)
}

// outboxData lists SMS newest first, optionally for one phone; with
// emails (the console's outbox, never the public /sms/outbox) also the
// emails newest first, optionally for one recipient.
func (s *Server) outboxData(phone string, emails bool, to string) envelope {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []smsMessage{}
	for i := len(s.st.sms) - 1; i >= 0; i-- {
		if m := s.st.sms[i]; phone == "" || m.Phone == phone {
			out = append(out, m)
		}
	}
	if !emails {
		return envelope{map[string]any{"messages": out}}
	}
	return envelope{map[string]any{"messages": out, "emails": s.emailsData(to)}}
}

func (s *Server) outbox(r *request) (int, any, error) {
	return http.StatusOK, s.outboxData(r.URL.Query().Get("phone"), false, ""), nil
}

func (s *Server) sendOTP(r *request) (int, any, error) {
	var req struct {
		appRequest
		Phone     string `json:"phone"`
		Reference string `json:"reference"`
	}
	if err := decodeApp(r, &req); err != nil {
		return 0, nil, err
	}
	if err := checkPhone(req.Phone); err != nil {
		return 0, nil, err
	}
	if err := need("reference", req.Reference); err != nil {
		return 0, nil, err
	}
	n, _ := rand.Int(rand.Reader, big.NewInt(1_000_000))
	code := fmt.Sprintf("%06d", n.Int64())
	s.mu.Lock()
	defer s.mu.Unlock()
	id := s.nextID("OTP")
	ttl := s.cfg.OTPTTL
	s.st.otps[id] = &otp{code: code, expires: s.now().Add(ttl)}
	s.send(req.Phone, fmt.Sprintf("Tu código de verificación es %s. Vence en %d minutos. No lo compartas.", code, int(ttl.Minutes())))
	return reply(http.StatusAccepted, map[string]any{"otpId": id, "expiresIn": secs(ttl), "attempts": otpAttempts})
}

func (s *Server) verifyOTP(r *request) (int, any, error) {
	var req struct {
		appRequest
		OtpID string `json:"otpId" need:""`
		Code  string `json:"code" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	o := s.st.otps[req.OtpID]
	switch {
	case o == nil:
		return 0, nil, fail(http.StatusNotFound, CodeOTPNotFound, "Código no encontrado")
	case o.used || !s.now().Before(o.expires):
		return 0, nil, fail(http.StatusGone, CodeOTPExpired, MsgOTPExpired)
	case o.attempts >= otpAttempts:
		return 0, nil, fail(http.StatusTooManyRequests, CodeOTPExhausted, MsgOTPExhausted)
	}
	if req.Code == o.code {
		o.used = true
		return reply(http.StatusOK, map[string]any{"valid": true, "attemptsLeft": otpAttempts - o.attempts})
	}
	o.attempts++
	return reply(http.StatusOK, map[string]any{"valid": false, "attemptsLeft": otpAttempts - o.attempts})
}

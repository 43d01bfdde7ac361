package gateway

import (
	"context"
	"net/http"
	"sync"
	"time"

	"oppnp/functions/internal/clock"
)

// ServiceToken keeps the functions' own gateway session (the "Sistema"
// user) for calls no user token stands behind: SMS, OTP, biometrics, COX,
// SIPRE. It logs in lazily and again shortly before the token expires.
type ServiceToken struct {
	Client             *Client
	Username, Password string

	mu      sync.Mutex
	token   string
	expires time.Time
}

// Token returns a valid bearer token.
func (s *ServiceToken) Token(ctx context.Context) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.token != "" && time.Until(s.expires) > 2*time.Minute {
		return s.token, nil
	}
	r, err := s.Client.Login(ctx, s.Username, s.Password)
	if err != nil {
		return "", err
	}
	s.token, s.expires = r.Token, clock.Wall.Now().Add(time.Duration(r.TokenTTL)*time.Second)
	return s.token, nil
}

// Invalidate forgets the token (after a 401).
func (s *ServiceToken) Invalidate() {
	s.mu.Lock()
	s.token = ""
	s.mu.Unlock()
}

// Do runs call with the service token, logging in again once on a 401.
func (s *ServiceToken) Do(ctx context.Context, call func(bearer string) error) error {
	tok, err := s.Token(ctx)
	if err != nil {
		return err
	}
	err = call(tok)
	if IsStatus(err, http.StatusUnauthorized) {
		s.Invalidate()
		if tok, err = s.Token(ctx); err != nil {
			return err
		}
		err = call(tok)
	}
	return err
}

// Service runs the server-initiated calls with the service token, so the
// domains call them without a bearer.
type Service struct {
	C *Client
	T *ServiceToken
}

// SendSMS texts message to phone.
func (s *Service) SendSMS(ctx context.Context, phone, message string) (id string, err error) {
	err = s.T.Do(ctx, func(b string) error { id, err = s.C.SendSMS(ctx, b, phone, message); return err })
	return id, err
}

// SendSMSOnce texts sms once per its idempotency key.
func (s *Service) SendSMSOnce(ctx context.Context, sms SMS) (sent SMSSent, err error) {
	err = s.T.Do(ctx, func(b string) error { sent, err = s.C.SendSMSOnce(ctx, b, sms); return err })
	return sent, err
}

// SendOTP asks the gateway to text a code.
func (s *Service) SendOTP(ctx context.Context, phone, reference string) (o *OTP, err error) {
	err = s.T.Do(ctx, func(b string) error { o, err = s.C.SendOTP(ctx, b, phone, reference); return err })
	return o, err
}

// VerifyOTP checks a code.
func (s *Service) VerifyOTP(ctx context.Context, otpID, code string) (c *OTPCheck, err error) {
	err = s.T.Do(ctx, func(b string) error { c, err = s.C.VerifyOTP(ctx, b, otpID, code); return err })
	return c, err
}

// SubmitBiometric submits a biometric validation.
func (s *Service) SubmitBiometric(ctx context.Context, folio, curp, callbackURL string) (id string, err error) {
	err = s.T.Do(ctx, func(b string) error { id, err = s.C.SubmitBiometric(ctx, b, folio, curp, callbackURL); return err })
	return id, err
}

// SubmitCOX submits a folio to COX.
func (s *Service) SubmitCOX(ctx context.Context, folio, curp, probankNumber string, amount float64, idempotencyKey string) (r *COXReceipt, err error) {
	err = s.T.Do(ctx, func(b string) error {
		r, err = s.C.SubmitCOX(ctx, b, folio, curp, probankNumber, amount, idempotencyKey)
		return err
	})
	return r, err
}

// COXStatus asks COX whether it booked a folio.
func (s *Service) COXStatus(ctx context.Context, folio string) (st *COXState, err error) {
	err = s.T.Do(ctx, func(b string) error { st, err = s.C.COXStatus(ctx, b, folio); return err })
	return st, err
}

// SipreDischarge discharges a CNCA folio's credits.
func (s *Service) SipreDischarge(ctx context.Context, folio, curp string, creditIDs []string) (d *Discharge, err error) {
	err = s.T.Do(ctx, func(b string) error { d, err = s.C.SipreDischarge(ctx, b, folio, curp, creditIDs); return err })
	return d, err
}

// CreateVideoSession opens a video call for a folio.
func (s *Service) CreateVideoSession(ctx context.Context, folio, uuid, curp string) (v *VideoSession, err error) {
	err = s.T.Do(ctx, func(b string) error { v, err = s.C.CreateVideoSession(ctx, b, folio, uuid, curp); return err })
	return v, err
}

// GetVideoSession reads a video call's state.
func (s *Service) GetVideoSession(ctx context.Context, sessionID string) (v *VideoSession, err error) {
	err = s.T.Do(ctx, func(b string) error { v, err = s.C.GetVideoSession(ctx, b, sessionID); return err })
	return v, err
}

// BranchesByPromotor looks a promoter up with the service session: a
// refresh that carries no live gateway token of the user still re-checks
// its branches and block.
func (s *Service) BranchesByPromotor(ctx context.Context, bpID string) (p *PromotorData, err error) {
	err = s.T.Do(ctx, func(b string) error { p, err = s.C.BranchesByPromotor(ctx, b, bpID); return err })
	return p, err
}

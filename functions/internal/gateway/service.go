package gateway

import (
	"context"
	"net/http"
	"sync"
	"time"
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
	s.token, s.expires = r.Token, time.Now().Add(time.Duration(r.TokenTTL)*time.Second)
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

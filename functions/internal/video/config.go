package video

import (
	"context"
	"fmt"
	"net/url"

	"oppnp/functions/internal/video/twilio"
)

// ProviderEnv names the provider the functions serve (Provider*); unset is
// the simulator. Twilio also needs twilio.FromEnv's variables.
const ProviderEnv = "VIDEO_PROVIDER"

// Configure sets the provider from the environment; a Twilio provider
// with incomplete credentials is an error at start, not at the first call.
func (s *Service) Configure(getenv func(string) string) error {
	switch p := getenv(ProviderEnv); p {
	case "", ProviderSimulator:
		s.Provider = ProviderSimulator
	case ProviderTwilio:
		c, err := twilio.FromEnv(getenv)
		if err != nil {
			return err
		}
		s.Provider, s.Twilio = ProviderTwilio, c
	default:
		return fmt.Errorf("%w: %s=%q (simulator or twilio)", twilio.ErrConfig, ProviderEnv, p)
	}
	return nil
}

// RoomCallback takes a Twilio room status callback as posted (its form
// parameters and X-Twilio-Signature): verified against the configured
// callback URL and auth token, then applied (RoomEvent).
func (s *Service) RoomCallback(ctx context.Context, params url.Values, signature string) error {
	if !s.twilio() || s.Twilio == nil {
		return ErrProviderOff
	}
	if err := s.Twilio.Verify(params, signature); err != nil {
		return fmt.Errorf("%w: %w", ErrCallbackSignature, err)
	}
	e, err := twilio.ParseEvent(params)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrCallbackEvent, err)
	}
	return s.RoomEvent(ctx, e)
}

package suite

import (
	"context"

	"oppnp/emulators/auth"
)

func (s *suite) buildAuth(context.Context) (*service, error) {
	s.auth = auth.New(auth.Options{ProjectID: s.opts.project, Log: s.log.With("service", "auth")})
	return &service{name: "auth", addr: s.cfg.Emulators.Auth.addr(), handler: s.auth}, nil
}

package suite

import (
	"context"

	"oppnp/emulators/auth"
)

func init() {
	builders["auth"] = func(_ context.Context, env *environment) (*service, error) {
		srv := auth.New(auth.Options{ProjectID: env.opts.project, Log: env.log.With("service", "auth")})
		env.hooks.publish("auth", srv)
		return &service{name: "auth", addr: env.cfg.Emulators.Auth.addr(), handler: srv}, nil
	}
}

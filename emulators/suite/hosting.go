package suite

import (
	"context"
	"net/http"

	"oppnp/emulators/hosting"
	"oppnp/emulators/remoteconfig"
)

func init() {
	builders["hosting"] = func(_ context.Context, env *environment) (*service, error) {
		var rewrites []hosting.Rewrite
		for _, r := range env.cfg.Hosting.Rewrites {
			hr := hosting.Rewrite{Source: r.Source, Destination: r.Destination}
			if r.Function != nil {
				hr.Function, hr.Region = r.Function.FunctionID, r.Function.Region
			}
			rewrites = append(rewrites, hr)
		}
		functionsURL := ""
		if a := env.hooks.addr("functions"); a != "" {
			functionsURL = "http://" + a
		}
		srv, err := hosting.New(hosting.Options{
			Public:       env.cfg.resolve(env.cfg.Hosting.Public),
			Rewrites:     rewrites,
			FunctionsURL: functionsURL,
			Project:      env.opts.project,
			Mounts:       map[string]http.Handler{remoteconfig.Prefix: remoteConfigHandler(env)},
			Log:          env.log.With("service", "hosting"),
		})
		if err != nil {
			return nil, err
		}
		return &service{name: "hosting", addr: env.cfg.Emulators.Hosting.addr(), handler: srv}, nil
	}
}

package suite

import (
	"context"

	"oppnp/emulators/ui"
)

// The console listens on firebase.json emulators.ui (4000). It starts last,
// so every other service's address is known; it still resolves them per
// request.
func init() {
	builders["ui"] = func(ctx context.Context, env *environment) (*service, error) {
		sink := sinkOf(env)
		var services []string
		for _, s := range allServices {
			if s != "ui" {
				services = append(services, s)
			}
		}
		srv := ui.New(ui.Options{
			Project:          env.opts.project,
			DefaultNamespace: env.opts.project + "-default-rtdb",
			Addr:             env.hooks.addr,
			Services:         services,
			Sink:             sink,
			RemoteConfig:     remoteConfigHandler(env),
			RulesFile:        env.cfg.resolve(env.cfg.Database.Rules),
			Log:              env.log.With("service", "ui"),
			Context:          ctx,
		})
		return &service{name: "ui", addr: env.cfg.Emulators.UI.addr(), handler: srv}, nil
	}
}

package suite

import (
	"context"

	"oppnp/emulators/ui"
)

// buildUI starts the console on firebase.json emulators.ui (4000), reading
// the suite's log sink and every other service's address.
func (s *suite) buildUI(ctx context.Context) (*service, error) {
	var services []string
	for _, name := range allServices() {
		if name != "ui" {
			services = append(services, name)
		}
	}
	s.ui = ui.New(ui.Options{
		Project:          s.opts.project,
		DefaultNamespace: s.opts.project + "-default-rtdb",
		Addr:             s.addrs.get,
		Services:         services,
		Sink:             s.sink,
		RemoteConfig:     s.remoteConfigHandler(),
		RulesFile:        s.cfg.resolve(s.cfg.Database.Rules),
		Log:              s.log.With("service", "ui"),
		Context:          ctx,
	})
	return &service{name: "ui", addr: s.cfg.Emulators.UI.addr(), handler: s.ui}, nil
}

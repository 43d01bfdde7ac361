package suite

import (
	"oppnp/emulators/remoteconfig"
)

// remoteConfigHandler serves firebase.json remoteconfig.template; hosting
// mounts it read-only at remoteconfig.Prefix (the functions host points
// REMOTE_CONFIG_URL there), and the console serves it whole, writes
// included, behind its same-origin JSON check.
func (s *suite) remoteConfigHandler() *remoteconfig.Handler {
	path := s.cfg.resolve(s.cfg.RemoteConfig.Template)
	if path == "" {
		path = s.cfg.resolve("remoteconfig.template.json")
	}
	return remoteconfig.New(path, s.log.With("service", "remoteconfig"))
}

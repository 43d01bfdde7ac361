package suite

import (
	"oppnp/emulators/remoteconfig"
)

// remoteConfigHandler serves firebase.json remoteconfig.template; hosting
// mounts it at remoteconfig.Prefix, and the functions host points
// REMOTE_CONFIG_URL at it.
func (s *suite) remoteConfigHandler() *remoteconfig.Handler {
	path := s.cfg.resolve(s.cfg.RemoteConfig.Template)
	if path == "" {
		path = s.cfg.resolve("remoteconfig.template.json")
	}
	return remoteconfig.New(path, s.log.With("service", "remoteconfig"))
}

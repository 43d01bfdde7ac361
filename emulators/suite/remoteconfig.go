package suite

import (
	"oppnp/emulators/remoteconfig"
)

// remoteConfigHandler serves firebase.json remoteconfig.template; hosting
// mounts it at remoteconfig.Prefix, and the functions host points
// REMOTE_CONFIG_URL at it.
func remoteConfigHandler(env *environment) *remoteconfig.Handler {
	path := env.cfg.resolve(env.cfg.RemoteConfig.Template)
	if path == "" {
		path = env.cfg.resolve("remoteconfig.template.json")
	}
	return remoteconfig.New(path, env.log.With("service", "remoteconfig"))
}

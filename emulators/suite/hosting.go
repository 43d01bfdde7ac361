package suite

import (
	"context"
	"net/http"

	"oppnp/emulators/hosting"
	"oppnp/emulators/remoteconfig"
)

// buildHosting serves the SPA and firebase.json's rewrites, proxying
// function rewrites to the functions host started before it.
func (s *suite) buildHosting(context.Context) (*service, error) {
	var rewrites []hosting.Rewrite
	for _, r := range s.cfg.Hosting.Rewrites {
		hr := hosting.Rewrite{Source: r.Source, Destination: r.Destination}
		if r.Function != nil {
			hr.Function, hr.Region = r.Function.FunctionID, r.Function.Region
		}
		rewrites = append(rewrites, hr)
	}
	functionsURL := ""
	if a := s.addrs.get("functions"); a != "" {
		functionsURL = "http://" + a
	}
	srv, err := hosting.New(hosting.Options{
		Public:       s.cfg.resolve(s.cfg.Hosting.Public),
		Rewrites:     rewrites,
		FunctionsURL: functionsURL,
		Project:      s.opts.project,
		Mounts:       map[string]http.Handler{remoteconfig.Prefix: probe("remoteconfig", s.remoteConfigHandler())},
		Log:          s.log.With("service", "hosting"),
	})
	if err != nil {
		return nil, err
	}
	s.hosting = srv
	return &service{name: "hosting", addr: s.cfg.Emulators.Hosting.addr(), handler: srv}, nil
}

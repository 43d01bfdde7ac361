package suite

import (
	"context"
	"net/http"

	"oppnp/emulators/hosting"
	"oppnp/emulators/remoteconfig"
)

// buildHosting serves the SPA with firebase.json's rewrites and headers, proxying
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
	var headers []hosting.HeaderRule
	for _, h := range s.cfg.Hosting.Headers {
		hr := hosting.HeaderRule{Source: h.Source, Regex: h.Regex}
		for _, f := range h.Headers {
			hr.Headers = append(hr.Headers, hosting.HeaderField{Key: f.Key, Value: f.Value})
		}
		headers = append(headers, hr)
	}
	functionsURL := ""
	if a := s.addrs.get("functions"); a != "" {
		functionsURL = "http://" + a
	}
	srv, err := hosting.New(hosting.Options{
		Public:       s.cfg.resolve(s.cfg.Hosting.Public),
		Rewrites:     rewrites,
		Headers:      headers,
		FunctionsURL: functionsURL,
		Project:      s.opts.project,
		// Read-only on the SPA's origin: any page can send requests there
		// (docs/adr/0052-local-suite-serves-one-developer.md); the console writes.
		Mounts: map[string]http.Handler{remoteconfig.Prefix: probe("remoteconfig", remoteconfig.ReadOnly(s.remoteConfigHandler()))},
		Log:    s.log.With("service", "hosting"),
		Moved:  s.addrs.movedAddrs,
	})
	if err != nil {
		return nil, err
	}
	// start compresses the built files once every emulator listens, off
	// the request path (Brotli at its best level is slow).
	s.hosting = srv
	return &service{name: "hosting", addr: s.cfg.Emulators.Hosting.addr(), handler: srv}, nil
}

package suite

import (
	"context"
	"fmt"
	"os"

	"oppnp/emulators/gateway"
)

// buildGateway starts the lender gateway simulator on --gateway-port (ADR
// 0001). OPPNP_GATEWAY_CLIENT_ID overrides the accepted X-IBM-Client-Id.
// The --import directory's gateway documents (gateway.ReadSeed) are served
// on every start, whether or not the database took the import: the
// simulator remembers nothing between runs, the database does.
func (s *suite) buildGateway(context.Context) (*service, error) {
	var docs []gateway.SeedDocument
	if s.opts.importDir != "" {
		var err error
		if docs, err = gateway.ReadSeed(s.opts.importDir); err != nil {
			return nil, fmt.Errorf("cannot import %s: %w", s.opts.importDir, err)
		}
	}
	srv, err := gateway.New(gateway.Config{ClientID: os.Getenv("OPPNP_GATEWAY_CLIENT_ID"), Logger: s.log, Documents: docs})
	if err != nil {
		return nil, err
	}
	s.gateway = srv
	return &service{
		name:    "gateway",
		addr:    fmt.Sprintf("127.0.0.1:%d", s.opts.gatewayPort),
		handler: srv,
		close: func(context.Context) error {
			srv.Close()
			return nil
		},
	}, nil
}

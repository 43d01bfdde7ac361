package suite

import (
	"context"
	"fmt"
	"os"

	"oppnp/emulators/gateway"
)

// buildGateway starts the lender gateway simulator on --gateway-port (ADR
// 0001). OPPNP_GATEWAY_CLIENT_ID overrides the accepted X-IBM-Client-Id.
func (s *suite) buildGateway(context.Context) (*service, error) {
	srv, err := gateway.New(gateway.Config{ClientID: os.Getenv("OPPNP_GATEWAY_CLIENT_ID"), Logger: s.log})
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

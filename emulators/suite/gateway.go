package suite

import (
	"context"
	"fmt"
	"os"

	"oppnp/emulators/gateway"
)

// The lender gateway simulator listens on --gateway-port (ADR 0001).
// OPPNP_GATEWAY_CLIENT_ID overrides the accepted X-IBM-Client-Id.
func init() {
	builders["gateway"] = func(_ context.Context, env *environment) (*service, error) {
		srv, err := gateway.New(gateway.Config{ClientID: os.Getenv("OPPNP_GATEWAY_CLIENT_ID"), Logger: env.log})
		if err != nil {
			return nil, err
		}
		return &service{
			name:    "gateway",
			addr:    fmt.Sprintf("127.0.0.1:%d", env.opts.gatewayPort),
			handler: srv,
			close: func(context.Context) error {
				srv.Close()
				return nil
			},
		}, nil
	}
}

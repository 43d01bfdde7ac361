package functions

import (
	"context"
	"fmt"

	firebase "firebase.google.com/go/v4"

	"oppnp/functions/internal/config"
)

// serverTemplate reads the deployed project's Remote Config through
// firebase-admin-go's server template (used when REMOTE_CONFIG_URL is unset,
// i.e. outside the emulator suite).
type serverTemplate struct{ app *firebase.App }

// Load implements config.Source.
func (s *serverTemplate) Load(ctx context.Context) (*config.Template, error) {
	c, err := s.app.RemoteConfig(ctx)
	if err != nil {
		return nil, fmt.Errorf("remote config client: %w", err)
	}
	tpl, err := c.GetServerTemplate(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("remote config template: %w", err)
	}
	js, err := tpl.ToJSON()
	if err != nil {
		return nil, err
	}
	return config.ParseTemplate([]byte(js))
}

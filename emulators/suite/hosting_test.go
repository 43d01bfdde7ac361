package suite_test

import (
	"context"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/hosting"
	"oppnp/emulators/suite"
)

// TestSuite_BadHostingHeaderRefusedAtStart: a hosting.headers rule that
// does not compile stops the suite at start with an error naming it.
func TestSuite_BadHostingHeaderRefusedAtStart(t *testing.T) {
	tests := []struct {
		name string
		rule map[string]any
		want string
	}{
		{"bad glob", map[string]any{"source": "/assets/[", "headers": []any{map[string]any{"key": "X-A", "value": "1"}}}, `hosting.headers[0]: source`},
		{"bad regex", map[string]any{"regex": "^/a(", "headers": []any{map[string]any{"key": "X-A", "value": "1"}}}, `hosting.headers[0]: regex`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			cfg, err := emutest.WriteConfig(dir, func(c map[string]any) {
				c["hosting"].(map[string]any)["headers"] = []any{tt.rule}
			})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			err = suite.Main(ctx, []string{"--config", cfg, "--only", "hosting", "--gateway-port", "0",
				"--hub-file", filepath.Join(dir, "hub.json")}, io.Discard)
			if !errors.Is(err, hosting.ErrBadHeaderRule) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Main = %v, want ErrBadHeaderRule naming %q", err, tt.want)
			}
		})
	}
}

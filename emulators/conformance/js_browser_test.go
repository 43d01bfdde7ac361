package conformance_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestFirebaseJSSDK_Browser runs js/browser/ with the SDK's browser build
// (imported by path, see js/browser/browser-db.mjs) over a minimal DOM (js/browser/dom-shim.mjs):
// the long-polling transport and its WebSocket upgrade, which the Node
// build never uses.
func TestFirebaseJSSDK_Browser(t *testing.T) {
	// The npm workspace hoists every package to the repository root's node_modules.
	if _, err := os.Stat(filepath.Join("..", "..", "node_modules", "firebase", "package.json")); err != nil {
		t.Fatal("firebase is not installed: run `make deps` (npm ci at the repository root) first")
	}
	files, err := filepath.Glob(filepath.Join("js", "browser", "*.test.mjs"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no browser JS tests found: %v", err)
	}
	args := append([]string{"--test", "--test-force-exit", "--test-reporter=spec"}, files...)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Env = append(os.Environ(), "RTDB_EMULATOR_HOST="+shared.Addr())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test failed: %v\n%s\nemulator log:\n%s", err, out, shared.Log())
	}
	t.Logf("%s", out)
}

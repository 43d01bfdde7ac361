package conformance_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestFirebaseJSSDK runs the official firebase JS SDK v12 tests in js/ with
// `node --test` against the shared emulator process.
func TestFirebaseJSSDK(t *testing.T) {
	runNodeTests(t, "js", 3*time.Minute, "--test-concurrency=2")
}

// runNodeTests runs dir's *.test.mjs with `node --test` (and the flags)
// against the shared emulator process, within timeout.
func runNodeTests(t *testing.T, dir string, timeout time.Duration, flags ...string) {
	t.Helper()
	// The npm workspace hoists every package to the repository root's node_modules.
	if _, err := os.Stat(filepath.Join("..", "..", "node_modules", "firebase", "package.json")); err != nil {
		t.Fatal("firebase is not installed: run `make deps` (npm ci at the repository root) first")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.test.mjs"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no JS tests found in %s: %v", dir, err)
	}
	// --test-force-exit: the SDK keeps reconnect timers after deleteApp, which
	// would hold each file's process open for seconds.
	args := append(append([]string{"--test", "--test-force-exit"}, flags...), "--test-reporter=spec")
	args = append(args, files...)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Env = append(os.Environ(), "RTDB_EMULATOR_HOST="+shared.Addr())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test failed: %v\n%s\nemulator log:\n%s", err, out, shared.Log())
	}
	t.Logf("%s", out)
}

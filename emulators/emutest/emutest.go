// Package emutest starts the emulator suite in-process for tests, on random
// loopback ports, and stops it when the test ends.
//
// It writes a copy of the repository's firebase.json with every port set to
// 0 (the Emulator Hub's too) and every file path made absolute, runs
// suite.Main with it and --hub-file, and learns that the suite is ready, and
// where each service listens, from the hub's GET /emulators, so tests
// exercise exactly the code path `go run ./emulators` takes.
package emutest

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"oppnp/emulators/hub/hubclient"
	"oppnp/emulators/suite"
)

// Options choose what to start.
type Options struct {
	// Services to start, e.g. "database", "auth". Required.
	Services []string
	// Args are extra suite flags (--data, --import, --project ...).
	Args []string
	// Config edits the firebase.json copy before the suite reads it.
	Config func(cfg map[string]any)
}

// Suite is a running in-process emulator suite.
type Suite struct {
	// Addrs maps a service name to its host:port, as the hub lists it
	// (the hub itself under "hub").
	Addrs map[string]string
	// Dir is the temporary directory holding the firebase.json copy.
	Dir string
}

// URL returns http://host:port of a started service.
func (s *Suite) URL(service string) string { return "http://" + s.Addrs[service] }

// Start runs the suite until the test ends.
func Start(t testing.TB, o Options) *Suite {
	t.Helper()
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cfgPath, err := writeConfig(root, dir, o.Config)
	if err != nil {
		t.Fatal(err)
	}
	hubFile := filepath.Join(dir, "hub.json")
	args := append([]string{"--config", cfgPath, "--only", strings.Join(o.Services, ","), "--gateway-port", "0",
		"--hub-file", hubFile}, o.Args...)

	ctx, cancel := context.WithCancel(context.Background())
	exited := make(chan struct{})
	var runErr error
	go func() {
		defer close(exited)
		runErr = suite.Main(ctx, args, io.Discard)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-exited:
		case <-time.After(15 * time.Second):
			t.Error("emutest: suite did not stop within 15s")
		}
	})

	wctx, wcancel := context.WithTimeout(ctx, 60*time.Second)
	defer wcancel()
	go func() {
		select {
		case <-exited: // a suite that failed to start stops the wait at once
			wcancel()
		case <-wctx.Done():
		}
	}()
	_, list, err := hubclient.WaitFile(wctx, hubFile)
	if err != nil {
		select {
		case <-exited:
			t.Fatalf("emutest: suite failed to start: %v", runErr)
		default:
			t.Fatalf("emutest: %v", err)
		}
	}
	s := &Suite{Addrs: map[string]string{}, Dir: dir}
	for name, info := range list {
		s.Addrs[name] = info.Addr()
	}
	return s
}

// SkipShort skips the test under -short, saying why it is long (it starts
// processes, builds binaries).
func SkipShort(t testing.TB, why string) {
	t.Helper()
	if testing.Short() {
		t.Skip(why)
	}
}

// WriteFile writes data to path (mode 0644), failing the test when it
// cannot.
func WriteFile(t testing.TB, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// Root is RepoRoot for a test, which it fails when there is no root.
func Root(t testing.TB) string {
	t.Helper()
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// ReadRepoFile reads a file named by its path from the repository root,
// failing the test when it cannot.
func ReadRepoFile(t testing.TB, path ...string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(append([]string{Root(t)}, path...)...))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Do sends req with the default client and reads the whole answer,
// failing the test when there is none.
func Do(t testing.TB, req *http.Request) (*http.Response, []byte) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, b
}

// Get is Do for a GET of url.
func Get(t testing.TB, url string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	return Do(t, req)
}

// RepoRoot finds the directory holding go.mod, walking up from the test's
// working directory.
func RepoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("emutest: go.mod not found above working directory")
		}
		dir = parent
	}
}

// Package emutest starts the emulator suite in-process for tests, on random
// loopback ports, and stops it when the test ends.
//
// It writes a copy of the repository's firebase.json with every port set to
// 0 and every file path made absolute, runs suite.Main with it, and reads the
// bound addresses from the suite's "✔ <service> http://<addr>" ready lines,
// so tests exercise exactly the code path `go run ./emulators` takes.
package emutest

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

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
	// Addrs maps a service name to its host:port.
	Addrs map[string]string
	// Dir is the temporary directory holding the firebase.json copy.
	Dir string
}

// URL returns http://host:port of a started service.
func (s *Suite) URL(service string) string { return "http://" + s.Addrs[service] }

var readyLine = regexp.MustCompile(`✔\s+(\S+)\s+http://(\S+)`)

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
	args := append([]string{"--config", cfgPath, "--only", strings.Join(o.Services, ","), "--gateway-port", "0"}, o.Args...)

	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := suite.Main(ctx, args, pw)
		pw.CloseWithError(fmt.Errorf("suite stopped: %v", err))
		done <- err
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-done:
		case <-time.After(15 * time.Second):
			t.Error("emutest: suite did not stop within 15s")
		}
	})

	s := &Suite{Addrs: map[string]string{}, Dir: dir}
	ready := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			line := sc.Text()
			if m := readyLine.FindStringSubmatch(line); m != nil && m[1] != "All" {
				s.Addrs[m[1]] = m[2]
			}
			if strings.Contains(line, "All emulators ready") {
				ready <- nil
				_, _ = io.Copy(io.Discard, pr) // keep the suite's writes from blocking
				return
			}
		}
		ready <- fmt.Errorf("emutest: suite exited before ready: %v", sc.Err())
	}()
	select {
	case err := <-ready:
		if err != nil {
			t.Fatal(err)
		}
	case err := <-done:
		t.Fatalf("emutest: suite failed to start: %v", err)
	case <-time.After(60 * time.Second):
		t.Fatal("emutest: suite not ready within 60s")
	}
	return s
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

// writeConfig copies firebase.json with ports 0 and absolute paths.
func writeConfig(root, dir string, edit func(map[string]any)) (string, error) {
	b, err := os.ReadFile(filepath.Join(root, "firebase.json"))
	if err != nil {
		return "", err
	}
	var cfg map[string]any
	if err := json.Unmarshal(b, &cfg); err != nil {
		return "", fmt.Errorf("emutest: firebase.json: %w", err)
	}
	if emu, ok := cfg["emulators"].(map[string]any); ok {
		for _, v := range emu {
			if m, ok := v.(map[string]any); ok {
				m["port"] = 0
			}
		}
	}
	abs := func(section, key string) {
		if m, ok := cfg[section].(map[string]any); ok {
			if p, ok := m[key].(string); ok && p != "" && !filepath.IsAbs(p) {
				m[key] = filepath.Join(root, p)
			}
		}
	}
	abs("database", "rules")
	abs("remoteconfig", "template")
	abs("hosting", "public")
	abs("functions", "source")
	if edit != nil {
		edit(cfg)
	}
	out, err := json.MarshalIndent(cfg, "", "  ")
	if err != nil {
		return "", err
	}
	p := filepath.Join(dir, "firebase.json")
	return p, os.WriteFile(p, out, 0o644)
}

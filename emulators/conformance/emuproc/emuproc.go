// Package emuproc builds the emulator program once per test binary and runs
// it as a real process on random loopback ports, for black-box tests and
// benchmarks that must see exactly what `go run ./emulators` serves,
// including what survives kill -9.
package emuproc

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/hub/hubclient"
)

// ErrNotReady means the process exited or timed out before its Emulator
// Hub answered GET /emulators.
var ErrNotReady = errors.New("emuproc: emulator did not become ready")

var (
	buildOnce sync.Once
	buildBin  string
	buildErr  error
	prebuilt  bool // buildBin is OPPNP_PREBUILT's: not ours to remove
)

// Binary builds ./emulators into a temporary directory, once per process,
// unless `make test` built it once for every harness: $OPPNP_PREBUILT/emulators.
func Binary() (string, error) {
	buildOnce.Do(func() {
		if dir := os.Getenv("OPPNP_PREBUILT"); dir != "" {
			if bin := filepath.Join(dir, "emulators"); fileExists(bin) {
				buildBin, prebuilt = bin, true
				return
			}
		}
		root, err := emutest.RepoRoot()
		if err != nil {
			buildErr = err
			return
		}
		dir, err := os.MkdirTemp("", "emuproc-bin-")
		if err != nil {
			buildErr = err
			return
		}
		bin := filepath.Join(dir, "emulators")
		cmd := exec.Command("go", "build", "-o", bin, "./emulators")
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("cannot build emulators: %v\n%s", err, out)
			return
		}
		buildBin = bin
	})
	return buildBin, buildErr
}

// fileExists reports whether path names a regular file.
func fileExists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

// Cleanup removes the binary Binary built; call it from TestMain after
// m.Run, when no process is left running.
func Cleanup() {
	if buildBin != "" && !prebuilt {
		_ = os.RemoveAll(filepath.Dir(buildBin))
	}
}

// Options choose how to run the emulator.
type Options struct {
	// Services for --only; default database.
	Services []string
	// Args are extra flags: --data, --import, --export-on-exit, --project.
	Args []string
	// ConfigDir holds the generated firebase.json; default a new temp dir.
	// Reuse it across restarts to keep the same configuration.
	ConfigDir string
	// Rules, when set, replaces firebase.json's database rules file.
	Rules string
	// DatabasePort fixes the database port (0: any free port).
	DatabasePort int
	// Config, when set, edits the generated firebase.json last.
	Config func(cfg map[string]any)
}

// Proc is a running emulator process.
type Proc struct {
	// Addrs maps each service to the host:port it listens on.
	Addrs map[string]string
	// Startup is the time from exec to the hub's first 200: every service
	// listening.
	Startup time.Duration
	// Started is when the process was executed.
	Started time.Time

	cmd  *exec.Cmd
	done chan struct{}
	err  error
	mu   sync.Mutex
	log  strings.Builder
}

// Addr returns the database's host:port.
func (p *Proc) Addr() string { return p.Addrs["database"] }

// PID returns the process id.
func (p *Proc) PID() int { return p.cmd.Process.Pid }

// Log returns what the process wrote to stderr so far.
func (p *Proc) Log() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.log.String()
}

// Start runs the emulator until the test ends (then it is killed).
func Start(tb testing.TB, o Options) *Proc {
	tb.Helper()
	p, err := Run(o)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(p.Kill)
	return p
}

// Run starts the emulator and waits until its Emulator Hub (on a random
// port, found through --hub-file) lists every service.
func Run(o Options) (*Proc, error) {
	bin, err := Binary()
	if err != nil {
		return nil, err
	}
	if len(o.Services) == 0 {
		o.Services = []string{"database"}
	}
	ownDir := o.ConfigDir == ""
	if ownDir {
		if o.ConfigDir, err = os.MkdirTemp("", "emuproc-cfg-"); err != nil {
			return nil, err
		}
	}
	cfg, err := writeConfig(o)
	if err != nil {
		return nil, err
	}
	hubFile := filepath.Join(o.ConfigDir, "hub.json")
	// A process killed with -9 leaves its locator behind; never read that one.
	if err := os.Remove(hubFile); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	args := append([]string{"--config", cfg, "--only", strings.Join(o.Services, ","), "--gateway-port", "0",
		"--hub-file", hubFile}, o.Args...)
	p := &Proc{Addrs: map[string]string{}, done: make(chan struct{})}
	p.cmd = exec.Command(bin, args...)
	p.Started = time.Now()
	stderr, err := p.cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := p.cmd.Start(); err != nil {
		return nil, fmt.Errorf("cannot start emulators: %w", err)
	}
	go func() {
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			p.mu.Lock()
			if p.log.Len() < 1<<20 {
				p.log.WriteString(sc.Text() + "\n")
			}
			p.mu.Unlock()
		}
	}()
	go func() {
		p.err = p.cmd.Wait()
		if ownDir {
			_ = os.RemoveAll(o.ConfigDir)
		}
		close(p.done)
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	go func() {
		select {
		case <-p.done: // exited before ready: stop waiting at once
			cancel()
		case <-ctx.Done():
		}
	}()
	_, list, err := hubclient.WaitFile(ctx, hubFile)
	if err != nil {
		p.Kill()
		return nil, fmt.Errorf("%w: %w: %s", ErrNotReady, err, p.Log())
	}
	p.Startup = time.Since(p.Started)
	for name, info := range list {
		p.Addrs[name] = info.Addr()
	}
	return p, nil
}

// Kill sends SIGKILL and waits for the process to be gone.
func (p *Proc) Kill() {
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

// Stop sends SIGINT, as Ctrl+C would, and waits for a clean exit (which
// runs --export-on-exit).
func (p *Proc) Stop(ctx context.Context) error { return p.StopWith(ctx, os.Interrupt) }

// StopWith sends sig and waits for the process to exit; past ctx it is
// killed and ctx's error returned.
func (p *Proc) StopWith(ctx context.Context, sig os.Signal) error {
	if err := p.cmd.Process.Signal(sig); err != nil {
		return err
	}
	select {
	case <-p.done:
		return p.err
	case <-ctx.Done():
		p.Kill()
		return ctx.Err()
	}
}

// writeConfig writes o.ConfigDir/firebase.json (emutest.WriteConfig) with
// o's rules, database port and edit.
func writeConfig(o Options) (string, error) {
	rules := ""
	if o.Rules != "" {
		rules = filepath.Join(o.ConfigDir, "database.rules.json")
		if err := os.WriteFile(rules, []byte(o.Rules), 0o644); err != nil {
			return "", err
		}
	}
	return emutest.WriteConfig(o.ConfigDir, func(cfg map[string]any) {
		if rules != "" {
			cfg["database"] = map[string]any{"rules": rules}
		}
		if o.DatabasePort != 0 {
			if db, ok := cfg["emulators"].(map[string]any)["database"].(map[string]any); ok {
				db["port"] = o.DatabasePort
			}
		}
		if o.Config != nil {
			o.Config(cfg)
		}
	})
}

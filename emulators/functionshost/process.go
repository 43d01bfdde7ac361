package functionshost

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"time"
)

// build compiles the manifest's main package into dir.
func build(ctx context.Context, root, main, dir string) (string, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrBuild, err)
	}
	out := filepath.Join(dir, "functions")
	if runtime.GOOS == "windows" {
		out += ".exe"
	}
	cmd := exec.CommandContext(ctx, goBin, "build", "-o", out, main)
	cmd.Dir = root
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("%w: go build %s: %v\n%s", ErrBuild, main, err, b)
	}
	return out, nil
}

// childStopDelay is how long a child has to exit after SIGINT before it is
// killed: below the suite's stop timeout, so a stuck function never holds
// the suite's shutdown.
const childStopDelay = 2 * time.Second

// process is one endpoint's child process, restarted if it dies.
type process struct {
	ep   *Endpoint
	bin  string
	env  []string
	log  *slog.Logger
	addr string // 127.0.0.1:port while running
	// transport carries calls to the current child only: a pooled
	// keep-alive connection to a dead child (whose port the kernel may hand
	// to the next one) must never be reused, as a POST is not retried.
	transport *http.Transport

	mu    sync.Mutex
	ready chan struct{} // closed once the current child listens
	err   error         // why the last start failed
	cmd   *exec.Cmd
}

func newProcess(ep *Endpoint, log *slog.Logger) *process {
	return &process{ep: ep, log: log.With("function", ep.ID), ready: make(chan struct{})}
}

// supervise starts the child and restarts it when it exits unexpectedly,
// with a growing pause, until ctx ends.
func (p *process) supervise(ctx context.Context, bin string, env []string) {
	p.bin, p.env = bin, env
	pause := 500 * time.Millisecond
	for ctx.Err() == nil {
		started := time.Now()
		err := p.runOnce(ctx)
		if ctx.Err() != nil {
			return
		}
		p.log.Error("function process exited; restarting", "err", err)
		if time.Since(started) > time.Minute {
			pause = 500 * time.Millisecond
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(pause):
		}
		pause = min(2*pause, 30*time.Second)
		p.mu.Lock()
		p.ready = make(chan struct{})
		p.mu.Unlock()
	}
}

// runOnce runs one child until it exits.
func (p *process) runOnce(ctx context.Context) error {
	port, err := freePort()
	if err != nil {
		return err
	}
	addr := "127.0.0.1:" + strconv.Itoa(port)
	cmd := exec.CommandContext(ctx, p.bin)
	cmd.Env = append(append([]string{}, p.env...), "FUNCTION_TARGET="+p.ep.EntryPoint, "PORT="+strconv.Itoa(port))
	if p.ep.TimeoutSeconds > 0 {
		// functions-framework-go turns this into the request deadline, as
		// Cloud Run's request timeout.
		cmd.Env = append(cmd.Env, "CLOUD_RUN_TIMEOUT_SECONDS="+strconv.Itoa(p.ep.TimeoutSeconds))
	}
	for k, v := range p.ep.Environment {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	orphanGuard(cmd)
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = childStopDelay
	stdout, _ := cmd.StdoutPipe()
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		p.fail(err)
		return err
	}
	go p.pipe(stdout, "stdout")
	go p.pipe(stderr, "stderr")
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	if err := waitListening(ctx, addr, exited); err != nil {
		p.fail(err)
		return err
	}
	transport := http.DefaultTransport.(*http.Transport).Clone()
	p.mu.Lock()
	p.addr, p.cmd, p.err, p.transport = addr, cmd, nil, transport
	close(p.ready)
	p.mu.Unlock()
	p.log.Info("function ready", "addr", addr, "target", p.ep.EntryPoint)
	err = <-exited
	transport.CloseIdleConnections()
	return err
}

// fail records a start failure and releases waiters.
func (p *process) fail(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.err = fmt.Errorf("%w: %s: %v", ErrNotReady, p.ep.ID, err)
	select {
	case <-p.ready:
	default:
		close(p.ready)
	}
}

// waitListening polls until addr accepts connections, the child exits or
// 60 s pass.
func waitListening(ctx context.Context, addr string, exited chan error) error {
	deadline := time.After(60 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err == nil {
			c.Close()
			return nil
		}
		select {
		case err := <-exited:
			exited <- err
			return fmt.Errorf("exited before listening: %v", err)
		case <-ctx.Done():
			return ctx.Err()
		case <-deadline:
			return fmt.Errorf("not listening on %s after 60s", addr)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// await waits until the child listens and returns its address and the
// transport that reaches it.
func (p *process) await(ctx context.Context) (string, *http.Transport, error) {
	p.mu.Lock()
	ready := p.ready
	p.mu.Unlock()
	select {
	case <-ready:
	case <-ctx.Done():
		return "", nil, fmt.Errorf("%w: %s: %v", ErrNotReady, p.ep.ID, ctx.Err())
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err != nil {
		return "", nil, p.err
	}
	return p.addr, p.transport, nil
}

// pipe copies a child's output to the log, one record per line (a JSON
// line keeps its level and fields: see ChildRecord).
func (p *process) pipe(r io.Reader, stream string) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		if line := sc.Bytes(); len(line) > 0 {
			logLine(p.log, line, stream)
		}
	}
}

package functionshost

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// Options configure a Host.
type Options struct {
	// Root is the project root: go build runs there and the manifest's
	// main is relative to it.
	Root string
	// Manifest is the path of functions.json.
	Manifest string
	// Project is the project id in URLs and the children's GCLOUD_PROJECT.
	Project string
	// Env returns extra environment for the children (emulator hosts …);
	// it is called once, just before they start, so it may wait for
	// services started after the host.
	Env func() []string
	// Changes is the database change feed; nil disables event triggers.
	Changes ChangeSource
	// DefaultInstance is the database instance of triggers whose instance
	// filter is "*".
	DefaultInstance string
	Retry           Retry
	// MaxConcurrency bounds the CloudEvents delivered at once to one
	// event-triggered function (DefaultMaxConcurrency when zero), as Cloud
	// Functions bounds a function's instances.
	MaxConcurrency int
	// QueueSize bounds the CloudEvents of one function waiting for a
	// delivery slot (DefaultQueueSize when zero); beyond it the change
	// feed's reader waits (pool.go).
	QueueSize int
	// Prebuilt is a directory of binaries built beforehand, each at the
	// path of its main package ("./functions/cmd/x" → Prebuilt/functions/cmd/x):
	// a test run builds the functions once and hands them to every suite
	// it starts (docs/adr/0067-drift-gates-and-a-fast-loop.md). Empty, or no
	// binary there, builds from source.
	Prebuilt string
	Log      *slog.Logger
}

// Host serves the functions of one manifest.
type Host struct {
	opts     Options
	manifest *Manifest
	procs    map[string]*process
	ctx      context.Context
	cancel   context.CancelFunc
	wg       sync.WaitGroup
	tmp      string
	stops    []func()
	pools    []*pool // one per event-triggered function
}

// Start loads the manifest, then builds and starts the functions in the
// background: requests and events wait until their function is ready.
func Start(o Options) (*Host, error) {
	if o.Log == nil {
		o.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	o.Retry = o.Retry.withDefaults()
	m, err := LoadManifest(o.Manifest)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "functionshost-")
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	h := &Host{opts: o, manifest: m, procs: map[string]*process{}, ctx: ctx, cancel: cancel, tmp: tmp}
	for _, ep := range m.Sorted() {
		h.procs[ep.ID] = newProcess(ep, o.Log)
	}
	h.wg.Add(1)
	go h.run()
	if o.Changes != nil {
		h.subscribe()
	}
	return h, nil
}

// Manifest returns the loaded manifest.
func (h *Host) Manifest() *Manifest { return h.manifest }

func (h *Host) run() {
	defer h.wg.Done()
	main := h.manifest.Main
	if !strings.HasPrefix(main, ".") && !filepath.IsAbs(main) {
		main = "./" + main
	}
	bin, err := h.prebuilt(main)
	if bin == "" && err == nil {
		h.opts.Log.Info("building functions", "main", main)
		bin, err = build(h.ctx, h.opts.Root, main, h.tmp)
	}
	if err != nil {
		h.opts.Log.Error("functions not started", "err", err)
		for _, p := range h.procs {
			p.fail(err)
		}
		return
	}
	env := append(os.Environ(),
		"GCLOUD_PROJECT="+h.opts.Project, "GOOGLE_CLOUD_PROJECT="+h.opts.Project, "FUNCTIONS_EMULATOR=true")
	if h.opts.Env != nil {
		env = append(env, h.opts.Env()...)
	}
	for _, p := range h.procs {
		h.wg.Add(1)
		go func() {
			defer h.wg.Done()
			p.supervise(h.ctx, bin, env)
		}()
	}
}

// prebuilt is Options.Prebuilt's binary for main, or "" when there is none.
func (h *Host) prebuilt(main string) (string, error) {
	if h.opts.Prebuilt == "" || filepath.IsAbs(main) {
		return "", nil
	}
	bin := filepath.Join(h.opts.Prebuilt, filepath.FromSlash(main))
	if st, err := os.Stat(bin); err != nil || st.IsDir() {
		return "", nil
	}
	h.opts.Log.Info("functions prebuilt", "main", main, "bin", bin)
	return bin, nil
}

// Ready waits until every function listens, or returns the first error.
func (h *Host) Ready(ctx context.Context) error {
	var errs []error
	for _, p := range h.procs {
		if _, _, err := p.await(ctx); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Close stops the subscriptions, drops the queued CloudEvents, cancels
// those in flight (none of them done: a durable source delivers them
// again at the next start) and stops the children (SIGINT, SIGKILL after
// childStopDelay), then removes the binary. It returns by ctx's deadline
// even if a child or a delivery has not finished by then.
func (h *Host) Close(ctx context.Context) error {
	for _, stop := range h.stops {
		stop()
	}
	h.cancel()
	for _, p := range h.pools {
		p.close() // releases a feed reader waiting for room
	}
	done := make(chan struct{})
	go func() {
		h.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-ctx.Done():
		h.opts.Log.Warn("functions still stopping at the deadline; leaving them", "err", ctx.Err())
		return fmt.Errorf("%w: %w", ErrStopTimeout, ctx.Err())
	}
	return os.RemoveAll(h.tmp)
}

// ServeHTTP proxies /{project}/{region}/{id}[/rest] to the function.
func (h *Host) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	parts := strings.SplitN(strings.TrimPrefix(r.URL.Path, "/"), "/", 4)
	if r.URL.Path == "/" {
		h.serveIndex(w)
		return
	}
	if len(parts) < 3 {
		http.Error(w, "Ruta de función inválida: use /{proyecto}/{región}/{función}", http.StatusNotFound)
		return
	}
	project, region, id := parts[0], parts[1], parts[2]
	p, ok := h.procs[id]
	if !ok || project != h.opts.Project || !slices.Contains(p.ep.Region, region) {
		http.Error(w, fmt.Sprintf("Función no encontrada: %s/%s/%s", project, region, id), http.StatusNotFound)
		return
	}
	addr, transport, err := p.await(r.Context())
	if err != nil {
		http.Error(w, err.Error(), http.StatusServiceUnavailable)
		return
	}
	rest := "/"
	if len(parts) == 4 {
		rest += parts[3]
	}
	rp := &httputil.ReverseProxy{
		Transport: transport,
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(&url.URL{Scheme: "http", Host: addr})
			pr.Out.URL.Path, pr.Out.URL.RawPath = rest, ""
			pr.Out.Host = r.Host
			pr.Out.Header["X-Forwarded-For"] = r.Header["X-Forwarded-For"]
			pr.SetXForwarded()
			if fh := r.Header.Get("X-Forwarded-Host"); fh != "" {
				pr.Out.Header.Set("X-Forwarded-Host", fh)
			}
		},
		ErrorHandler: func(w http.ResponseWriter, _ *http.Request, err error) {
			h.opts.Log.Error("function call failed", "function", id, "err", err)
			http.Error(w, fmt.Sprintf("La función %s no respondió: %v", id, err), http.StatusBadGateway)
		},
	}
	rp.ServeHTTP(w, r)
}

// serveIndex lists the endpoints, like the CLI's functions emulator logs them.
func (h *Host) serveIndex(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	for _, ep := range h.manifest.Sorted() {
		kind := "http"
		if ep.EventTrigger != nil {
			kind = ep.EventTrigger.EventType + " " + ep.EventTrigger.EventFilterPathPatterns["ref"]
		}
		fmt.Fprintf(w, "/%s/%s/%s\t%s\n", h.opts.Project, ep.Region[0], ep.ID, kind)
	}
}

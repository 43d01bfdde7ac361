package suite

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"time"

	"oppnp/emulators/hub"
)

// options are the command-line flags, named as the Firebase CLI names them.
type options struct {
	config       string
	only         []string
	project      string
	importDir    string
	exportOnExit string
	dataDir      string
	gatewayPort  int
	hubFile      string
}

func parseFlags(args []string) (*options, error) {
	fs := flag.NewFlagSet("emulators", flag.ContinueOnError)
	o := &options{}
	var only string
	fs.StringVar(&o.config, "config", "firebase.json", "path to firebase.json")
	fs.StringVar(&only, "only", strings.Join(allServices, ","), "comma-separated services to start")
	fs.StringVar(&o.project, "project", "demo-oppnp", "project id")
	fs.StringVar(&o.importDir, "import", "", "import data exported by --export-on-exit")
	fs.StringVar(&o.exportOnExit, "export-on-exit", "", "export data to this directory on exit")
	fs.StringVar(&o.dataDir, "data", "", "durable database directory (every write is on disk before its ok)")
	fs.IntVar(&o.gatewayPort, "gateway-port", 8090, "port of the lender gateway simulator (not a firebase.json key: ADR 0001)")
	fs.StringVar(&o.hubFile, "hub-file", "", "write the Emulator Hub's address here as JSON {version,host,port} (for harnesses that start the suite on port 0)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	for _, s := range strings.Split(only, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if !known(s) {
			return nil, fmt.Errorf("%w: %q (known: %s)", ErrUnknownService, s, strings.Join(allServices, ","))
		}
		o.only = append(o.only, s)
	}
	return o, nil
}

func known(name string) bool {
	for _, s := range allServices {
		if s == name {
			return true
		}
	}
	return false
}

// service is one started product: an HTTP handler on its own port and what
// to do when the suite stops.
type service struct {
	name    string
	addr    string
	handler http.Handler
	close   func(context.Context) error
}

// Main runs the suite until ctx is cancelled.
func Main(ctx context.Context, args []string, out io.Writer) error {
	o, err := parseFlags(args)
	if err != nil {
		return err
	}
	cfg, err := loadConfig(o.config)
	if err != nil {
		return err
	}
	log := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	env := &environment{opts: o, cfg: cfg, log: log, hooks: &hooks{}}

	var started []*service
	defer func() {
		sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		for i := len(started) - 1; i >= 0; i-- {
			if s := started[i]; s.close != nil {
				if err := s.close(sctx); err != nil {
					log.Error("service stop failed", "service", s.name, "err", err)
				}
			}
		}
	}()

	h, err := startHub(env, out)
	if err != nil {
		return err
	}
	started = append(started, h.service())

	errc := make(chan error, len(allServices))
	for _, name := range allServices {
		if !slices.Contains(o.only, name) {
			continue
		}
		build, ok := builders[name]
		if !ok {
			return fmt.Errorf("%w: %q is not built into this suite", ErrUnknownService, name)
		}
		s, err := build(ctx, env)
		if err != nil {
			return fmt.Errorf("cannot start %s: %w", name, err)
		}
		ln, err := serve(s, errc)
		if err != nil {
			return fmt.Errorf("cannot start %s: %w", name, err)
		}
		started = append(started, s)
		env.hooks.setAddr(name, ln.Addr().String())
		if err := h.add(s, ln); err != nil {
			return err
		}
		fmt.Fprintf(out, "✔  %-10s http://%s\n", s.name, ln.Addr())
	}
	// Only now does GET /emulators answer 200: every emulator is listening.
	h.srv.Ready()
	fmt.Fprintf(out, "✔  All emulators ready! Hub: http://%s%s. Press Ctrl+C to stop.\n", h.addr, hub.PathEmulators)

	select {
	case <-ctx.Done():
		return nil
	case err := <-errc:
		return err
	}
}

// serve listens on s.addr and serves s.handler until s.close, which then
// also runs the service's own close.
func serve(s *service, errc chan<- error) (net.Listener, error) {
	ln, err := net.Listen("tcp", s.addr)
	if err != nil {
		return nil, err
	}
	srv := &http.Server{Handler: s.handler, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			errc <- fmt.Errorf("%s: %w", s.name, err)
		}
	}()
	inner := s.close
	s.close = func(ctx context.Context) error {
		err := srv.Shutdown(ctx)
		if inner != nil {
			err = errors.Join(err, inner(ctx))
		}
		return err
	}
	return ln, nil
}

package suite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"time"

	"oppnp/emulators/loopback"
	"oppnp/emulators/panics"
)

// panicProbe, set only by tests (export_test.go), wraps every service's
// handler inside the panic recovery, so a test can make any of them panic.
var panicProbe func(service string, h http.Handler) http.Handler

func probe(name string, h http.Handler) http.Handler {
	if panicProbe == nil {
		return h
	}
	return panicProbe(name, h)
}

// serviceHandler is what every listener of the suite serves, the hub's
// included: a foreign Host is refused before any service sees the request
// (docs/adr/0052-local-suite-serves-one-developer.md), and a panic in any
// handler answers 500 and is logged while the suite stays up.
func serviceHandler(s *suite, name string, h http.Handler) http.Handler {
	return panics.Handler(s.log, name, loopback.Host(probe(name, h)))
}

// service is one started product: an HTTP handler on its own port and what
// to do when the suite stops.
type service struct {
	name    string
	addr    string
	handler http.Handler
	close   func(context.Context) error
}

// start builds and serves the --only services in startOrder, one after
// another, so each may use those before it. A server that fails later
// reports on errc.
func (s *suite) start(ctx context.Context, out io.Writer, errc chan<- error) error {
	h, err := startHub(s, out)
	if err != nil {
		return err
	}
	s.hub = h
	s.started = append(s.started, h.service())
	for _, step := range startOrder() {
		if !slices.Contains(s.opts.only, step.name) {
			continue
		}
		svc, err := step.build(s, ctx)
		if err != nil {
			return fmt.Errorf("cannot start %s: %w", step.name, err)
		}
		ln, err := net.Listen("tcp", s.listenAddr(svc.addr))
		if err != nil {
			if svc.close != nil {
				err = errors.Join(err, svc.close(ctx))
			}
			return fmt.Errorf("cannot start %s: %w", step.name, err)
		}
		srv := &http.Server{Handler: serviceHandler(s, svc.name, svc.handler), ReadHeaderTimeout: 10 * time.Second}
		go func() {
			if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
				errc <- fmt.Errorf("%s: %w", svc.name, err)
			}
		}()
		inner := svc.close
		svc.close = func(ctx context.Context) error {
			err := srv.Shutdown(ctx)
			if err != nil {
				// Past the deadline: cut the requests still running (a
				// held stream, a slow function call).
				err = errors.Join(err, srv.Close())
			}
			if inner != nil {
				err = errors.Join(err, inner(ctx))
			}
			return err
		}
		s.started = append(s.started, svc)
		s.addrs.set(step.name, ln.Addr().String())
		s.addrs.move(svc.addr, ln.Addr().String())
		if err := h.add(svc, ln); err != nil {
			return err
		}
		fmt.Fprintf(out, "✔  %-10s http://%s\n", svc.name, ln.Addr())
	}
	// Hosting reads its files after every emulator listens: under
	// --free-ports the HTML names the ports they got (Options.Moved).
	if s.hosting != nil {
		go s.hosting.Precompress()
	}
	// Only now does GET /emulators answer 200: every emulator is listening.
	h.srv.Ready()
	return nil
}

// StopTimeout bounds the suite's graceful stop once its context ends:
// each service finishes what it can within it and cuts the rest (the
// functions host drops its queued CloudEvents and cancels those in
// flight; a held stream or proxied call is cut). cmd's own deadline
// (5 s) is above it.
const StopTimeout = 3 * time.Second

// stop stops the started services in reverse order, so none outlives a
// service it uses, all within StopTimeout.
func (s *suite) stop() {
	ctx, cancel := context.WithTimeout(context.Background(), StopTimeout)
	defer cancel()
	for i := len(s.started) - 1; i >= 0; i-- {
		if svc := s.started[i]; svc.close != nil {
			if err := svc.close(ctx); err != nil {
				s.log.Error("service stop failed", "service", svc.name, "err", err)
			}
		}
	}
}

package suite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"time"

	"oppnp/emulators/hub"
	"oppnp/emulators/hub/hubserver"
)

// defaultHubPort is the CLI's hub port; a variable so tests can point it
// at a port they hold instead of the real 4400.
var defaultHubPort = hub.DefaultPort

// suiteHub is the Emulator Hub the suite runs beside its emulators.
type suiteHub struct {
	srv  *hubserver.Server
	http *http.Server
	addr string
	file string // --hub-file, removed on exit as the CLI removes its locator
}

// startHub binds firebase.json emulators.hub (port 0: any free port). With
// no hub entry it tries the CLI's 4400 and falls back to any free port, so
// suites started from hand-written configs never collide on it.
func startHub(s *suite, out io.Writer) (*suiteHub, error) {
	cfg := s.cfg.Emulators.Hub
	fixed := cfg != nil
	if !fixed {
		cfg = &hostPort{Port: defaultHubPort}
	}
	ln, err := net.Listen("tcp", s.listenAddr(cfg.addr()))
	if err != nil && !fixed {
		s.log.Warn("hub port taken; using any free port", "port", defaultHubPort, "err", err)
		ln, err = net.Listen("tcp", (&hostPort{Host: cfg.Host}).addr())
	}
	if err != nil {
		return nil, fmt.Errorf("cannot start hub: %w", err)
	}
	self, err := hub.InfoFor(hub.Name, cfg.host(), ln.Addr())
	if err != nil {
		ln.Close()
		return nil, err
	}
	h := &suiteHub{srv: hubserver.New(self, "oppnp"), addr: self.Addr(), file: s.opts.hubFile}
	h.http = &http.Server{Handler: serviceHandler(s, hub.Name, h.srv), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := h.http.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.log.Error("hub stopped", "err", err)
		}
	}()
	if h.file != "" {
		if err := hub.WriteLocator(h.file, hub.Locator{Version: "oppnp", Host: self.Host, Port: self.Port}); err != nil {
			_ = h.http.Close()
			return nil, fmt.Errorf("cannot write --hub-file: %w", err)
		}
	}
	s.addrs.set(hub.Name, h.addr)
	s.addrs.move(cfg.addr(), ln.Addr().String())
	fmt.Fprintf(out, "✔  %-10s http://%s%s\n", hub.Name, h.addr, hub.PathEmulators)
	return h, nil
}

// add lists a service that is listening on ln under its configured host.
func (h *suiteHub) add(s *service, ln net.Listener) error {
	host, _, _ := net.SplitHostPort(s.addr)
	info, err := hub.InfoFor(s.name, host, ln.Addr())
	if err != nil {
		return err
	}
	h.srv.Add(info)
	return nil
}

// service stops the hub with the others; it is started first, so it stops
// last and answers for as long as any emulator does.
func (h *suiteHub) service() *service {
	return &service{name: hub.Name, addr: h.addr, close: func(ctx context.Context) error {
		err := h.http.Shutdown(ctx)
		if h.file != "" {
			if rerr := os.Remove(h.file); rerr != nil && !errors.Is(rerr, os.ErrNotExist) {
				err = errors.Join(err, rerr)
			}
		}
		return err
	}}
}

package panics

import (
	"bufio"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"runtime/debug"
	"strings"
)

// Message is the body of the 500 a panicking handler answers.
const Message = "Error interno del emulador: la petición falló y quedó registrada en la consola."

// Handler serves h, turning a panic into a logged error record and a 500.
// A panic after the handler hijacked the connection is only logged; one
// after the status went out aborts the response (http.ErrAbortHandler), as
// a half-written body followed by an error would be worse than a cut.
func Handler(log *slog.Logger, service string, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tw := &tracker{ResponseWriter: w}
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler { //nolint:errorlint // net/http's own sentinel, compared as net/http does
				panic(v)
			}
			// The path only: a query may carry a token (?auth=).
			log.Error("panic in handler", "service", service, "method", r.Method, "path", r.URL.Path,
				"panic", fmt.Sprint(v), "stack", string(debug.Stack()))
			switch {
			case tw.hijacked:
			case tw.wrote:
				panic(http.ErrAbortHandler)
			default:
				hd := w.Header()
				for k := range hd {
					if !strings.HasPrefix(k, "Access-Control-") && k != "Vary" {
						delete(hd, k)
					}
				}
				http.Error(w, Message, http.StatusInternalServerError)
			}
		}()
		h.ServeHTTP(tw, r)
	})
}

// Recover runs fn and reports whether it panicked; a panic is logged with
// what fn was doing and its stack, and goes no further.
func Recover(log *slog.Logger, what string, fn func(), attrs ...any) (panicked bool) {
	defer func() {
		if v := recover(); v != nil {
			panicked = true
			log.Error("panic in "+what, append(attrs, "panic", fmt.Sprint(v), "stack", string(debug.Stack()))...)
		}
	}()
	fn()
	return false
}

// tracker notes whether the status went out or the connection was taken
// over. It keeps the writer's Flush and Hijack (streams, WebSockets and the
// reverse proxy need them) and unwraps for http.ResponseController.
type tracker struct {
	http.ResponseWriter
	wrote, hijacked bool
}

func (t *tracker) WriteHeader(code int) {
	if code >= 200 || code == http.StatusSwitchingProtocols {
		t.wrote = true
	}
	t.ResponseWriter.WriteHeader(code)
}

func (t *tracker) Write(b []byte) (int, error) {
	t.wrote = true
	return t.ResponseWriter.Write(b)
}

func (t *tracker) Flush() {
	t.wrote = true
	_ = http.NewResponseController(t.ResponseWriter).Flush()
}

func (t *tracker) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := t.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, ErrNoHijack
	}
	c, rw, err := hj.Hijack()
	if err == nil {
		t.hijacked = true
	}
	return c, rw, err
}

func (t *tracker) Unwrap() http.ResponseWriter { return t.ResponseWriter }

package hosting

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
	"path"
	"path/filepath"
	"strings"
	"time"
)

// Rewrite is one firebase.json hosting rewrite.
type Rewrite struct {
	// Source is the glob the request path must match.
	Source string
	// Destination is a file to serve instead (SPA fallback).
	Destination string
	// Function and Region name the function to proxy to.
	Function string
	Region   string
}

// Options configure a Server.
type Options struct {
	// Public is the directory served (hosting.public).
	Public   string
	Rewrites []Rewrite
	// Headers are firebase.json's hosting.headers, in order.
	Headers []HeaderRule
	// FunctionsURL is the functions host's base URL (http://host:port), or
	// "" when it is not running.
	FunctionsURL string
	// Project is the project id in function URLs.
	Project string
	// Mounts serve reserved paths, e.g. "/__/remoteconfig/".
	Mounts map[string]http.Handler
	// Timeout bounds a proxied function call (60 s when zero, as the
	// Firebase CLI's hosting emulator).
	Timeout time.Duration
	// Moved maps a configured host:port to the one its emulator actually
	// listens on (a suite started with --free-ports); the meta elements
	// of the HTML served name the actual ones (addresses.go). Called when
	// a file is first read, so every emulator must listen by then.
	Moved func() map[string]string
	Log   *slog.Logger
}

type compiledRewrite struct {
	Rewrite
	glob glob
}

// Server is the Hosting handler.
type Server struct {
	opts     Options
	rewrites []compiledRewrite
	headers  []compiledHeaderRule
	mux      *http.ServeMux
	cache    fileCache
}

// New checks the rewrites and header rules and returns the handler.
func New(o Options) (*Server, error) {
	if o.Timeout == 0 {
		o.Timeout = 60 * time.Second
	}
	if o.Log == nil {
		o.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s := &Server{opts: o, mux: http.NewServeMux()}
	if o.Moved != nil {
		s.cache.transform = func(name string, body []byte) []byte { return moveAddresses(name, body, o.Moved()) }
	}
	for _, r := range o.Rewrites {
		g, err := compileGlob(r.Source)
		if err != nil {
			return nil, err
		}
		if r.Function != "" && r.Region == "" {
			r.Region = "us-central1"
		}
		s.rewrites = append(s.rewrites, compiledRewrite{Rewrite: r, glob: g})
	}
	hs, err := compileHeaders(o.Headers)
	if err != nil {
		return nil, err
	}
	s.headers = hs
	for prefix, h := range o.Mounts {
		s.mux.Handle(prefix, h)
	}
	s.mux.HandleFunc("/", s.serve)
	return s, nil
}

// ServeHTTP serves mounts, files, then rewrites.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	upath := path.Clean("/" + r.URL.Path)
	w = s.withHeaders(w, upath)
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		if f := s.file(upath); f != "" {
			s.serveFile(w, r, f, http.StatusOK)
			return
		}
	}
	for _, rw := range s.rewrites {
		if !rw.glob.match(upath) {
			continue
		}
		switch {
		case rw.Function != "":
			s.proxy(w, r, rw.Rewrite)
			return
		case rw.Destination != "" && (r.Method == http.MethodGet || r.Method == http.MethodHead):
			if f := s.file(path.Clean("/" + rw.Destination)); f != "" {
				s.serveFile(w, r, f, http.StatusOK)
				return
			}
		}
	}
	if !s.publicExists() {
		s.notBuilt(w)
		return
	}
	if f := s.file("/404.html"); f != "" {
		s.serveFile(w, r, f, http.StatusNotFound)
		return
	}
	http.Error(w, "404: página no encontrada", http.StatusNotFound)
}

// file maps a URL path to an existing regular file under Public, "/dir"
// and "/dir/" to "/dir/index.html"; "" if none. Dotfiles are hidden, as
// firebase.json's default ignore list hides them.
func (s *Server) file(upath string) string {
	for _, seg := range strings.Split(upath, "/") {
		if strings.HasPrefix(seg, ".") {
			return ""
		}
	}
	p := filepath.Join(s.opts.Public, filepath.FromSlash(upath))
	fi, err := os.Stat(p)
	if err == nil && fi.IsDir() {
		p = filepath.Join(p, "index.html")
		fi, err = os.Stat(p)
	}
	if err != nil || !fi.Mode().IsRegular() {
		return ""
	}
	return p
}

func (s *Server) publicExists() bool {
	fi, err := os.Stat(s.opts.Public)
	return err == nil && fi.IsDir()
}

// proxy forwards to the function with the original path and query.
func (s *Server) proxy(w http.ResponseWriter, r *http.Request, rw Rewrite) {
	if s.opts.FunctionsURL == "" {
		http.Error(w, fmt.Sprintf("La función %q no está disponible: el host de funciones no está iniciado.", rw.Function), http.StatusBadGateway)
		return
	}
	target, err := url.Parse(s.opts.FunctionsURL)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	prefix := "/" + s.opts.Project + "/" + rw.Region + "/" + rw.Function
	original := r.URL.RequestURI()
	ctx, cancel := context.WithTimeout(r.Context(), s.opts.Timeout)
	defer cancel()
	rp := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			pr.Out.URL.Path = prefix + r.URL.Path
			pr.Out.URL.RawPath = ""
			pr.Out.URL.RawQuery = r.URL.RawQuery
			pr.Out.Host = r.Host
			// Production Hosting appends the client's address to the
			// X-Forwarded-For it received; Rewrite starts without it, so
			// carry it over before appending.
			pr.Out.Header["X-Forwarded-For"] = r.Header["X-Forwarded-For"]
			pr.SetXForwarded()
			pr.Out.Header.Set("X-Forwarded-Host", r.Host)
			pr.Out.Header.Set("X-Original-Url", original)
			keepSessionCookie(pr.Out)
		},
		ErrorHandler: func(w http.ResponseWriter, _ *http.Request, err error) {
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				http.Error(w, "Timed out waiting for function to respond.", http.StatusGatewayTimeout)
				return
			}
			s.opts.Log.Error("hosting proxy", "function", rw.Function, "err", err)
			http.Error(w, fmt.Sprintf("No se pudo contactar la función %q.", rw.Function), http.StatusBadGateway)
		},
	}
	rp.ServeHTTP(w, r.WithContext(ctx))
}

// keepSessionCookie forwards only the __session cookie, as production
// Hosting does (the CLI's emulator forwards every cookie).
func keepSessionCookie(r *http.Request) {
	var session *http.Cookie
	for _, c := range r.Cookies() {
		if c.Name == "__session" {
			session = c
		}
	}
	r.Header.Del("Cookie")
	if session != nil {
		r.AddCookie(session)
	}
}

// notBuilt is served when the public directory is missing.
func (s *Server) notBuilt(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusServiceUnavailable)
	fmt.Fprintf(w, notBuiltPage, s.opts.Public)
}

const notBuiltPage = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><title>Aplicación web sin compilar</title></head>
<body>
<h1>La aplicación web aún no está compilada</h1>
<p>No existe el directorio público <code>%s</code>. Ejecuta <code>make run</code>, que compila la aplicación web
(<code>web/</code>) antes de iniciar los emuladores, y vuelve a cargar esta página.</p>
</body></html>
`

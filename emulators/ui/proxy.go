package ui

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
)

// ownerToken is the database emulator's admin credential.
const ownerToken = "owner"

// database relays a REST read (or its event stream) as the owner.
func (s *Server) database(w http.ResponseWriter, r *http.Request) {
	addr := s.o.Addr("database")
	if addr == "" {
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "la base de datos no está en ejecución"})
		return
	}
	ns, p := r.PathValue("ns"), strings.Trim(r.PathValue("path"), "/")
	q := url.Values{"ns": {ns}}
	for _, k := range []string{"shallow", "print", "orderBy", "limitToFirst", "limitToLast", "startAt", "endAt", "equalTo"} {
		if v := r.URL.Query().Get(k); v != "" {
			q.Set(k, v)
		}
	}
	target := &url.URL{Scheme: "http", Host: addr, Path: "/" + p + ".json", RawQuery: q.Encode()}
	if p == "" {
		target.Path = "/.json"
	}
	rp := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.Out.URL = target
			pr.Out.Host = addr
			pr.Out.Header = http.Header{}
			pr.Out.Header.Set("Authorization", "Bearer "+ownerToken)
			if a := r.Header.Get("Accept"); a != "" {
				pr.Out.Header.Set("Accept", a)
			}
		},
		FlushInterval: -1, // event streams flush every event
		ModifyResponse: func(resp *http.Response) error {
			// The database's CORS headers would open the owner's view to
			// other origins.
			for k := range resp.Header {
				if strings.HasPrefix(k, "Access-Control-") {
					resp.Header.Del(k)
				}
			}
			return nil
		},
		ErrorHandler: func(w http.ResponseWriter, _ *http.Request, err error) {
			s.o.Log.Warn("console: database unreachable", "err", err)
			writeJSON(w, http.StatusBadGateway, map[string]string{"error": "la base de datos no responde"})
		},
	}
	// A stream ends with the request or with the suite.
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	stop := context.AfterFunc(s.o.Context, cancel)
	defer stop()
	rp.ServeHTTP(w, r.WithContext(ctx))
}

// get reads a service's path and returns status and body.
func (s *Server) get(service, path string, hdr http.Header) (int, []byte, error) {
	addr := s.o.Addr(service)
	if addr == "" {
		return 0, nil, ErrUnavailable
	}
	req, err := http.NewRequest(http.MethodGet, "http://"+addr+path, nil)
	if err != nil {
		return 0, nil, err
	}
	for k, v := range hdr {
		req.Header[k] = v
	}
	resp, err := s.o.Client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 32<<20))
	return resp.StatusCode, b, err
}

var ownerHeader = http.Header{"Authorization": {"Bearer " + ownerToken}}

// relay writes a service's JSON answer, or a Spanish error.
func relay(w http.ResponseWriter, status int, b []byte, err error, what string) {
	if err != nil {
		writeJSON(w, http.StatusBadGateway, map[string]string{"error": what + " no responde"})
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

func (s *Server) namespaces(w http.ResponseWriter, _ *http.Request) {
	list := []string{s.o.DefaultNamespace}
	if status, b, err := s.get("database", "/.inspect/databases.json", nil); err == nil && status == http.StatusOK {
		var dbs []struct {
			Name string `json:"name"`
		}
		_ = json.Unmarshal(b, &dbs)
		for _, d := range dbs {
			list = append(list, d.Name)
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"namespaces": sortedUnique(list), "default": s.o.DefaultNamespace})
}

func (s *Server) rules(w http.ResponseWriter, r *http.Request) {
	status, b, err := s.get("database", "/.settings/rules.json?ns="+url.QueryEscape(r.PathValue("ns")), ownerHeader)
	if errors.Is(err, ErrUnavailable) {
		s.rulesFromFile(w)
		return
	}
	if err == nil {
		w.Header().Set("X-Rules-Source", "database")
	}
	relay(w, status, b, err, "la base de datos")
}

func (s *Server) outbox(w http.ResponseWriter, r *http.Request) {
	path := "/__admin/outbox"
	if p := r.URL.Query().Get("phone"); p != "" {
		path += "?phone=" + url.QueryEscape(p)
	}
	status, b, err := s.get("gateway", path, nil)
	if errors.Is(err, ErrUnavailable) {
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "el gateway no está en ejecución"})
		return
	}
	relay(w, status, b, err, "el gateway")
}

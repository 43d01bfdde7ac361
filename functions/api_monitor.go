package functions

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/listsync"
	"oppnp/functions/internal/monitor"
)

// MonitorKeyEnv names the environment variable holding the operator key of
// the monitor pages (functions.json sets the local one; deployed, a Secret
// Manager secret). Unset, every operator action is refused.
const MonitorKeyEnv = "OPPNP_MONITOR_KEY"

// monitorRoutes registers the monitor's API: the backfill any monitor page
// may ask for, and the operator actions behind the operator key (the
// access policy's operator hook, operatorCheck).
func (a *app) monitorRoutes(g *registrar) {
	g.json("POST /api/monitor/backfill", a.monitorBackfill)
	g.json("POST /api/monitor/rebuild", a.monitorRebuild)
	g.json("POST /api/monitor/lists", a.monitorLists)
	g.json("POST /api/monitor/{id}/update", a.monitorUpdate)
	g.json("POST /api/monitor/{id}/document", a.monitorDocument)
}

func (a *app) monitorBackfill(r *http.Request) (any, error) {
	done, err := a.monitor.Ensure(r.Context())
	if err != nil {
		return nil, err
	}
	return map[string]bool{"rebuilt": done}, nil
}

// operatorCheck is the access policy's operator hook (access.Operator):
// it checks the key in the body and leaves the body for the handler.
func (a *app) operatorCheck(r *http.Request) error {
	b, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("%w: %v", httpx.ErrBadJSON, err)
	}
	r.Body = io.NopCloser(bytes.NewReader(b))
	var in keyed
	if err := httpx.Decode(r, &in); err != nil {
		return err
	}
	r.Body = io.NopCloser(bytes.NewReader(b))
	return a.operatorKey(r, &in)
}

// operatorKey checks the operator key in.
func (a *app) operatorKey(r *http.Request, in interface{ key() string }) error {
	ip := a.clientIP(r)
	if !a.keyFailures.Allowed(ip) {
		return monitor.ErrTooManyAttempts
	}
	err := monitor.CheckKey(os.Getenv(MonitorKeyEnv), in.key())
	if errors.Is(err, monitor.ErrBadKey) {
		a.keyFailures.Fail(ip)
		a.log.WarnContext(r.Context(), "monitor operator key refused", "path", r.URL.Path)
	}
	return err
}

type keyed struct {
	Key string `json:"key"`
}

func (k *keyed) key() string { return k.Key }

func (a *app) monitorRebuild(r *http.Request) (any, error) {
	var in keyed
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	n, err := a.monitor.Rebuild(r.Context())
	if err != nil {
		return nil, err
	}
	return map[string]int{"folios": n}, nil
}

// monitorLists gives every folio written before the paged lists the list
// keys the trigger writes on each change (the data migration of
// docs/adr/0035-paged-lists-on-composite-keys.md); a second run changes none.
func (a *app) monitorLists(r *http.Request) (any, error) {
	var in struct {
		keyed
		PageSize int `json:"pageSize"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	res, err := listsync.Backfill(r.Context(), a.store, a.log, in.PageSize)
	a.log.InfoContext(r.Context(), "monitor operator list keys", "read", res.Read, "changed", res.Changed, "complete", err == nil)
	if err != nil {
		return nil, err
	}
	return res, nil
}

func (a *app) monitorUpdate(r *http.Request) (any, error) {
	var in struct {
		keyed
		monitor.Correction
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	id := r.PathValue("id")
	from, err := a.monitor.Apply(r.Context(), id, in.Correction)
	if err != nil {
		return nil, err
	}
	a.log.InfoContext(r.Context(), "monitor operator correction", "requestId", id, "from", from, "to", in.Status)
	return map[string]string{"id": id, "from": string(from), "status": string(in.Status)}, nil
}

func (a *app) monitorDocument(r *http.Request) (any, error) {
	var in struct {
		keyed
		Document string `json:"document"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	id := r.PathValue("id")
	gid, err := a.monitor.DocumentFile(r.Context(), id, in.Document)
	if err != nil {
		return nil, err
	}
	data, err := a.gateway.Document(r.Context(), gid)
	if gateway.IsStatus(err, http.StatusNotFound) {
		return nil, monitor.ErrNoDocument
	}
	if err != nil {
		return nil, err
	}
	return map[string]string{"document": in.Document, "contentType": "image/jpeg",
		"data": base64.StdEncoding.EncodeToString(data)}, nil
}

// clientIP keys the operator-key lockout on the address the trusted
// proxies saw, never on what the caller wrote into X-Forwarded-For
// (functions/README.md, "Client address").
func (a *app) clientIP(r *http.Request) string {
	return monitor.Caller(r.Header.Values("X-Forwarded-For"), r.RemoteAddr, a.env.TrustedProxyHops)
}

package functions

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/listsync"
	"oppnp/functions/internal/monitor"
)

// monitorRoutes registers the monitor's API: the backfill any monitor page
// may ask for, and the operator actions behind a named operator's key (the
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

// operatorCheck is the access policy's operator hook (access.Operator): it
// returns the named operator the body's key, "{operatorId}.{secret}",
// belongs to, and leaves the body for the handler
// (docs/adr/0051-named-operators-and-repairs.md). Wrong keys count against
// the operator id they name, in the database, so neither another instance
// nor a new X-Forwarded-For per guess starts the count over.
func (a *app) operatorCheck(r *http.Request) (monitor.Operator, error) {
	b, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		return monitor.Operator{}, fmt.Errorf("%w: %v", httpx.ErrBadJSON, err)
	}
	r.Body = io.NopCloser(bytes.NewReader(b))
	var in keyed
	if err := httpx.Decode(r, &in); err != nil {
		return monitor.Operator{}, err
	}
	r.Body = io.NopCloser(bytes.NewReader(b))
	op, err := a.monitor.Authenticate(r.Context(), a.lockout, strings.TrimSpace(in.key()))
	switch {
	case err == nil:
		a.log.InfoContext(r.Context(), "monitor operator", "path", r.URL.Path, "operatorId", op.ID, "operatorName", op.Name)
	case errors.Is(err, monitor.ErrBadKey), errors.Is(err, monitor.ErrTooManyAttempts):
		// The id the key claims, for the logs only: it is not yet anyone's.
		// A key without a valid id may be a secret typed alone: never logged.
		id, ok := monitor.ParseKey(in.key())
		if !ok {
			id = monitor.UnknownOperator
		}
		a.log.WarnContext(r.Context(), "monitor operator key refused", "path", r.URL.Path,
			"claimedOperatorId", id, "locked", errors.Is(err, monitor.ErrTooManyAttempts))
	}
	return op, err
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
	op := callerOf(r).Operator
	n, err := a.monitor.Rebuild(r.Context())
	if err != nil {
		return nil, err
	}
	a.log.InfoContext(r.Context(), "monitor operator rebuild", "folios", n, "operatorId", op.ID, "operatorName", op.Name)
	return map[string]int{"folios": n}, nil
}

// monitorLists gives every folio written before the paged lists the list
// keys the trigger writes on each change (the data migration of
// docs/adr/0035-paged-lists-on-composite-keys.md); a second run changes none.
// One call works for at most listsBudget (Hosting gives up on a function
// after 60 s) or pages pages: it answers complete false with the cursor it
// stored, and the next call goes on from there (restart true starts over).
func (a *app) monitorLists(r *http.Request) (any, error) {
	var in struct {
		keyed
		PageSize int  `json:"pageSize"`
		Pages    int  `json:"pages"`
		Restart  bool `json:"restart"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	op := callerOf(r).Operator
	run := listsync.Run{PageSize: in.PageSize, Pages: max(in.Pages, 0), Restart: in.Restart, Until: clock.Wall.Now().Add(listsBudget)}
	res, err := listsync.Backfill(r.Context(), a.store, a.log, run)
	a.log.InfoContext(r.Context(), "monitor operator list keys", "read", res.Read, "changed", res.Changed, "complete", res.Complete,
		"cursor", res.Cursor, "error", err != nil, "operatorId", op.ID, "operatorName", op.Name)
	if err != nil {
		return nil, err
	}
	return res, nil
}

// listsBudget is how long one list-key backfill call starts new pages.
const listsBudget = 40 * time.Second

func (a *app) monitorUpdate(r *http.Request) (any, error) {
	var in struct {
		keyed
		monitor.Correction
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	op := callerOf(r).Operator
	id := r.PathValue("id")
	from, err := a.monitor.Apply(r.Context(), op, id, in.Correction)
	if err != nil {
		a.log.WarnContext(r.Context(), "monitor operator correction refused", "requestId", id, "from", from, "to", in.Status,
			"operatorId", op.ID, "operatorName", op.Name)
		return nil, err
	}
	a.log.InfoContext(r.Context(), "monitor operator correction", "requestId", id, "from", from, "to", in.Status,
		"operatorId", op.ID, "operatorName", op.Name)
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
	op := callerOf(r).Operator
	id := r.PathValue("id")
	a.log.InfoContext(r.Context(), "monitor operator document", "requestId", id, "document", in.Document,
		"operatorId", op.ID, "operatorName", op.Name)
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

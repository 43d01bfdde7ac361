package functions

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"oppnp/functions/internal/access"
	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store"
)

// caller is who a call comes from, as the route's policy resolved it
// (functions/internal/access, docs/access.md): handlers take their caller
// from here, never from the ID token's claims.
type caller struct {
	UID string
	// BpID and Role are a staff caller's bpId and roles/{bpId} (Role nil
	// for the session policy, which does not read it).
	BpID string
	Role *session.Role
	// FolioID and Folio are the route's folio, read once by the
	// middleware; Tree is the same read undecoded.
	FolioID string
	Folio   *folio.Folio
	Tree    map[string]any
	// LinkID is a customer caller's link.
	LinkID string
	// Operator is the named operator whose key the operator policy
	// checked (docs/adr/0051-named-operators-and-repairs.md).
	Operator monitor.Operator
}

type callerKey struct{}

// callerOf is the caller the middleware resolved for r; a handler
// registered through the table always has one.
func callerOf(r *http.Request) *caller {
	c, _ := r.Context().Value(callerKey{}).(*caller)
	if c == nil {
		return &caller{}
	}
	return c
}

// registrar registers the /api routes, each behind the access middleware
// with its row of access.Routes; patterns records what was registered, so
// a test can hold the table and the router to each other.
type registrar struct {
	a        *app
	mux      *http.ServeMux
	patterns []string
}

// json registers a handler answering JSON.
func (g *registrar) json(pattern string, fn func(r *http.Request) (any, error)) {
	g.raw(pattern, httpx.Handler(g.a.log, fn))
}

// raw registers a handler writing its own answer.
func (g *registrar) raw(pattern string, h http.HandlerFunc) {
	g.patterns = append(g.patterns, pattern)
	g.mux.Handle(pattern, g.a.guard(pattern, h))
}

// guard runs the route's policy before h: a refused call never reaches
// the handler. A pattern without a row refuses everything.
func (a *app) guard(pattern string, h http.Handler) http.Handler {
	rt, ok := access.Find(pattern)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !ok {
			a.log.ErrorContext(r.Context(), "route without an access policy", "pattern", pattern)
			httpx.WriteError(w, access.ErrNoPolicy)
			return
		}
		c, err := a.resolve(r, rt)
		if errors.Is(err, access.ErrForbidden) && rt.Refusal != nil {
			err = fmt.Errorf("%w: %w", rt.Refusal, err)
		}
		if err != nil {
			if e := httpx.Map(err); e.Status >= 500 {
				a.log.ErrorContext(r.Context(), "access check failed", "path", r.URL.Path, "error", err.Error())
			} else {
				a.log.InfoContext(r.Context(), "access refused", "path", r.URL.Path, "error", err.Error(), "code", e.Code)
			}
			httpx.WriteError(w, err)
			return
		}
		h.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), callerKey{}, c)))
	})
}

// resolve gathers the facts rt's policies need and checks them.
func (a *app) resolve(r *http.Request, rt access.Route) (*caller, error) {
	verified, customer, staff, needsRole := false, false, false, false
	c := &caller{}
	for _, p := range rt.Allow {
		verified = verified || p.Verified()
		customer = customer || p.Customer()
		staff = staff || p.Staff()
		needsRole = needsRole || p.NeedsRole()
		if p == access.Operator {
			op, err := a.operatorCheck(r)
			if err != nil {
				return nil, err
			}
			c.Operator = op
		}
	}
	if !verified {
		return c, access.Check(rt.Allow, rt.Flag, access.Facts{}, clock.Wall.Now())
	}
	tok, err := httpx.Authenticate(r, a.auth)
	if err != nil {
		return nil, err
	}
	ctx := r.Context()
	f := access.Facts{UID: tok.UID}
	c.UID = tok.UID
	if staff {
		c.BpID = f.BpID()
	}
	if customer && strings.HasPrefix(tok.UID, "link:") {
		f.LinkID, f.LinkFolio = tok.Claim("linkId"), tok.Claim("requestId")
		c.LinkID, c.FolioID = f.LinkID, f.LinkFolio
	}
	if needsRole && c.BpID != "" {
		role, err := a.session.Staff(ctx, c.BpID)
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return nil, err
		}
		f.Role, c.Role = role, role
	}
	if rt.Folio != "" {
		c.FolioID = strings.TrimSuffix(r.PathValue(rt.Folio), rt.Suffix)
		if c.Tree, c.Folio, err = a.readFolio(ctx, c.FolioID); err != nil {
			return nil, err
		}
	}
	f.FolioID, f.Folio = c.FolioID, c.Folio
	if err := access.Check(rt.Allow, rt.Flag, f, clock.Wall.Now()); err != nil {
		return nil, err
	}
	for _, p := range rt.Allow {
		if p == access.CustomerLink && f.LinkID != "" {
			// The link's record: open, unexpired, still the folio's (LINK_USED, LINK_EXPIRED).
			if err := a.session.LinkOpen(ctx, f.LinkID, f.LinkFolio); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}

// readFolio reads requests/{id}; a missing folio is nil (the policies
// refuse it, as they refuse someone else's: no probing for ids). A field
// off the contract is skipped, the rest read.
func (a *app) readFolio(ctx context.Context, id string) (map[string]any, *folio.Folio, error) {
	tree, f, err := store.GetFolioTree(ctx, a.store, id)
	switch {
	case errors.Is(err, store.ErrBadPath):
		return nil, nil, access.ErrForbidden
	case errors.Is(err, store.ErrNotFound):
		return nil, nil, nil
	case err != nil && !errors.Is(err, folio.ErrShape):
		return nil, nil, fmt.Errorf("functions: read the folio %s: %w", id, err)
	}
	return tree, f, nil
}

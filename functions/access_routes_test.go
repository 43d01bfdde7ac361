package functions

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"oppnp/functions/internal/access"
)

// TestRoutes_EveryRouteHasAPolicy holds the router and the access table
// (functions/internal/access, docs/access.md) to each other: every route
// the router registers has a row, and every row a route.
func TestRoutes_EveryRouteHasAPolicy(t *testing.T) {
	a := &app{log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	a.routes()
	if len(a.registered) == 0 {
		t.Fatal("the router registered no route")
	}
	for _, p := range a.registered {
		if _, ok := access.Find(p); !ok {
			t.Errorf("route %q has no row in access.Routes", p)
		}
	}
	for _, r := range access.Routes {
		if !slices.Contains(a.registered, r.Pattern) {
			t.Errorf("row %q names no registered route", r.Pattern)
		}
	}
}

// A route registered without a row refuses every call.
func TestGuard_RouteWithoutAPolicyRefuses(t *testing.T) {
	a := &app{log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	g := &registrar{a: a, mux: http.NewServeMux()}
	reached := false
	g.json("POST /api/unlisted", func(*http.Request) (any, error) { reached = true; return "ok", nil })
	w := httptest.NewRecorder()
	g.mux.ServeHTTP(w, httptest.NewRequest("POST", "/api/unlisted", nil))
	if w.Code != http.StatusForbidden || reached {
		t.Fatalf("unlisted route: %d, handler reached %v", w.Code, reached)
	}
}

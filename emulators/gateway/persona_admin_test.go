package gateway_test

import (
	"net/http"
	"testing"
)

// TestAdmin_Personas: a test blocks a promoter and moves it to other
// branches while its session lives; the next branchesByPromotor sees it,
// and the reset undoes it.
func TestAdmin_Personas(t *testing.T) {
	e := newEnv(t)
	tok := e.login("promotor1").Token
	lookup := func() (any, []string) {
		t.Helper()
		r := e.do(call{path: "/sellers/branchesByPromotor", token: tok, body: map[string]any{"applicationId": "OPPNP", "promotorBP": "1000000001"}})
		if r.status != http.StatusOK {
			t.Fatalf("branchesByPromotor: %d %s", r.status, r.raw)
		}
		pd := r.data()["promotorData"].(map[string]any)
		var ids []string
		for _, s := range pd["sucursales"].([]any) {
			ids = append(ids, s.(map[string]any)["branchID"].(string))
		}
		return pd["promoterBlocked"], ids
	}
	if b, ids := lookup(); b != false || len(ids) != 2 {
		t.Fatalf("fixture: %v %v", b, ids)
	}
	tests := []struct {
		name        string
		body        map[string]any
		wantBlocked any
		wantIDs     []string
	}{
		{"block", map[string]any{"promoterBlocked": true}, true, []string{"SUC-0101", "SUC-0203"}},
		{"move, still blocked", map[string]any{"branches": []string{"SUC-0202"}}, true, []string{"SUC-0202"}},
		{"blocked as the string", map[string]any{"promoterBlocked": "true"}, "true", []string{"SUC-0202"}},
		{"unblock", map[string]any{"promoterBlocked": false}, false, []string{"SUC-0202"}},
		{"no branches", map[string]any{"branches": []string{}}, false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if r := e.admin(http.MethodPost, "/__admin/personas/promotor1", tt.body); r.status != http.StatusOK {
				t.Fatalf("admin: %d %s", r.status, r.raw)
			}
			b, ids := lookup()
			if b != tt.wantBlocked || len(ids) != len(tt.wantIDs) {
				t.Fatalf("got %v %v, want %v %v", b, ids, tt.wantBlocked, tt.wantIDs)
			}
			for i := range ids {
				if ids[i] != tt.wantIDs[i] {
					t.Fatalf("branches %v, want %v", ids, tt.wantIDs)
				}
			}
		})
	}
	if r := e.admin(http.MethodPost, "/__admin/personas/promotor1", map[string]any{"promoterBlocked": "sí"}); r.status != http.StatusBadRequest {
		t.Fatalf("bad promoterBlocked: %d", r.status)
	}
	e.admin(http.MethodDelete, "/__admin/personas", nil)
	if b, ids := lookup(); b != false || len(ids) != 2 {
		t.Fatalf("after reset: %v %v", b, ids)
	}
}

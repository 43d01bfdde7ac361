package access_test

import (
	"errors"
	"testing"
	"time"

	"oppnp/functions/internal/access"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/session"
)

func TestCheck(t *testing.T) {
	now := time.UnixMilli(1_800_000_000_000)
	later := now.Add(time.Hour).UnixMilli()
	role := func(mod func(r *session.Role)) *session.Role {
		r := &session.Role{Name: "Promotor", Blocked: false, CNCA: true, Libranza: true,
			Branches: map[string]bool{"SUC-1": true}, ValidUntil: later}
		if mod != nil {
			mod(r)
		}
		return r
	}
	admin := func(r *session.Role) { r.Name, r.Admin = "Gerente", true }
	branchFolio := func(promoter, branch string) *folio.Folio {
		tree := map[string]any{"currentPromoterBpId": promoter}
		if branch != "" {
			tree["offer"] = map[string]any{"quoter": map[string]any{"agreement": map[string]any{
				"branch": map[string]any{"branchID": branch}}}}
		}
		f, err := folio.FromTree(tree)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	mine := branchFolio("100", "SUC-1")
	customer := access.Facts{UID: "link:L1", LinkID: "L1", LinkFolio: "R1", FolioID: "R1",
		Folio: &folio.Folio{UUID: "L1", Link: &folio.Link{ID: "L1"}}}
	tests := []struct {
		name  string
		allow []access.Policy
		flag  access.Flag
		facts access.Facts
		ok    bool
	}{
		{"live staff", []access.Policy{access.LiveStaff}, "", access.Facts{UID: "bp:100", Role: role(nil)}, true},
		{"blocked true", []access.Policy{access.LiveStaff}, "", access.Facts{UID: "bp:100", Role: role(func(r *session.Role) { r.Blocked = true })}, false},
		{"blocked 'true'", []access.Policy{access.LiveStaff}, "", access.Facts{UID: "bp:100", Role: role(func(r *session.Role) { r.Blocked = "true" })}, false},
		{"lapsed", []access.Policy{access.LiveStaff}, "", access.Facts{UID: "bp:100", Role: role(func(r *session.Role) { r.ValidUntil = now.UnixMilli() })}, false},
		{"missing role", []access.Policy{access.LiveStaff}, "", access.Facts{UID: "bp:100"}, false},
		{"customer is not staff", []access.Policy{access.LiveStaff}, "", access.Facts{UID: "link:L1", Role: role(nil)}, false},
		{"session of any staff", []access.Policy{access.Session}, "", access.Facts{UID: "bp:100"}, true},
		{"session of a customer", []access.Policy{access.Session}, "", access.Facts{UID: "link:L1"}, false},
		{"folio promoter", []access.Policy{access.FolioPromoter}, "", access.Facts{UID: "bp:100", Role: role(nil), Folio: mine}, true},
		{"folio promoter without branch", []access.Policy{access.FolioPromoter}, "", access.Facts{UID: "bp:100", Role: role(nil), Folio: branchFolio("100", "")}, true},
		{"promoter of another folio", []access.Policy{access.FolioPromoter}, "", access.Facts{UID: "bp:100", Role: role(nil), Folio: branchFolio("200", "SUC-1")}, false},
		{"promoter moved off the folio's branch", []access.Policy{access.FolioPromoter}, "", access.Facts{UID: "bp:100", Role: role(nil), Folio: branchFolio("100", "SUC-2")}, false},
		{"blocked promoter of its folio", []access.Policy{access.FolioStaff}, access.CNCA, access.Facts{UID: "bp:100", Role: role(func(r *session.Role) { r.Blocked = "true" }), Folio: mine}, false},
		{"lapsed promoter of its folio", []access.Policy{access.FolioStaff}, access.CNCA, access.Facts{UID: "bp:100", Role: role(func(r *session.Role) { r.ValidUntil = 1 }), Folio: mine}, false},
		{"no folio", []access.Policy{access.FolioStaff}, "", access.Facts{UID: "bp:100", Role: role(nil)}, false},
		{"without the cnca flag", []access.Policy{access.FolioStaff}, access.CNCA, access.Facts{UID: "bp:100", Role: role(func(r *session.Role) { r.CNCA = false }), Folio: mine}, false},
		{"with the cnca flag", []access.Policy{access.FolioStaff}, access.CNCA, access.Facts{UID: "bp:100", Role: role(nil), Folio: mine}, true},
		{"without the libranza flag", []access.Policy{access.FolioPromoter}, access.Libranza, access.Facts{UID: "bp:100", Role: role(func(r *session.Role) { r.Libranza = false }), Folio: mine}, false},
		{"branch admin", []access.Policy{access.BranchAdmin}, "", access.Facts{UID: "bp:900", Role: role(admin), Folio: branchFolio("100", "SUC-1")}, true},
		{"not admin", []access.Policy{access.BranchAdmin}, "", access.Facts{UID: "bp:900", Role: role(nil), Folio: branchFolio("100", "SUC-1")}, false},
		{"admin of another branch", []access.Policy{access.BranchAdmin}, "", access.Facts{UID: "bp:900", Role: role(admin), Folio: branchFolio("100", "SUC-2")}, false},
		{"admin of a folio without branch", []access.Policy{access.BranchAdmin}, "", access.Facts{UID: "bp:900", Role: role(admin), Folio: branchFolio("100", "")}, false},
		{"folio staff: branch admin", []access.Policy{access.FolioStaff}, "", access.Facts{UID: "bp:900", Role: role(admin), Folio: branchFolio("100", "SUC-1")}, true},
		{"folio staff: admin of another branch", []access.Policy{access.FolioStaff}, "", access.Facts{UID: "bp:900", Role: role(admin), Folio: branchFolio("100", "SUC-2")}, false},
		{"customer link", []access.Policy{access.CustomerLink}, "", customer, true},
		{"customer of another link", []access.Policy{access.CustomerLink}, "", func() access.Facts {
			f := customer
			f.Folio = &folio.Folio{Link: &folio.Link{ID: "L2"}}
			return f
		}(), false},
		{"customer token of another uid", []access.Policy{access.CustomerLink}, "", func() access.Facts { f := customer; f.UID = "link:L2"; return f }(), false},
		{"staff is no customer", []access.Policy{access.CustomerLink}, "", access.Facts{UID: "bp:100", Role: role(nil)}, false},
		{"folio customer", []access.Policy{access.FolioPromoter, access.FolioCustomer}, "", customer, true},
		{"customer of another folio", []access.Policy{access.FolioPromoter, access.FolioCustomer}, "", func() access.Facts { f := customer; f.FolioID = "R2"; return f }(), false},
		{"customer of a replaced link", []access.Policy{access.FolioPromoter, access.FolioCustomer}, "", func() access.Facts {
			f := customer
			f.Folio = &folio.Folio{UUID: "L2"}
			return f
		}(), false},
		{"folio promoter or customer: promoter", []access.Policy{access.FolioPromoter, access.FolioCustomer}, "", access.Facts{UID: "bp:100", Role: role(nil), Folio: mine}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := access.Check(tt.allow, tt.flag, tt.facts, now)
			if tt.ok != (err == nil) {
				t.Fatalf("Check = %v, want ok %v", err, tt.ok)
			}
			if err != nil && !errors.Is(err, access.ErrForbidden) {
				t.Fatalf("Check = %v, want ErrForbidden", err)
			}
		})
	}
}

func TestRoutes_Complete(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range access.Routes {
		if seen[r.Pattern] {
			t.Errorf("%s: two rows", r.Pattern)
		}
		seen[r.Pattern] = true
		if len(r.Allow) == 0 {
			t.Errorf("%s: no policy", r.Pattern)
		}
		folioPolicy := false
		for _, p := range r.Allow {
			folioPolicy = folioPolicy || p.NeedsFolio()
		}
		if folioPolicy != (r.Folio != "") {
			t.Errorf("%s: folio policy %v, folio path value %q", r.Pattern, folioPolicy, r.Folio)
		}
	}
}

package session_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store/memstore"
)

func TestRole_HoldsBranch(t *testing.T) {
	two := &session.Role{Name: "Supervisor", Admin: true, Branches: map[string]bool{"SUC-0101": true, "SUC-0202": true}}
	tests := []struct {
		name   string
		role   *session.Role
		branch string
		want   bool
	}{
		{"one of its branches", two, "SUC-0101", true},
		{"its other branch", two, "SUC-0202", true},
		{"another branch", two, "SUC-0203", false},
		{"no branch yet", two, "", false},
		{"a branch recorded false", &session.Role{Name: "Gerente", Branches: map[string]bool{"SUC-0101": false}}, "SUC-0101", false},
		{"no branches at all", &session.Role{Name: "Gerente", Admin: true}, "SUC-0101", false},
		{"a case variant is another branch", two, "suc-0101", false},
		{"missing role", nil, "SUC-0101", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.role.HoldsBranch(tt.branch); got != tt.want {
				t.Fatalf("HoldsBranch(%q) = %v, want %v", tt.branch, got, tt.want)
			}
		})
	}
}

func TestService_Staff(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	if err := st.Set(ctx, "roles/A1", map[string]any{"name": "Gerente", "admin": true, "branches": map[string]any{"S1": true}}); err != nil {
		t.Fatal(err)
	}
	s := &session.Service{Store: st}
	tests := []struct {
		name, bpID string
		want       string // the role's name, or "" when refused
		empty      bool   // refused as an empty role id
	}{
		{"a live record", "A1", "Gerente", false},
		{"no record", "A9", "", false},
		{"an empty role id", "", "", true},
		{"a blank role id", "  ", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := s.Staff(ctx, tt.bpID)
			if tt.want != "" {
				if err != nil || r.Name != tt.want {
					t.Fatalf("Staff(%q) = %+v, %v; want %s", tt.bpID, r, err, tt.want)
				}
				return
			}
			if !errors.Is(err, session.ErrNoRole) {
				t.Fatalf("Staff(%q) err = %v, want ErrNoRole", tt.bpID, err)
			}
			if got := errors.Is(err, session.ErrRoleIDEmpty); got != tt.empty {
				t.Fatalf("Staff(%q) is ErrRoleIDEmpty = %v, want %v (%v)", tt.bpID, got, tt.empty, err)
			}
			if tt.empty && !strings.HasSuffix(err.Error(), "Role id empty.") {
				t.Fatalf("message %q does not end with the spec's", err.Error())
			}
		})
	}
}

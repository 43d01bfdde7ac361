package session_test

import (
	"testing"

	"oppnp/functions/internal/session"
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

package session

import "slices"

// Access is a Remote Config access flag (cnca_access, libranza_access):
// {enabled, branches, bpIds}. Enabled with both lists empty opens it to
// everyone; otherwise the promoter's bpId or one of its branches must be
// listed.
type Access struct {
	Enabled  bool     `json:"enabled"`
	Branches []string `json:"branches"`
	BpIDs    []string `json:"bpIds"`
}

// Allows evaluates the flag for a promoter.
func (a Access) Allows(bpID string, branches []string) bool {
	if !a.Enabled {
		return false
	}
	if len(a.Branches) == 0 && len(a.BpIDs) == 0 {
		return true
	}
	if slices.Contains(a.BpIDs, bpID) {
		return true
	}
	for _, b := range branches {
		if slices.Contains(a.Branches, b) {
			return true
		}
	}
	return false
}

// AdminRoles are the role names docs/requirements.md §6 maps to Admin.
var AdminRoles = []string{"Gerente", "Supervisor", "Auxiliar"}

// IsAdmin reports whether a role name is an admin role.
func IsAdmin(role string) bool { return slices.Contains(AdminRoles, role) }

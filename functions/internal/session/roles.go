package session

import (
	"context"
	"fmt"
	"strings"
	"time"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store"
)

// roleGrace is how long roles/{bpId} outlives the gateway access token it
// was checked with: a client refreshes near the token's expiry, and this
// covers a slow refresh. One that never refreshes loses access then
// (docs/adr/0030-link-credential-and-staff-revocation.md).
const roleGrace = 5 * time.Minute

// DefaultTokenTTL stands in for the gateway's access-token lifetime when
// its answer does not give one (a refresh it declines as too early).
const DefaultTokenTTL = 15 * time.Minute

// Role is roles/{bpId}: the staff member's standing as last checked at the
// gateway. Only the functions write it; the database rules read it.
type Role struct {
	Name     string          `json:"name"`
	Branches map[string]bool `json:"branches,omitempty"`
	// Blocked is true, false or (written by older code) the string "true".
	Blocked    any   `json:"blocked"`
	Admin      bool  `json:"admin"`
	CNCA       bool  `json:"cnca"`
	Libranza   bool  `json:"libranza"`
	CheckedAt  int64 `json:"checkedAt"`
	ValidUntil int64 `json:"validUntil"`
}

// IsBlocked reads Blocked as the rules do.
func (r *Role) IsBlocked() bool { return r.Blocked == true || r.Blocked == "true" }

// Live reports whether the role still grants access at now: recorded,
// unblocked and checked recently enough.
func (r *Role) Live(now time.Time) bool {
	return r != nil && r.Name != "" && !r.IsBlocked() && r.ValidUntil > now.UnixMilli()
}

// HoldsBranch reports whether b is one of the role's branches, as the rules
// read roles/{bpId}/branches: admin staff act on a folio only when they hold
// its agreement branch (docs/contract.md, "Identities"). An empty branch (a
// folio with none yet) is held by no one, and neither is any by a missing
// role. It says nothing of standing: check Live too.
func (r *Role) HoldsBranch(b string) bool {
	return r != nil && b != "" && r.Branches[b]
}

// Staff reads roles/{bpId}; a missing record is ErrNoRole, and a blank
// bpId ErrRoleIDEmpty (an ErrNoRole too) before anything is read.
func (s *Service) Staff(ctx context.Context, bpID string) (*Role, error) {
	if strings.TrimSpace(bpID) == "" {
		return nil, ErrRoleIDEmpty
	}
	p, err := store.Join("roles", bpID)
	if err != nil {
		return nil, ErrNoRole
	}
	var r Role
	if err := s.Store.Get(ctx, p, &r); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoRole, err)
	}
	return &r, nil
}

// checked is the outcome of asking the gateway and Remote Config about a
// staff member.
type checked struct {
	role     Role
	branches []gateway.Branch
	flags    FlagSet
}

// check evaluates the staff member's branches, block and access flags and
// writes roles/{bpId}, valid for the access token's ttl plus roleGrace. A
// blocked user's Firebase refresh tokens are revoked, so its other
// sessions cannot mint new ID tokens.
func (s *Service) check(ctx context.Context, bpID, roleName string, pd *gateway.PromotorData, ttl time.Duration) (*checked, error) {
	branchIDs := make([]string, 0, len(pd.Sucursales))
	branchSet := map[string]bool{}
	for _, b := range pd.Sucursales {
		if id, ok := b["branchID"].(string); ok && id != "" {
			branchIDs = append(branchIDs, id)
			branchSet[id] = true
		}
	}
	if ttl <= 0 {
		ttl = DefaultTokenTTL
	}
	now := s.Clock.Now()
	c := &checked{branches: pd.Sucursales, flags: FlagSet{
		CNCA:     s.flag(ctx, "cnca_access", bpID, branchIDs),
		Libranza: s.flag(ctx, "libranza_access", bpID, branchIDs),
	}}
	c.role = Role{Name: roleName, Blocked: pd.Blocked(), Admin: IsAdmin(roleName),
		CNCA: c.flags.CNCA, Libranza: c.flags.Libranza,
		CheckedAt: now.UnixMilli(), ValidUntil: now.Add(ttl + roleGrace).UnixMilli()}
	if len(branchSet) > 0 {
		c.role.Branches = branchSet
	}
	rolePath, err := store.Join("roles", bpID)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	if err := s.Store.Set(ctx, rolePath, c.role); err != nil {
		return nil, fmt.Errorf("session: write role: %w", err)
	}
	if c.role.IsBlocked() && s.Revoker != nil {
		if err := s.Revoker.RevokeRefreshTokens(ctx, StaffUID(bpID)); err != nil {
			return nil, fmt.Errorf("session: revoke: %w", err)
		}
	}
	return c, nil
}

// StaffUID is a staff member's Firebase uid.
func StaffUID(bpID string) string { return "bp:" + bpID }

// claims are the staff custom token's claims, kept for the SPA; the rules
// take the truth from roles/{bpId}.
func (c *checked) claims(bpID string) map[string]any {
	return map[string]any{"bpId": bpID, "role": c.role.Name, "admin": c.role.Admin,
		"cnca": c.flags.CNCA, "libranza": c.flags.Libranza}
}

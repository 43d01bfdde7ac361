package access

import (
	"strings"
	"time"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/session"
)

// Policy names who may call a route, in the words of docs/contract.md
// "Identities".
type Policy string

// The policies. Staff standing is always roles/{bpId} as the rules read it
// (session.Role.Live with the wall clock); a claim is never consulted.
const (
	// Public: anyone; the handler checks what the call carries (the
	// gateway credentials of a login, a link credential).
	Public Policy = "public"
	// Session: a verified ID token of a staff member (uid bp:{bpId}),
	// whatever its standing: a refresh re-checks it at the gateway, a
	// logout ends it.
	Session Policy = "session"
	// LiveStaff: live roles/{bpId}.
	LiveStaff Policy = "liveStaff"
	// BranchAdmin: live admin holding the folio's branch (a folio without
	// a branch is no admin's).
	BranchAdmin Policy = "branchAdmin"
	// FolioPromoter: live, the folio's currentPromoterBpId, and holding the
	// folio's branch when it has one.
	FolioPromoter Policy = "folioPromoter"
	// FolioStaff: FolioPromoter or BranchAdmin.
	FolioStaff Policy = "folioStaff"
	// CustomerLink: a customer (uid link:{linkId}) on an open, unexpired
	// link that is still the folio's current one; the folio is its
	// token's requestId.
	CustomerLink Policy = "customerLink"
	// FolioCustomer: the customer of the folio's link (its uuid), open or
	// closed: a customer keeps its letter after its link's stage ended.
	FolioCustomer Policy = "folioCustomer"
	// Operator: the monitor's operator, as the operator check says.
	Operator Policy = "operator"
	// Provider: the biometric provider's callback; the handler compares
	// the per-folio token it was given.
	Provider Policy = "provider"
)

// Flag is an access flag of roles/{bpId} a route needs besides its policy.
type Flag string

// The flags: roles/{bpId}/cnca and roles/{bpId}/libranza, written at
// login and refresh from Remote Config.
const (
	NoFlag   Flag = ""
	CNCA     Flag = "cnca"
	Libranza Flag = "libranza"
)

// Staff reports whether the policy is a staff member's.
func (p Policy) Staff() bool {
	switch p {
	case Session, LiveStaff, BranchAdmin, FolioPromoter, FolioStaff:
		return true
	}
	return false
}

// Customer reports whether the policy is a customer link's.
func (p Policy) Customer() bool { return p == CustomerLink || p == FolioCustomer }

// Verified reports whether the policy needs a verified ID token.
func (p Policy) Verified() bool { return p.Staff() || p.Customer() }

// NeedsRole reports whether the policy reads roles/{bpId}.
func (p Policy) NeedsRole() bool { return p.Staff() && p != Session }

// NeedsFolio reports whether the policy reads the route's folio.
func (p Policy) NeedsFolio() bool {
	switch p {
	case BranchAdmin, FolioPromoter, FolioStaff, FolioCustomer:
		return true
	}
	return false
}

// Facts are what the middleware gathered about a call: the verified uid
// and, as the policy needs them, roles/{bpId}, the folio and the customer
// token's link.
type Facts struct {
	UID string
	// Role is roles/{bpId} of a staff uid; nil when there is none.
	Role *session.Role
	// FolioID is the route's folio (from the path, or a customer token's
	// requestId); Folio is requests/{FolioID}, nil when missing.
	FolioID string
	Folio   *folio.Folio
	// LinkID and LinkFolio are a customer token's linkId and requestId.
	LinkID, LinkFolio string
}

// BpID is the staff member's bpId from its uid (bp:{bpId}), or "".
func (f *Facts) BpID() string {
	bp, ok := strings.CutPrefix(f.UID, "bp:")
	if !ok {
		return ""
	}
	return bp
}

// Check decides whether any of policies admits the call at now, with flag
// from roles/{bpId} when it is not NoFlag. Operator and Provider are
// checked by their hooks; Check admits them.
func Check(policies []Policy, flag Flag, f Facts, now time.Time) error {
	for _, p := range policies {
		if admits(p, f, now) && hasFlag(p, flag, f.Role) {
			return nil
		}
	}
	return ErrForbidden
}

func hasFlag(p Policy, flag Flag, r *session.Role) bool {
	if flag == NoFlag || !p.Staff() {
		return flag == NoFlag
	}
	switch flag {
	case CNCA:
		return r != nil && r.CNCA
	case Libranza:
		return r != nil && r.Libranza
	}
	return false
}

func admits(p Policy, f Facts, now time.Time) bool {
	switch p {
	case Public, Operator, Provider:
		return true
	case Session:
		return f.BpID() != ""
	case LiveStaff:
		return live(f, now)
	case BranchAdmin:
		return live(f, now) && f.Role.Admin && f.Folio != nil && f.Role.HoldsBranch(f.Folio.BranchID())
	case FolioPromoter:
		if !live(f, now) || f.Folio == nil || f.Folio.CurrentPromoterBpID != f.BpID() {
			return false
		}
		b := f.Folio.BranchID()
		return b == "" || f.Role.HoldsBranch(b)
	case FolioStaff:
		return admits(FolioPromoter, f, now) || admits(BranchAdmin, f, now)
	case CustomerLink:
		// The link's record (open, unexpired) is session.LinkOpen's to read;
		// a folio given here must name the link as its current one.
		return customer(f) && (f.Folio == nil || (f.Folio.Link != nil && f.Folio.Link.ID == f.LinkID))
	case FolioCustomer:
		return customer(f) && f.LinkFolio == f.FolioID && f.Folio != nil && f.Folio.UUID == f.LinkID
	}
	return false
}

func live(f Facts, now time.Time) bool { return f.BpID() != "" && f.Role.Live(now) }

// customer checks the shape of a customer token: uid link:{linkId} with
// the requestId it was minted for.
func customer(f Facts) bool {
	return f.LinkID != "" && f.LinkFolio != "" && f.UID == session.LinkUID(f.LinkID)
}

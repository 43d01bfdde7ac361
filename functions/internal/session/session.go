package session

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/link"
	"oppnp/functions/internal/store"
)

// Gateway is what sessions need from the lender gateway.
type Gateway interface {
	Login(ctx context.Context, username, password string) (*gateway.LoginResult, error)
	BranchesByPromotor(ctx context.Context, bearer, bpID string) (*gateway.PromotorData, error)
	Refresh(ctx context.Context, refreshToken string) (*gateway.RefreshData, error)
	Logout(ctx context.Context, bearer, bpID string) error
	Customer(ctx context.Context, uuid string) (*gateway.CustomerToken, error)
}

// Minter mints Firebase custom tokens (firebase-admin-go auth.Client).
type Minter interface {
	CustomTokenWithClaims(ctx context.Context, uid string, claims map[string]any) (string, error)
}

// Flags reads an access flag from Remote Config by unprefixed key.
type Flags func(ctx context.Context, key string) (Access, error)

// PageSize reads the lists' page size from Remote Config (list_page_size);
// 0 when it cannot be read.
type PageSize func(ctx context.Context) int

// Directory looks a promoter up at the gateway with the functions' own
// session, for a refresh that carries no usable gateway token of the user.
type Directory interface {
	BranchesByPromotor(ctx context.Context, bpID string) (*gateway.PromotorData, error)
}

// Revoker revokes a user's Firebase refresh tokens (firebase-admin-go
// auth.Client.RevokeRefreshTokens); a user Auth does not know yet has
// nothing to revoke and is no error.
type Revoker interface {
	RevokeRefreshTokens(ctx context.Context, uid string) error
}

// Service signs users in.
type Service struct {
	Gateway   Gateway
	Directory Directory
	Store     store.Store
	Tokens    Minter
	Revoker   Revoker
	Flags     Flags
	// PageSize, when set, puts the lists' page size in the login answer, so
	// the SPA pages a list without loading the Remote Config SDK first
	// (docs/adr/0069-staff-pages-load-by-need.md).
	PageSize PageSize
	Clock    clock.Clock
	Log      *slog.Logger
}

// User is the user object of the login response.
type User struct {
	Username   string `json:"username"`
	DataSeller string `json:"dataSeller"`
	Role       string `json:"role"`
	Name       string `json:"name"`
	Email      string `json:"email"`
}

// FlagSet is the login response's flags.
type FlagSet struct {
	CNCA     bool `json:"cnca"`
	Libranza bool `json:"libranza"`
}

// LoginResponse is POST /api/session/login's answer (docs/design.md §2).
type LoginResponse struct {
	Token           string           `json:"token"`
	TokenRefresh    string           `json:"tokenRefresh"`
	TokenTTL        int              `json:"tokenTTL"`
	TokenRefreshTTL int              `json:"tokenRefreshTTL"`
	FirebaseToken   string           `json:"firebaseToken"`
	User            User             `json:"user"`
	Branches        []gateway.Branch `json:"branches"`
	PromoterBlocked bool             `json:"promoterBlocked"`
	Flags           FlagSet          `json:"flags"`
	// ListPageSize is Remote Config's list_page_size as the functions read
	// it at login; absent when unknown (the SPA then reads Remote Config).
	ListPageSize int `json:"listPageSize,omitempty"`
}

// Login signs a staff member in.
func (s *Service) Login(ctx context.Context, username, password string) (*LoginResponse, error) {
	username = strings.TrimSpace(username)
	if username == "" || password == "" {
		return nil, ErrBadInput
	}
	lr, err := s.Gateway.Login(ctx, username, password)
	if err != nil {
		return nil, err
	}
	ds := lr.Data.DataSeller
	if ds == nil || ds.BpID == "" {
		return nil, ErrNoDataSeller
	}
	pd, err := s.Gateway.BranchesByPromotor(ctx, lr.Token, ds.BpID)
	if err != nil {
		return nil, err
	}
	role := lr.Data.Profile
	c, err := s.check(ctx, ds.BpID, role, pd, time.Duration(lr.TokenTTL)*time.Second)
	if err != nil {
		return nil, err
	}
	fbToken, err := s.Tokens.CustomTokenWithClaims(ctx, StaffUID(ds.BpID), c.claims(ds.BpID))
	if err != nil {
		return nil, fmt.Errorf("session: custom token: %w", err)
	}
	out := &LoginResponse{
		Token: lr.Token, TokenRefresh: lr.TokenRefresh, TokenTTL: lr.TokenTTL, TokenRefreshTTL: lr.TokenRefreshTTL,
		FirebaseToken:   fbToken,
		User:            User{Username: first(ds.Username, username), DataSeller: ds.BpID, Role: role, Name: ds.Name, Email: ds.Email},
		Branches:        c.branches,
		PromoterBlocked: c.role.IsBlocked(),
		Flags:           c.flags,
	}
	if s.PageSize != nil {
		out.ListPageSize = s.PageSize(ctx)
	}
	return out, nil
}

// flag evaluates an access flag; a failed Remote Config read is logged and
// counts as off (docs/requirements.md §8: the read returns null).
func (s *Service) flag(ctx context.Context, key, bpID string, branches []string) bool {
	if s.Flags == nil {
		return false
	}
	a, err := s.Flags(ctx, key)
	if err != nil {
		s.log().WarnContext(ctx, "remote config read failed", "key", key, "error", err.Error())
		return false
	}
	return a.Allows(bpID, branches)
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// RefreshResponse is /api/session/refresh's answer: the gateway's shape
// under data, and beside it the staff member's standing as just checked
// and a custom token with the updated claims for the Firebase sign-in.
type RefreshResponse struct {
	Data            gateway.RefreshData `json:"data"`
	FirebaseToken   string              `json:"firebaseToken"`
	Branches        []gateway.Branch    `json:"branches"`
	PromoterBlocked bool                `json:"promoterBlocked"`
	Flags           FlagSet             `json:"flags"`
}

// RefreshInput is who refreshes and with what.
type RefreshInput struct {
	// UID is the caller's verified Firebase uid (bp:{bpId}).
	UID string
	// RefreshToken is the gateway refresh token.
	RefreshToken string
	// Bearer is the caller's current gateway access token, if it sent one.
	Bearer string
}

// Refresh renews the gateway session and checks the staff member again
// (docs/adr/0030-link-credential-and-staff-revocation.md): branches and
// block at the gateway, the access flags, roles/{bpId} rewritten. A blocked
// promoter's Firebase sessions are revoked and the refresh fails with
// ErrBlocked; otherwise the answer carries a fresh custom token.
func (s *Service) Refresh(ctx context.Context, in RefreshInput) (*RefreshResponse, error) {
	bpID, ok := strings.CutPrefix(in.UID, "bp:")
	if !ok || bpID == "" {
		return nil, ErrNotStaff
	}
	if in.RefreshToken == "" {
		return nil, ErrBadInput
	}
	d, err := s.Gateway.Refresh(ctx, in.RefreshToken)
	if err != nil {
		return nil, err
	}
	var pd *gateway.PromotorData
	ttl := time.Duration(d.TokenTTL) * time.Second
	switch {
	case d.Success && d.Token != "":
		pd, err = s.Gateway.BranchesByPromotor(ctx, d.Token, bpID)
	case in.Bearer != "":
		pd, err = s.Gateway.BranchesByPromotor(ctx, in.Bearer, bpID)
		if gateway.IsStatus(err, 401) && s.Directory != nil {
			pd, err = s.Directory.BranchesByPromotor(ctx, bpID)
		}
	case s.Directory != nil:
		pd, err = s.Directory.BranchesByPromotor(ctx, bpID)
	default:
		return nil, ErrBadInput
	}
	if err != nil {
		return nil, err
	}
	// The role name is the one login recorded, never a claim: without a
	// roles/{bpId} record the refreshed role is not live, and the user logs
	// in again.
	name := ""
	if r, err := s.Staff(ctx, bpID); err == nil {
		name = r.Name
	}
	c, err := s.check(ctx, bpID, name, pd, ttl)
	if err != nil {
		return nil, err
	}
	if c.role.IsBlocked() {
		return nil, ErrBlocked
	}
	fb, err := s.Tokens.CustomTokenWithClaims(ctx, StaffUID(bpID), c.claims(bpID))
	if err != nil {
		return nil, fmt.Errorf("session: custom token: %w", err)
	}
	return &RefreshResponse{Data: *d, FirebaseToken: fb, Branches: c.branches,
		PromoterBlocked: false, Flags: c.flags}, nil
}

// Logout ends a staff member's session (docs/adr/0048-one-access-policy-for-the-functions.md):
// its Firebase refresh tokens are revoked, so no device mints another ID
// token, and roles/{bpId} lapses now, so the rules and the functions
// refuse the ID tokens already minted; then the gateway session ends (a
// token the gateway no longer knows is already logged out).
func (s *Service) Logout(ctx context.Context, bpID, bearer string) error {
	if bpID == "" {
		return ErrNotStaff
	}
	if s.Revoker != nil {
		if err := s.Revoker.RevokeRefreshTokens(ctx, StaffUID(bpID)); err != nil {
			return fmt.Errorf("session: revoke: %w", err)
		}
	}
	if err := s.lapse(ctx, bpID); err != nil {
		return err
	}
	if bearer == "" {
		return nil
	}
	err := s.Gateway.Logout(ctx, bearer, bpID)
	if gateway.IsStatus(err, 401) {
		return nil
	}
	return err
}

// lapse brings roles/{bpId}/validUntil back to now, on a role that exists
// and has not lapsed yet.
func (s *Service) lapse(ctx context.Context, bpID string) error {
	p, err := store.Join("roles", bpID)
	if err != nil {
		return ErrNotStaff
	}
	now := s.Clock.Now().UnixMilli()
	err = s.Store.Transaction(ctx, p+"/validUntil", func(cur any) (any, error) {
		if v, ok := cur.(float64); !ok || int64(v) <= now {
			return nil, store.ErrAbort // no role, or lapsed already
		}
		return now, nil
	})
	if err != nil {
		return fmt.Errorf("session: lapse the role: %w", err)
	}
	return nil
}

// CustomerResponse is /api/session/customer's answer.
type CustomerResponse struct {
	TokenClient   string       `json:"tokenClient"`
	TokenTTL      int          `json:"tokenTTL"`
	FirebaseToken string       `json:"firebaseToken"`
	RequestID     string       `json:"requestId"`
	Folio         string       `json:"folio"`
	Action        int          `json:"action"`
	Status        folio.Status `json:"status"`
	// Request is what the customer's first screen reads of the folio (customerView), so it
	// shows without waiting for the sign-in and the database round trips; no staff ids.
	Request map[string]any `json:"request"`
}

// Customer opens a customer link with the credential its SMS carried
// (docs/adr/0030-link-credential-and-staff-revocation.md): links/{linkId}
// must hold its hash, be open and unexpired, and still be the folio's
// current link in the link's stage. Nothing a promoter can read (the
// folio's uuid, its link id) is a credential.
func (s *Service) Customer(ctx context.Context, credential string) (*CustomerResponse, error) {
	credential = strings.TrimSpace(credential)
	if !link.WellFormed(credential) {
		return nil, link.ErrNotFound
	}
	id := link.ID(credential)
	now := s.Clock.Now()
	rec, err := s.linkRecord(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := rec.Verify(credential, now); err != nil {
		return nil, err
	}
	req, f, err := store.GetFolioTree(ctx, s.Store, rec.RequestID)
	switch {
	case errors.Is(err, folio.ErrShape):
		if s.Log != nil {
			s.Log.WarnContext(ctx, "folio off the contract", "requestId", rec.RequestID, "error", err.Error())
		}
	case err != nil:
		return nil, link.ErrNotFound
	}
	l := folioLink(f)
	if l == nil || l.ID != id {
		return nil, &link.Error{Kind: link.ErrUsed, Action: rec.Action} // replaced by a newer link
	}
	status := string(folio.StatusOf(f))
	if err := link.Check(l, status, now); err != nil {
		return nil, err
	}
	ct, err := s.Gateway.Customer(ctx, id)
	if err != nil {
		return nil, err
	}
	fb, err := s.Tokens.CustomTokenWithClaims(ctx, LinkUID(id), map[string]any{
		"requestId": rec.RequestID, "linkId": id, "action": rec.Action,
	})
	if err != nil {
		return nil, fmt.Errorf("session: custom token: %w", err)
	}
	return &CustomerResponse{TokenClient: ct.Token, TokenTTL: ct.TokenTTL, FirebaseToken: fb,
		RequestID: rec.RequestID, Folio: first(f.FolioIt, rec.RequestID), Action: rec.Action, Status: folio.Status(status), Request: customerView(req)}, nil
}

// LinkUID is the Firebase uid of a customer link's session.
func LinkUID(linkID string) string { return "link:" + linkID }

// LinkOpen checks, for a call made with a customer link's token, that the
// link is still open, unexpired, for requestID and the folio's current
// link: a customer whose link was replaced or whose stage ended can no
// longer ask for OTPs, video calls or biometric resends.
func (s *Service) LinkOpen(ctx context.Context, linkID, requestID string) error {
	rec, err := s.linkRecord(ctx, linkID)
	if err != nil {
		return err
	}
	if rec.RequestID != requestID {
		return link.ErrNotFound
	}
	if err := rec.Open(s.Clock.Now()); err != nil {
		return err
	}
	p, err := store.Join("requests", requestID, "link", "id")
	if err != nil {
		return link.ErrNotFound
	}
	var cur string
	if err := s.Store.Get(ctx, p, &cur); err != nil || cur != linkID {
		return &link.Error{Kind: link.ErrUsed, Action: rec.Action}
	}
	return nil
}

func (s *Service) linkRecord(ctx context.Context, linkID string) (*link.Record, error) {
	p, err := store.Join("links", linkID)
	if err != nil {
		return nil, link.ErrNotFound
	}
	var rec link.Record
	if err := s.Store.Get(ctx, p, &rec); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, link.ErrNotFound
		}
		return nil, fmt.Errorf("session: read link: %w", err)
	}
	return &rec, nil
}

// folioLink is requests/{id}/link as the link checks read it.
func folioLink(f *folio.Folio) *link.Link {
	if f == nil || f.Link == nil {
		return nil
	}
	l := &link.Link{ID: f.Link.ID, Action: f.Link.Action, ExpiresAt: f.Link.ExpiresAt}
	if u := f.Link.UsedAt; u != 0 {
		l.UsedAt = &u
	}
	return l
}

func first(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

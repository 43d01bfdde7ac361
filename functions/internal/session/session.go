package session

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

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

// Service signs users in.
type Service struct {
	Gateway Gateway
	Store   store.Store
	Tokens  Minter
	Flags   Flags
	Now     func() time.Time
	Log     *slog.Logger
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

// LoginResponse is POST /api/session/login's answer (DESIGN §2).
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
	branchIDs := make([]string, 0, len(pd.Sucursales))
	branchSet := map[string]any{}
	for _, b := range pd.Sucursales {
		if id, ok := b["branchID"].(string); ok && id != "" {
			branchIDs = append(branchIDs, id)
			branchSet[id] = true
		}
	}
	blocked := pd.Blocked()
	rolePath, err := store.Join("roles", ds.BpID)
	if err != nil {
		return nil, err
	}
	rec := map[string]any{"name": role, "blocked": blocked}
	if len(branchSet) > 0 {
		rec["branches"] = branchSet
	}
	if err := s.Store.Set(ctx, rolePath, rec); err != nil {
		return nil, fmt.Errorf("session: write role: %w", err)
	}
	flags := FlagSet{
		CNCA:     s.flag(ctx, "cnca_access", ds.BpID, branchIDs),
		Libranza: s.flag(ctx, "libranza_access", ds.BpID, branchIDs),
	}
	admin := IsAdmin(role)
	fbToken, err := s.Tokens.CustomTokenWithClaims(ctx, "bp:"+ds.BpID, map[string]any{
		"bpId": ds.BpID, "role": role, "admin": admin, "cnca": flags.CNCA, "libranza": flags.Libranza,
	})
	if err != nil {
		return nil, fmt.Errorf("session: custom token: %w", err)
	}
	return &LoginResponse{
		Token: lr.Token, TokenRefresh: lr.TokenRefresh, TokenTTL: lr.TokenTTL, TokenRefreshTTL: lr.TokenRefreshTTL,
		FirebaseToken:   fbToken,
		User:            User{Username: first(ds.Username, username), DataSeller: ds.BpID, Role: role, Name: ds.Name, Email: ds.Email},
		Branches:        pd.Sucursales,
		PromoterBlocked: blocked,
		Flags:           flags,
	}, nil
}

// flag evaluates an access flag; a failed Remote Config read is logged and
// counts as off (SPEC §8: the read returns null).
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

// RefreshResponse is /api/session/refresh's answer: the gateway's shape.
type RefreshResponse struct {
	Data gateway.RefreshData `json:"data"`
}

// Refresh proxies the gateway refresh.
func (s *Service) Refresh(ctx context.Context, refreshToken string) (*RefreshResponse, error) {
	if refreshToken == "" {
		return nil, ErrBadInput
	}
	d, err := s.Gateway.Refresh(ctx, refreshToken)
	if err != nil {
		return nil, err
	}
	return &RefreshResponse{Data: *d}, nil
}

// Logout revokes the gateway session; a token the gateway no longer knows
// is already logged out.
func (s *Service) Logout(ctx context.Context, bearer, bpID string) error {
	if bearer == "" {
		return ErrBadInput
	}
	err := s.Gateway.Logout(ctx, bearer, bpID)
	if gateway.IsStatus(err, 401) {
		return nil
	}
	return err
}

// CustomerResponse is /api/session/customer's answer.
type CustomerResponse struct {
	TokenClient   string `json:"tokenClient"`
	TokenTTL      int    `json:"tokenTTL"`
	FirebaseToken string `json:"firebaseToken"`
	RequestID     string `json:"requestId"`
	Folio         string `json:"folio"`
	Action        int    `json:"action"`
	Status        string `json:"status"`
	// Request is the folio as the link's token may read it (requests/{id}), so the customer's
	// first screen shows without waiting for the sign-in and the database round trips.
	Request map[string]any `json:"request"`
}

// Customer opens a customer link.
func (s *Service) Customer(ctx context.Context, uuid string) (*CustomerResponse, error) {
	uuid = strings.TrimSpace(uuid)
	if uuid == "" || strings.ContainsAny(uuid, ".#$[]/") {
		return nil, link.ErrNotFound
	}
	found, err := s.Store.Equal(ctx, "requests", "uuid", uuid)
	if err != nil {
		return nil, err
	}
	if len(found) != 1 {
		return nil, link.ErrNotFound
	}
	var id string
	var req map[string]any
	for k, v := range found { // exactly one
		id, req = k, v
	}
	var l *link.Link
	if m, ok := req["link"].(map[string]any); ok {
		l = &link.Link{Action: toInt(m["action"]), ExpiresAt: int64(toFloat(m["expiresAt"]))}
		if u, ok := m["usedAt"].(float64); ok {
			v := int64(u)
			l.UsedAt = &v
		}
	}
	status, _ := req["status"].(string)
	if err := link.Check(l, status, s.Now()); err != nil {
		return nil, err
	}
	ct, err := s.Gateway.Customer(ctx, uuid)
	if err != nil {
		return nil, err
	}
	fb, err := s.Tokens.CustomTokenWithClaims(ctx, "link:"+uuid, map[string]any{"uuid": uuid, "requestId": id})
	if err != nil {
		return nil, fmt.Errorf("session: custom token: %w", err)
	}
	folio, _ := req["folioIt"].(string)
	if folio == "" {
		folio = id
	}
	return &CustomerResponse{TokenClient: ct.Token, TokenTTL: ct.TokenTTL, FirebaseToken: fb,
		RequestID: id, Folio: folio, Action: l.Action, Status: status, Request: req}, nil
}

func toFloat(v any) float64 { f, _ := v.(float64); return f }
func toInt(v any) int       { return int(toFloat(v)) }

func first(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

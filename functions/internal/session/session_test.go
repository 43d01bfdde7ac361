package session_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/link"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store/memstore"
)

type fakeGW struct {
	profile  string
	noSeller bool
	blocked  string
	loginErr error
}

func (f *fakeGW) Login(_ context.Context, u, p string) (*gateway.LoginResult, error) {
	if f.loginErr != nil {
		return nil, f.loginErr
	}
	r := &gateway.LoginResult{Token: "tok", TokenRefresh: "ref", TokenTTL: 900, TokenRefreshTTL: 3600}
	r.Data.Profile = f.profile
	if !f.noSeller {
		r.Data.DataSeller = &gateway.DataSeller{BpID: "100", Username: u, Name: "Juan"}
	}
	return r, nil
}

func (f *fakeGW) BranchesByPromotor(_ context.Context, bearer, bp string) (*gateway.PromotorData, error) {
	if bearer != "tok" {
		return nil, &gateway.APIError{Status: 401, Code: "TOKEN_INVALID"}
	}
	return &gateway.PromotorData{PromotorBP: bp, PromoterBlocked: json.RawMessage(f.blocked),
		Sucursales: []gateway.Branch{{"branchID": "S1"}, {"branchID": "S2"}}}, nil
}

func (f *fakeGW) Refresh(context.Context, string) (*gateway.RefreshData, error) {
	return &gateway.RefreshData{Message: "Token principal sigue activo"}, nil
}
func (f *fakeGW) Logout(context.Context, string, string) error { return nil }
func (f *fakeGW) Customer(_ context.Context, uuid string) (*gateway.CustomerToken, error) {
	return &gateway.CustomerToken{Token: "client-" + uuid, TokenTTL: 600}, nil
}

type minted struct {
	uid    string
	claims map[string]any
}

type fakeMinter struct{ got []minted }

func (m *fakeMinter) CustomTokenWithClaims(_ context.Context, uid string, c map[string]any) (string, error) {
	m.got = append(m.got, minted{uid, c})
	return "fb-" + uid, nil
}

func TestService_Login(t *testing.T) {
	ctx := context.Background()
	flags := func(_ context.Context, key string) (session.Access, error) {
		if key == "cnca_access" {
			return session.Access{Enabled: true, Branches: []string{"S2"}}, nil
		}
		return session.Access{}, errors.New("remote config down")
	}
	tests := []struct {
		name        string
		gw          *fakeGW
		wantErr     error
		wantAdmin   bool
		wantBlocked bool
	}{
		{name: "promoter", gw: &fakeGW{profile: "Promotor", blocked: "false"}},
		{name: "gerente is admin", gw: &fakeGW{profile: "Gerente", blocked: "false"}, wantAdmin: true},
		{name: "blocked as string", gw: &fakeGW{profile: "Promotor", blocked: `"true"`}, wantBlocked: true},
		{name: "no dataSeller", gw: &fakeGW{noSeller: true}, wantErr: session.ErrNoDataSeller},
		{name: "gateway error passes through", gw: &fakeGW{loginErr: &gateway.APIError{Status: 401, Code: "AUTH_INVALID"}}, wantErr: &gateway.APIError{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, m := memstore.New(), &fakeMinter{}
			s := &session.Service{Gateway: tt.gw, Store: st, Tokens: m, Flags: flags, Now: time.Now}
			r, err := s.Login(ctx, "promotor1", "Demo.2026")
			if tt.wantErr != nil {
				var apiErr *gateway.APIError
				if !errors.Is(err, tt.wantErr) && !(errors.As(tt.wantErr, &apiErr) && errors.As(err, &apiErr)) {
					t.Fatalf("err = %v, want %v", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if r.FirebaseToken != "fb-bp:100" || !r.Flags.CNCA || r.Flags.Libranza || r.PromoterBlocked != tt.wantBlocked || len(r.Branches) != 2 {
				t.Fatalf("response %+v", r)
			}
			c := m.got[0].claims
			if c["bpId"] != "100" || c["admin"] != tt.wantAdmin || c["cnca"] != true || c["libranza"] != false {
				t.Fatalf("claims %v", c)
			}
			var role map[string]any
			if err := st.Get(ctx, "roles/100", &role); err != nil {
				t.Fatal(err)
			}
			br := role["branches"].(map[string]any)
			if role["name"] != tt.gw.profile || role["blocked"] != tt.wantBlocked || br["S1"] != true || br["S2"] != true {
				t.Fatalf("role record %v", role)
			}
		})
	}
}

func TestService_Customer(t *testing.T) {
	ctx := context.Background()
	now := time.UnixMilli(10_000)
	st := memstore.New()
	_ = st.Set(ctx, "requests/R1", map[string]any{"uuid": "u-ok", "status": "waitingProcessCustomer", "link": map[string]any{"action": 1, "expiresAt": 20_000}})
	_ = st.Set(ctx, "requests/R2", map[string]any{"uuid": "u-old", "status": "waitingProcessCustomer", "link": map[string]any{"action": 1, "expiresAt": 5_000}})
	_ = st.Set(ctx, "requests/R3", map[string]any{"uuid": "u-used", "status": "videocall", "link": map[string]any{"action": 3, "expiresAt": 20_000, "usedAt": 9_000}})
	m := &fakeMinter{}
	s := &session.Service{Gateway: &fakeGW{}, Store: st, Tokens: m, Now: func() time.Time { return now }}
	tests := []struct {
		uuid string
		want error
	}{{"u-ok", nil}, {"u-old", link.ErrExpired}, {"u-used", link.ErrUsed}, {"nope", link.ErrNotFound}, {"a/b", link.ErrNotFound}}
	for _, tt := range tests {
		t.Run(tt.uuid, func(t *testing.T) {
			r, err := s.Customer(ctx, tt.uuid)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			if err == nil && (r.RequestID != "R1" || r.TokenClient != "client-u-ok" || r.FirebaseToken != "fb-link:u-ok" ||
				r.Request["uuid"] != "u-ok" || r.Request["status"] != "waitingProcessCustomer") {
				t.Fatalf("response %+v", r)
			}
		})
	}
	if c := m.got[0].claims; c["uuid"] != "u-ok" || c["requestId"] != "R1" {
		t.Fatalf("claims %v", c)
	}
}

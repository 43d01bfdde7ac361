package session_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
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

func (f *fakeGW) Refresh(_ context.Context, rt string) (*gateway.RefreshData, error) {
	if rt == "ref-near-expiry" {
		return &gateway.RefreshData{Success: true, Token: "tok", TokenRefresh: "ref2", TokenTTL: 900, TokenRefreshTTL: 3600}, nil
	}
	if rt != "ref" {
		return nil, &gateway.APIError{Status: 401, Code: "REFRESH_TOKEN_INVALID"}
	}
	return &gateway.RefreshData{Message: "Token principal sigue activo"}, nil
}
func (f *fakeGW) Logout(context.Context, string, string) error { return nil }
func (f *fakeGW) Customer(_ context.Context, uuid string) (*gateway.CustomerToken, error) {
	return &gateway.CustomerToken{Token: "client-" + uuid, TokenTTL: 600}, nil
}

type fakeRevoker struct{ uids []string }

func (r *fakeRevoker) RevokeRefreshTokens(_ context.Context, uid string) error {
	r.uids = append(r.uids, uid)
	return nil
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
			st, m, rv := memstore.New(), &fakeMinter{}, &fakeRevoker{}
			now := time.UnixMilli(1_000_000)
			s := &session.Service{Gateway: tt.gw, Store: st, Tokens: m, Revoker: rv, Flags: flags, Clock: clock.Func(func() time.Time { return now })}
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
			if r.ListPageSize != 0 {
				t.Fatalf("page size %d without a reader", r.ListPageSize)
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
			if role["name"] != tt.gw.profile || role["blocked"] != tt.wantBlocked || br["S1"] != true || br["S2"] != true ||
				role["admin"] != tt.wantAdmin || role["cnca"] != true || role["libranza"] != false ||
				role["checkedAt"] != 1_000_000.0 || role["validUntil"] != float64(1_000_000+(900+300)*1000) {
				t.Fatalf("role record %v", role)
			}
			if tt.wantBlocked != (len(rv.uids) == 1 && rv.uids[0] == "bp:100") {
				t.Fatalf("revoked %v", rv.uids)
			}
		})
	}
}

// The login answer carries the lists' page size as the reader gives it,
// and leaves it out of the JSON when unknown.
func TestService_Login_PageSize(t *testing.T) {
	tests := []struct {
		name string
		read int
		want string
	}{
		{"read", 25, `"listPageSize":25`},
		{"unknown", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &session.Service{Gateway: &fakeGW{profile: "Promotor", blocked: "false"}, Store: memstore.New(),
				Tokens: &fakeMinter{}, Revoker: &fakeRevoker{}, Clock: clock.Wall,
				PageSize: func(context.Context) int { return tt.read }}
			r, err := s.Login(context.Background(), "promotor1", "Demo.2026")
			if err != nil {
				t.Fatal(err)
			}
			b, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(string(b), `"listPageSize"`); got != (tt.want != "") || (tt.want != "" && !strings.Contains(string(b), tt.want)) {
				t.Fatalf("answer %s, want %q", b, tt.want)
			}
		})
	}
}

// seedLink writes a folio's link as the trigger does and returns its credential.
func seedLink(t *testing.T, st *memstore.Store, id, status string, action int, expiresAt int64, closed bool) string {
	t.Helper()
	ctx := context.Background()
	cred, err := link.NewCredential()
	if err != nil {
		t.Fatal(err)
	}
	lid := link.ID(cred)
	rec := map[string]any{"hash": link.Hash(cred), "requestId": id, "action": action, "expiresAt": expiresAt, "createdAt": 1}
	if closed {
		rec["closedAt"] = 2
	}
	_ = st.Set(ctx, "links/"+lid, rec)
	_ = st.Set(ctx, "requests/"+id, map[string]any{"uuid": lid, "status": status,
		"link": map[string]any{"id": lid, "action": action, "expiresAt": expiresAt}})
	return cred
}

func TestService_Customer(t *testing.T) {
	ctx := context.Background()
	now := time.UnixMilli(10_000)
	st := memstore.New()
	ok := seedLink(t, st, "R1", "waitingProcessCustomer", 1, 20_000, false)
	old := seedLink(t, st, "R2", "waitingProcessCustomer", 1, 5_000, false)
	used := seedLink(t, st, "R3", "videocall", 3, 20_000, true)
	finished := seedLink(t, st, "R4", "fileValidation", 1, 20_000, false)
	replaced := seedLink(t, st, "R5", "sentForSignature", 2, 20_000, false)
	seedLink(t, st, "R5", "sentForSignature", 2, 20_000, false) // a resend: R5's link is another one now
	unknown, _ := link.NewCredential()
	m := &fakeMinter{}
	s := &session.Service{Gateway: &fakeGW{}, Store: st, Tokens: m, Clock: clock.Func(func() time.Time { return now })}
	tests := []struct {
		name, cred string
		want       error
	}{
		{"open", ok, nil},
		{"expired", old, link.ErrExpired},
		{"closed", used, link.ErrUsed},
		{"stage finished", finished, link.ErrUsed},
		{"replaced by a resend", replaced, link.ErrUsed},
		{"unknown", unknown, link.ErrNotFound},
		{"the link id (the folio's uuid)", link.ID(ok), link.ErrNotFound},
		{"the hash", link.Hash(ok), link.ErrNotFound},
		{"a path", "a/b", link.ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := s.Customer(ctx, tt.cred)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			if err == nil && (r.RequestID != "R1" || r.TokenClient != "client-"+link.ID(ok) || r.FirebaseToken != "fb-link:"+link.ID(ok) ||
				r.Request["uuid"] != link.ID(ok) || r.Request["status"] != "waitingProcessCustomer" || r.Action != 1) {
				t.Fatalf("response %+v", r)
			}
		})
	}
	if c := m.got[0].claims; c["linkId"] != link.ID(ok) || c["requestId"] != "R1" || c["action"] != 1 {
		t.Fatalf("claims %v", c)
	}
}

func TestService_LinkOpen(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	s := &session.Service{Store: st, Clock: clock.Func(func() time.Time { return time.UnixMilli(10_000) })}
	ok := link.ID(seedLink(t, st, "R1", "waitingProcessCustomer", 1, 20_000, false))
	closed := link.ID(seedLink(t, st, "R2", "videocall", 3, 20_000, true))
	expired := link.ID(seedLink(t, st, "R3", "videocall", 3, 5_000, false))
	replaced := link.ID(seedLink(t, st, "R4", "videocall", 3, 20_000, false))
	seedLink(t, st, "R4", "videocall", 3, 20_000, false)
	tests := []struct {
		name, linkID, requestID string
		want                    error
	}{
		{"open", ok, "R1", nil},
		{"another folio", ok, "R2", link.ErrNotFound},
		{"closed", closed, "R2", link.ErrUsed},
		{"expired", expired, "R3", link.ErrExpired},
		{"replaced", replaced, "R4", link.ErrUsed},
		{"unknown", "0123", "R1", link.ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := s.LinkOpen(ctx, tt.linkID, tt.requestID); !errors.Is(err, tt.want) {
				t.Fatalf("LinkOpen = %v, want %v", err, tt.want)
			}
		})
	}
}

type fakeDirectory struct{ blocked string }

func (d *fakeDirectory) BranchesByPromotor(_ context.Context, bp string) (*gateway.PromotorData, error) {
	return &gateway.PromotorData{PromotorBP: bp, PromoterBlocked: json.RawMessage(d.blocked),
		Sucursales: []gateway.Branch{{"branchID": "S3"}}}, nil
}

func TestService_Refresh(t *testing.T) {
	ctx := context.Background()
	now := time.UnixMilli(1_000_000)
	tests := []struct {
		name         string
		in           session.RefreshInput
		dirBlocked   string
		wantErr      error
		wantBranch   string
		wantValid    int64
		wantRevoked  bool
		wantRoleName string
	}{
		{name: "near expiry: new token, branches with it", in: session.RefreshInput{UID: "bp:100", RefreshToken: "ref-near-expiry"},
			dirBlocked: "false", wantBranch: "S1", wantValid: 1_000_000 + 1200_000, wantRoleName: "Gerente"},
		{name: "still active: branches with the service session", in: session.RefreshInput{UID: "bp:100", RefreshToken: "ref"},
			dirBlocked: "false", wantBranch: "S3", wantValid: 1_000_000 + int64(session.DefaultTokenTTL/time.Millisecond) + 300_000, wantRoleName: "Gerente"},
		{name: "blocked since login", in: session.RefreshInput{UID: "bp:100", RefreshToken: "ref"},
			dirBlocked: `"true"`, wantErr: session.ErrBlocked, wantBranch: "S3", wantRevoked: true, wantRoleName: "Gerente"},
		{name: "a customer link cannot refresh", in: session.RefreshInput{UID: "link:abc", RefreshToken: "ref"}, wantErr: session.ErrNotStaff},
		{name: "no refresh token", in: session.RefreshInput{UID: "bp:100"}, wantErr: session.ErrBadInput},
		{name: "gateway refuses", in: session.RefreshInput{UID: "bp:100", RefreshToken: "spent"}, wantErr: &gateway.APIError{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, m, rv := memstore.New(), &fakeMinter{}, &fakeRevoker{}
			_ = st.Set(ctx, "roles/100", map[string]any{"name": "Gerente", "blocked": false, "validUntil": 1})
			s := &session.Service{Gateway: &fakeGW{blocked: "false"}, Directory: &fakeDirectory{blocked: tt.dirBlocked}, Store: st,
				Tokens: m, Revoker: rv, Clock: clock.Func(func() time.Time { return now })}
			r, err := s.Refresh(ctx, tt.in)
			var apiErr *gateway.APIError
			if tt.wantErr != nil && !errors.Is(err, tt.wantErr) && !(errors.As(tt.wantErr, &apiErr) && errors.As(err, &apiErr)) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if tt.wantErr == nil && err != nil {
				t.Fatal(err)
			}
			if len(rv.uids) == 1 != tt.wantRevoked {
				t.Fatalf("revoked %v", rv.uids)
			}
			if tt.wantBranch == "" {
				return
			}
			var role session.Role
			_ = st.Get(ctx, "roles/100", &role)
			if !role.Branches[tt.wantBranch] || role.Name != tt.wantRoleName || !role.Admin || role.IsBlocked() != tt.wantRevoked || role.CheckedAt != 1_000_000 {
				t.Fatalf("role %+v", role)
			}
			if err != nil {
				return
			}
			if role.ValidUntil != tt.wantValid || !role.Live(now) {
				t.Fatalf("validUntil %d, want %d", role.ValidUntil, tt.wantValid)
			}
			if r.FirebaseToken != "fb-bp:100" || m.got[0].claims["admin"] != true || len(r.Branches) == 0 {
				t.Fatalf("response %+v claims %v", r, m.got)
			}
		})
	}
}

func TestRole_Live(t *testing.T) {
	now := time.UnixMilli(1_000)
	tests := []struct {
		name string
		role *session.Role
		want bool
	}{
		{"live", &session.Role{Name: "Promotor", Blocked: false, ValidUntil: 2_000}, true},
		{"lapsed", &session.Role{Name: "Promotor", Blocked: false, ValidUntil: 1_000}, false},
		{"blocked", &session.Role{Name: "Promotor", Blocked: true, ValidUntil: 2_000}, false},
		{"blocked as a string", &session.Role{Name: "Promotor", Blocked: "true", ValidUntil: 2_000}, false},
		{"missing", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.role.Live(now); got != tt.want {
				t.Fatalf("Live = %v", got)
			}
		})
	}
}

// The customer's session answer carries what its first screen reads of the
// folio and no staff ids.
func TestService_Customer_NoStaffIDs(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	cred := seedLink(t, st, "R1", "waitingProcessCustomer", 1, 20_000, false)
	if err := st.Update(ctx, "requests/R1", map[string]any{
		"currentPromoterBpId": "1000000001", "createdBy": "bp:1000000001", "validatedBy": "bp:2000000001",
		"documentsValidatedBy": "bp:2000000001", "lastUpdateBy": "bp:1000000001", "history": map[string]any{"x": "bp:1"},
		"client": map[string]any{"names": "Ana", "nss": "12345678901", "phone": "5512345678"},
		"offer":  map[string]any{"quoter": map[string]any{"amount": 1000.0, "agreement": map[string]any{"name": "IMSS", "branch": map[string]any{"branchID": "SUC-1"}}}},
		"documents": map[string]any{"ineFront": map[string]any{"status": "uploaded", "gatewayId": "DOC-1", "uploadedBy": "bp:1000000001"},
			"annexes": map[string]any{"otros": map[string]any{"d1": map[string]any{"status": "uploaded", "fileName": "a.pdf", "gatewayId": "DOC-2"}}}},
		"correction": map[string]any{"open": true, "writer": "customer", "reason": "r", "annexes": map[string]any{"ineFront": "requested"},
			"requestedBy": "bp:2000000001"},
	}); err != nil {
		t.Fatal(err)
	}
	s := &session.Service{Gateway: &fakeGW{}, Store: st, Tokens: &fakeMinter{}, Clock: clock.Func(func() time.Time { return time.UnixMilli(10_000) })}
	r, err := s.Customer(ctx, cred)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(r)
	for _, leak := range []string{"bp:", "1000000001", "2000000001", "currentPromoterBpId", "createdBy", "validatedBy", "lastUpdateBy", "nss", "gatewayId", "branch"} {
		if strings.Contains(string(b), leak) {
			t.Errorf("the answer holds %q: %s", leak, b)
		}
	}
	client, _ := r.Request["client"].(map[string]any)
	docs, _ := r.Request["documents"].(map[string]any)
	if client["names"] != "Ana" || client["phone"] != "5512345678" || r.Request["status"] != "waitingProcessCustomer" ||
		docs["ineFront"].(map[string]any)["status"] != "uploaded" {
		t.Fatalf("the answer lost what the first screen reads: %s", b)
	}
	// Action 5's first screen: the annexes filed and what the correction asks of the customer.
	annexes, _ := docs["annexes"].(map[string]any)
	corr, _ := r.Request["correction"].(map[string]any)
	if slot, _ := annexes["otros"].(map[string]any)["d1"].(map[string]any); slot["fileName"] != "a.pdf" ||
		corr["open"] != true || corr["writer"] != "customer" || corr["annexes"].(map[string]any)["ineFront"] != "requested" {
		t.Fatalf("the answer lost what the first screen reads: %s", b)
	}
}

// Logout revokes the caller's Firebase refresh tokens and brings
// roles/{bpId}/validUntil back to now, so the rules refuse at once.
func TestService_Logout(t *testing.T) {
	ctx := context.Background()
	now := time.UnixMilli(1_000_000)
	tests := []struct {
		name      string
		bp        string
		role      any
		want      error
		wantUntil float64
		revoked   int
	}{
		{"a live role lapses now", "100", map[string]any{"name": "Promotor", "validUntil": 2_000_000}, nil, 1_000_000, 1},
		{"a lapsed role stays as it was", "100", map[string]any{"name": "Promotor", "validUntil": 500}, nil, 500, 1},
		{"no role: nothing is written", "100", nil, nil, 0, 1},
		{"no staff caller", "", nil, session.ErrNotStaff, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, rv := memstore.New(), &fakeRevoker{}
			if tt.role != nil {
				_ = st.Set(ctx, "roles/100", tt.role)
			}
			s := &session.Service{Gateway: &fakeGW{}, Store: st, Revoker: rv, Clock: clock.Func(func() time.Time { return now })}
			if err := s.Logout(ctx, tt.bp, "gateway-token"); !errors.Is(err, tt.want) {
				t.Fatalf("Logout = %v, want %v", err, tt.want)
			}
			if len(rv.uids) != tt.revoked || (tt.revoked > 0 && rv.uids[0] != "bp:100") {
				t.Fatalf("revoked %v", rv.uids)
			}
			var role map[string]any
			_ = st.Get(ctx, "roles/100", &role)
			if got, _ := role["validUntil"].(float64); got != tt.wantUntil {
				t.Fatalf("validUntil = %v, want %v", role["validUntil"], tt.wantUntil)
			}
		})
	}
}

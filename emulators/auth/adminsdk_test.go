package auth_test

import (
	"context"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	firebase "firebase.google.com/go/v4"
	fbauth "firebase.google.com/go/v4/auth"

	"oppnp/emulators/auth"
	"oppnp/emulators/emutest"
	"oppnp/emulators/idtoken"
)

const project = "demo-oppnp" // the suite's default --project

// adminClient returns a firebase-admin-go Auth client in emulator mode.
func adminClient(t *testing.T, hostPort string) *fbauth.Client {
	t.Helper()
	t.Setenv("FIREBASE_AUTH_EMULATOR_HOST", hostPort)
	app, err := firebase.NewApp(context.Background(), &firebase.Config{ProjectID: project})
	if err != nil {
		t.Fatal(err)
	}
	c, err := app.Auth(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func signIn(t *testing.T, base, customToken string) map[string]any {
	t.Helper()
	status, body := post(t, base+"/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key",
		map[string]any{"token": customToken, "returnSecureToken": true}, nil)
	if status != 200 {
		t.Fatalf("signInWithCustomToken: %d %v", status, body)
	}
	return body
}

func refresh(t *testing.T, base, rt string) (int, map[string]any) {
	t.Helper()
	return post(t, base+"/securetoken.googleapis.com/v1/token?key=fake-api-key",
		"grant_type=refresh_token&refresh_token="+url.QueryEscape(rt), nil)
}

// TestServer_AdminGo runs the custom-token flow end to end against the
// suite: admin-go mints, the REST sign-in exchanges, admin-go verifies
// (which calls the admin accounts:lookup), then refresh, claims update and
// delete.
func TestServer_AdminGo(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	s := emutest.Start(t, emutest.Options{Services: []string{"auth"}})
	base := s.URL("auth")
	client := adminClient(t, s.Addrs["auth"])
	ctx := context.Background()

	ct, err := client.CustomTokenWithClaims(ctx, "alice", map[string]any{"role": "admin", "n": 3})
	if err != nil {
		t.Fatal(err)
	}
	res := signIn(t, base, ct)
	if res["kind"] != "identitytoolkit#VerifyCustomTokenResponse" || res["isNewUser"] != true || res["expiresIn"] != "3600" {
		t.Errorf("sign-in reply = %v", res)
	}
	idTok := res["idToken"].(string)
	if !strings.HasSuffix(idTok, ".") {
		t.Errorf("ID token %q is not unsigned", idTok)
	}

	tok, err := client.VerifyIDToken(ctx, idTok)
	if err != nil {
		t.Fatalf("VerifyIDToken: %v", err)
	}
	if tok.UID != "alice" || tok.Claims["role"] != "admin" || tok.Claims["n"] != float64(3) ||
		tok.Firebase.SignInProvider != "custom" || tok.Claims["user_id"] != "alice" {
		t.Errorf("verified token = %+v", tok)
	}

	// Client lookup, as the JS SDK does right after sign-in.
	status, look := post(t, base+"/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k", map[string]any{"idToken": idTok}, nil)
	users, _ := look["users"].([]any)
	if status != 200 || len(users) != 1 || users[0].(map[string]any)["localId"] != "alice" || users[0].(map[string]any)["customAuth"] != true {
		t.Errorf("lookup = %d %v", status, look)
	}

	// Admin claims reach the next refreshed token; the sign-in claims stay.
	if err := client.SetCustomUserClaims(ctx, "alice", map[string]any{"branch": "B01"}); err != nil {
		t.Fatal(err)
	}
	status, rr := refresh(t, base, res["refreshToken"].(string))
	if status != 200 || rr["refresh_token"] != res["refreshToken"] || rr["user_id"] != "alice" || rr["token_type"] != "Bearer" {
		t.Fatalf("refresh = %d %v", status, rr)
	}
	tok2, err := client.VerifyIDToken(ctx, rr["id_token"].(string))
	if err != nil {
		t.Fatal(err)
	}
	if tok2.Claims["branch"] != "B01" || tok2.Claims["role"] != "admin" {
		t.Errorf("refreshed claims = %v", tok2.Claims)
	}
	u, err := client.GetUser(ctx, "alice")
	if err != nil || u.CustomClaims["branch"] != "B01" {
		t.Errorf("GetUser = %+v, %v", u, err)
	}

	// Delete: the token no longer verifies, the refresh token is dead.
	if err := client.DeleteUser(ctx, "alice"); err != nil {
		t.Fatal(err)
	}
	if _, err := client.VerifyIDToken(ctx, idTok); err == nil || !fbauth.IsUserNotFound(err) {
		t.Errorf("VerifyIDToken after delete = %v, want user not found", err)
	}
	if status, body := refresh(t, base, res["refreshToken"].(string)); status != 400 || errMessage(body) != auth.CodeInvalidRefreshToken {
		t.Errorf("refresh after delete = %d %v", status, body)
	}
}

// TestServer_RevokeRefreshTokens is sign-out everywhere: tokens issued
// before the revocation fail VerifyIDToken (admin-go reads validSince) and
// refresh; a new sign-in works.
func TestServer_RevokeRefreshTokens(t *testing.T) {
	var offset time.Duration = -10 * time.Minute // tokens issued "before" the real-time revocation
	srv := auth.New(auth.Options{ProjectID: project, Now: func() time.Time { return time.Now().Add(offset) }})
	hs := httptest.NewServer(srv)
	defer hs.Close()
	client := adminClient(t, strings.TrimPrefix(hs.URL, "http://"))
	ctx := context.Background()

	ct, err := client.CustomToken(ctx, "bob")
	if err != nil {
		t.Fatal(err)
	}
	res := signIn(t, hs.URL, ct)
	if _, err := client.VerifyIDToken(ctx, res["idToken"].(string)); err != nil {
		t.Fatal(err)
	}
	if err := client.RevokeRefreshTokens(ctx, "bob"); err != nil {
		t.Fatal(err)
	}
	if _, err := client.VerifyIDToken(ctx, res["idToken"].(string)); !fbauth.IsIDTokenRevoked(err) {
		t.Errorf("VerifyIDToken after revoke = %v, want revoked", err)
	}
	if status, body := refresh(t, hs.URL, res["refreshToken"].(string)); status != 400 || errMessage(body) != auth.CodeTokenExpired {
		t.Errorf("refresh after revoke = %d %v", status, body)
	}
	offset = time.Minute
	res2 := signIn(t, hs.URL, ct)
	if _, err := client.VerifyIDToken(ctx, res2["idToken"].(string)); err != nil {
		t.Errorf("VerifyIDToken of a new sign-in = %v", err)
	}
	if _, c, _ := idtoken.Parse(res2["idToken"].(string)); c["sub"] != "bob" {
		t.Errorf("sub = %v", c["sub"])
	}
}

// TestServer_AdminCreateAndDisable covers CreateUser, UpdateUser(Disabled)
// and what a disabled account can no longer do.
func TestServer_AdminCreateAndDisable(t *testing.T) {
	hs := httptest.NewServer(auth.New(auth.Options{ProjectID: project}))
	defer hs.Close()
	client := adminClient(t, strings.TrimPrefix(hs.URL, "http://"))
	ctx := context.Background()

	u, err := client.CreateUser(ctx, (&fbauth.UserToCreate{}).UID("gerente1").DisplayName("Gerente Uno"))
	if err != nil || u.UID != "gerente1" || u.DisplayName != "Gerente Uno" {
		t.Fatalf("CreateUser = %+v, %v", u, err)
	}
	if _, err := client.CreateUser(ctx, (&fbauth.UserToCreate{}).UID("gerente1")); !fbauth.IsUIDAlreadyExists(err) {
		t.Errorf("duplicate CreateUser = %v", err)
	}
	ct, _ := client.CustomToken(ctx, "gerente1")
	res := signIn(t, hs.URL, ct)
	tok, err := client.VerifyIDToken(ctx, res["idToken"].(string))
	if err != nil || tok.Claims["name"] != "Gerente Uno" {
		t.Fatalf("VerifyIDToken = %+v, %v", tok, err)
	}
	if _, err := client.UpdateUser(ctx, "gerente1", (&fbauth.UserToUpdate{}).Disabled(true)); err != nil {
		t.Fatal(err)
	}
	if _, err := client.VerifyIDToken(ctx, res["idToken"].(string)); !fbauth.IsUserDisabled(err) {
		t.Errorf("VerifyIDToken of a disabled user = %v", err)
	}
	status, body := post(t, hs.URL+"/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=k", map[string]any{"token": ct}, nil)
	if status != 400 || errMessage(body) != auth.CodeUserDisabled {
		t.Errorf("sign-in of a disabled user = %d %v", status, body)
	}
	if status, body := refresh(t, hs.URL, res["refreshToken"].(string)); status != 400 || errMessage(body) != auth.CodeUserDisabled {
		t.Errorf("refresh of a disabled user = %d %v", status, body)
	}
	if _, err := client.GetUser(ctx, "nobody"); !fbauth.IsUserNotFound(err) {
		t.Errorf("GetUser(nobody) = %v", err)
	}
}

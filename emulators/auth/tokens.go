package auth

import (
	"encoding/base64"
	"encoding/json"
	"strings"
	"time"

	"oppnp/emulators/idtoken"
)

// CustomTokenAudience is the aud every custom token must carry.
const CustomTokenAudience = "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit"

// idTokenTTL is the lifetime of ID tokens. The JS SDK refreshes proactively
// five minutes before exp, so a short TTL would loop.
const idTokenTTL = time.Hour

// reservedClaims may not appear in custom-token claims or custom attributes.
var reservedClaims = []string{"iss", "aud", "sub", "iat", "exp", "nbf", "jti", "nonce", "azp", "acr", "amr",
	"cnf", "auth_time", "firebase", "at_hash", "c_hash"}

// checkClaims refuses reserved keys, as the emulator does.
func checkClaims(claims map[string]any) *apiError {
	for _, k := range reservedClaims {
		if _, ok := claims[k]; ok {
			return badRequest(CodeForbiddenClaim, k)
		}
	}
	return nil
}

// mintIDToken builds the unsigned ID token for u, in the emulator's claim
// order: profile, custom attributes, sign-in extra claims, then the
// registered claims.
func mintIDToken(projectID string, u *User, extra map[string]any, provider string, now time.Time) string {
	c := idtoken.Claims{}
	if u.DisplayName != "" {
		c["name"] = u.DisplayName
	}
	if u.PhotoURL != "" {
		c["picture"] = u.PhotoURL
	}
	for k, v := range u.customClaims() {
		c[k] = v
	}
	for k, v := range extra {
		c[k] = v
	}
	identities := map[string]any{}
	if u.Email != "" {
		c["email"] = u.Email
		c["email_verified"] = u.EmailVerified
		identities["email"] = []string{u.Email}
	}
	if u.PhoneNumber != "" {
		c["phone_number"] = u.PhoneNumber
	}
	if provider == providerAnonymous {
		c["provider_id"] = providerAnonymous
	}
	c["auth_time"] = u.LastLoginAt.Unix()
	c["user_id"] = u.LocalID
	c["firebase"] = map[string]any{"identities": identities, "sign_in_provider": provider}
	c["iat"] = now.Unix()
	c["exp"] = now.Add(idTokenTTL).Unix()
	c["aud"] = projectID
	c["iss"] = "https://securetoken.google.com/" + projectID
	c["sub"] = u.LocalID
	tok, err := idtoken.Mint(c)
	if err != nil {
		// Claims come from JSON we decoded ourselves; they always encode.
		panic("auth: cannot mint ID token: " + err.Error())
	}
	return tok
}

// refreshToken is the decoded refresh token, fields in the emulator's order.
type refreshToken struct {
	Marker      string         `json:"_AuthEmulatorRefreshToken"`
	LocalID     string         `json:"localId"`
	Provider    string         `json:"provider"`
	ExtraClaims map[string]any `json:"extraClaims"`
	ProjectID   string         `json:"projectId"`
	TenantID    string         `json:"tenantId,omitempty"`
}

const refreshMarker = "DO NOT MODIFY"

// encodeRefreshToken is standard base64 (padded) of the JSON, as the
// official emulator encodes it.
func encodeRefreshToken(rt refreshToken) string {
	rt.Marker = refreshMarker
	if rt.ExtraClaims == nil {
		rt.ExtraClaims = map[string]any{}
	}
	b, _ := json.Marshal(rt)
	return base64.StdEncoding.EncodeToString(b)
}

func decodeRefreshToken(s string) (refreshToken, bool) {
	var rt refreshToken
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		b, err = base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
	}
	if err != nil || json.Unmarshal(b, &rt) != nil || rt.Marker == "" || rt.LocalID == "" {
		return refreshToken{}, false
	}
	return rt, true
}

// parseIDToken decodes an ID token this emulator issued for projectID and
// checks audience and expiry (not the signature: there is none).
func parseIDToken(projectID, tok string, now time.Time) (idtoken.Claims, *apiError) {
	if tok == "" {
		return nil, badRequest(CodeInvalidIDToken, "")
	}
	_, c, err := idtoken.Parse(tok)
	if err != nil {
		return nil, badRequest(CodeInvalidIDToken, "")
	}
	if aud, _ := c["aud"].(string); aud != projectID {
		return nil, badRequest(CodeInvalidIDToken, "Project ID mismatch")
	}
	if exp, ok := c["exp"].(json.Number); ok {
		if n, err := exp.Int64(); err == nil && n < now.Unix() {
			return nil, badRequest(CodeTokenExpired, "")
		}
	}
	if sub, _ := c["sub"].(string); sub == "" {
		return nil, badRequest(CodeInvalidIDToken, "")
	}
	return c, nil
}

// issuedAt returns a token's iat, or 0.
func issuedAt(c idtoken.Claims) int64 {
	if n, ok := c["iat"].(json.Number); ok {
		v, _ := n.Int64()
		return v
	}
	return 0
}

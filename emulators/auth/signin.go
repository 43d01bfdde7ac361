package auth

import (
	"encoding/json"
	"fmt"
	"strings"

	"oppnp/emulators/idtoken"
)

// signInResponse is the reply of signInWithCustomToken and signUp; the
// sign-up reply adds localId.
type signInResponse struct {
	Kind         string `json:"kind"`
	LocalID      string `json:"localId,omitempty"`
	IsNewUser    *bool  `json:"isNewUser,omitempty"`
	IDToken      string `json:"idToken"`
	RefreshToken string `json:"refreshToken"`
	ExpiresIn    string `json:"expiresIn"`
}

// signInWithCustomToken decodes (never verifies) the token: plain JSON when
// it starts with "{", else a JWT whose aud must be CustomTokenAudience.
func (s *Server) signInWithCustomToken(c *call) (any, *apiError) {
	tok := str(c.body, "token")
	if tok == "" {
		return nil, badRequest(CodeMissingCustomToken, "")
	}
	var payload map[string]any
	if strings.HasPrefix(tok, "{") {
		if err := json.Unmarshal([]byte(tok), &payload); err != nil {
			return nil, badRequest(CodeInvalidCustomToken, "Invalid assertion format")
		}
	} else {
		_, claims, err := idtoken.Parse(tok)
		if err != nil {
			return nil, badRequest(CodeInvalidCustomToken, "Invalid assertion format")
		}
		payload = normalize(claims)
		if aud := fmt.Sprint(payload["aud"]); aud != CustomTokenAudience {
			return nil, badRequestf(CodeInvalidCustomToken, "((Invalid aud (audience): %s Note: Firebase ID Tokens / third-party tokens cannot be used with signInWithCustomToken.))", aud)
		}
	}
	uid := identifier(payload["uid"])
	if uid == "" {
		uid = identifier(payload["user_id"])
	}
	if uid == "" {
		return nil, badRequest(CodeMissingIdentifier, "")
	}
	var extra map[string]any
	if raw, ok := payload["claims"]; ok && raw != nil {
		m, ok := raw.(map[string]any)
		if !ok {
			return nil, badRequest(CodeInvalidClaims, "")
		}
		if err := checkClaims(m); err != nil {
			return nil, err
		}
		extra = m
	}
	now := s.opts.Now()
	p := s.project(c.project)
	u, exists := p.users[uid]
	if !exists {
		u = &User{LocalID: uid, Provider: providerCustom, CreatedAt: now}
		p.users[uid] = u
	}
	if u.Disabled {
		return nil, badRequest(CodeUserDisabled, "")
	}
	if u.Provider == "" { // created by the admin API, first custom sign-in
		u.Provider = providerCustom
	}
	u.LastLoginAt, u.LastRefreshAt = now, now
	isNew := !exists
	return &signInResponse{
		Kind:         "identitytoolkit#VerifyCustomTokenResponse",
		IsNewUser:    &isNew,
		IDToken:      mintIDToken(c.project, u, extra, providerCustom, now),
		RefreshToken: s.issueRefresh(u, c.project, providerCustom, extra),
		ExpiresIn:    "3600",
	}, nil
}

// signUp creates an anonymous user (the only sign-up this emulator offers).
func (s *Server) signUp(c *call) (any, *apiError) {
	if str(c.body, "email") != "" || str(c.body, "password") != "" {
		return nil, badRequest("OPERATION_NOT_ALLOWED", "this emulator supports anonymous and custom-token sign-in only")
	}
	now := s.opts.Now()
	u := &User{LocalID: newLocalID(), Provider: providerAnonymous, CreatedAt: now, LastLoginAt: now, LastRefreshAt: now}
	s.project(c.project).users[u.LocalID] = u
	return &signInResponse{
		Kind:         "identitytoolkit#SignupNewUserResponse",
		LocalID:      u.LocalID,
		IDToken:      mintIDToken(c.project, u, nil, providerAnonymous, now),
		RefreshToken: s.issueRefresh(u, c.project, providerAnonymous, nil),
		ExpiresIn:    "3600",
	}, nil
}

// issueRefresh encodes a refresh token and remembers it until the user's
// tokens are revoked.
func (s *Server) issueRefresh(u *User, projectID, provider string, extra map[string]any) string {
	rt := encodeRefreshToken(refreshToken{LocalID: u.LocalID, Provider: provider, ExtraClaims: extra, ProjectID: projectID})
	if u.refresh == nil {
		u.refresh = map[string]bool{}
	}
	u.refresh[rt] = true
	return rt
}

// identifier coerces a uid claim to a string as the emulator does
// (numbers and booleans become their text).
func identifier(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	case float64, bool:
		return fmt.Sprint(x)
	}
	return ""
}

// normalize turns idtoken's json.Number values into float64 so custom
// claims re-encode as plain JSON numbers.
func normalize(c idtoken.Claims) map[string]any {
	b, _ := json.Marshal(c)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	return m
}

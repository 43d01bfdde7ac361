package auth

import (
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
)

// tokenResponse is securetoken's snake_case reply.
type tokenResponse struct {
	IDToken      string `json:"id_token"`
	AccessToken  string `json:"access_token"`
	ExpiresIn    string `json:"expires_in"`
	RefreshToken string `json:"refresh_token"`
	TokenType    string `json:"token_type"`
	UserID       string `json:"user_id"`
	ProjectID    string `json:"project_id"`
}

// fakeProjectNumber is what the official emulator reports as project_id.
const fakeProjectNumber = "12345"

// serveToken exchanges a refresh token for a fresh ID token carrying the
// same extra claims and the user's current custom attributes.
func (s *Server) serveToken(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Get("key") == "" && !isOwner(r) {
		s.writeError(w, r, errMissingKey)
		return
	}
	grant, rtStr, err := readTokenRequest(r)
	if err != nil {
		s.writeError(w, r, badRequestf(CodeInvalidArgument, "Invalid JSON payload received. %v", err))
		return
	}
	s.mu.Lock()
	reply, aerr := s.refresh(grant, rtStr)
	s.mu.Unlock()
	if aerr != nil {
		s.writeError(w, r, aerr)
		return
	}
	writeJSON(w, http.StatusOK, reply)
}

func (s *Server) refresh(grant, rtStr string) (*tokenResponse, *apiError) {
	switch {
	case rtStr == "":
		return nil, badRequest(CodeMissingRefreshToken, "")
	case grant == "":
		return nil, badRequest(CodeMissingGrantType, "")
	case grant != "refresh_token":
		return nil, badRequest(CodeInvalidGrantType, "")
	}
	rt, ok := decodeRefreshToken(rtStr)
	if !ok || rt.ProjectID != s.opts.ProjectID {
		return nil, badRequest(CodeInvalidRefreshToken, "")
	}
	u, ok := s.project(rt.ProjectID).users[rt.LocalID]
	if !ok {
		return nil, badRequest(CodeInvalidRefreshToken, "")
	}
	if u.Disabled {
		return nil, badRequest(CodeUserDisabled, "")
	}
	if !u.refresh[rtStr] {
		// Issued before the user's tokens were revoked (sign-out everywhere).
		return nil, badRequest(CodeTokenExpired, "")
	}
	now := s.opts.Now()
	u.LastRefreshAt = now
	tok := mintIDToken(rt.ProjectID, u, rt.ExtraClaims, rt.Provider, now)
	return &tokenResponse{
		IDToken: tok, AccessToken: tok, ExpiresIn: "3600", RefreshToken: rtStr,
		TokenType: "Bearer", UserID: u.LocalID, ProjectID: fakeProjectNumber,
	}, nil
}

// readTokenRequest accepts the SDK's form body and the JSON body the
// emulator also accepts (camelCase or snake_case keys).
func readTokenRequest(r *http.Request) (grant, refreshToken string, err error) {
	b, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		return "", "", err
	}
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if ct == "application/json" || strings.HasPrefix(strings.TrimSpace(string(b)), "{") {
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			return "", "", err
		}
		grant, refreshToken = first(m, "grant_type", "grantType"), first(m, "refresh_token", "refreshToken")
		return grant, refreshToken, nil
	}
	v, err := url.ParseQuery(string(b))
	if err != nil {
		return "", "", err
	}
	// Query parameters count too, as Google's API front end merges them.
	for k, q := range r.URL.Query() {
		if v.Get(k) == "" && len(q) > 0 {
			v.Set(k, q[0])
		}
	}
	return v.Get("grant_type"), v.Get("refresh_token"), nil
}

func first(m map[string]any, keys ...string) string {
	for _, k := range keys {
		if s := str(m, k); s != "" {
			return s
		}
	}
	return ""
}

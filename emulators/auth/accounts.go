package auth

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"
)

var errInsufficient = &apiError{status: http.StatusForbidden, code: "INSUFFICIENT_PERMISSION", grpcStatus: "PERMISSION_DENIED"}

// target finds the user a call is about: the idToken's subject (client and
// admin) or body.localId (admin only).
func (s *Server) target(c *call) (*User, *apiError) {
	p := s.project(c.project)
	if tok := str(c.body, "idToken"); tok != "" {
		claims, err := parseIDToken(c.project, tok, s.opts.Now())
		if err != nil {
			return nil, err
		}
		uid, _ := claims["sub"].(string)
		u, ok := p.users[uid]
		if !ok {
			return nil, badRequest(CodeUserNotFound, "")
		}
		if !u.ValidSince.IsZero() && issuedAt(claims) < u.ValidSince.Unix() {
			return nil, badRequest(CodeTokenExpired, "")
		}
		return u, nil
	}
	uid := str(c.body, "localId")
	if uid == "" {
		return nil, badRequest(CodeMissingLocalID, "")
	}
	if !c.admin {
		return nil, errInsufficient
	}
	u, ok := p.users[uid]
	if !ok {
		return nil, badRequest(CodeUserNotFound, "")
	}
	return u, nil
}

type lookupResponse struct {
	Kind  string     `json:"kind"`
	Users []userJSON `json:"users,omitempty"`
}

// lookup is getAccountInfo: by idToken (client) or by localId/email/
// phoneNumber lists (admin); unknown admin identifiers are skipped, so a
// miss is a reply without "users", as firebase-admin expects.
func (s *Server) lookup(c *call) (any, *apiError) {
	resp := &lookupResponse{Kind: "identitytoolkit#GetAccountInfoResponse"}
	if str(c.body, "idToken") != "" || !c.admin {
		if str(c.body, "idToken") == "" {
			return nil, badRequest(CodeInvalidIDToken, "")
		}
		u, err := s.target(c)
		if err != nil {
			return nil, err
		}
		resp.Users = append(resp.Users, u.toJSON())
		return resp, nil
	}
	p := s.project(c.project)
	seen := map[string]bool{}
	add := func(u *User) {
		if u != nil && !seen[u.LocalID] {
			seen[u.LocalID] = true
			resp.Users = append(resp.Users, u.toJSON())
		}
	}
	for _, id := range stringList(c.body["localId"]) {
		add(p.users[id])
	}
	for _, email := range stringList(c.body["email"]) {
		for _, u := range p.users {
			if u.Email == email {
				add(u)
			}
		}
	}
	for _, phone := range stringList(c.body["phoneNumber"]) {
		for _, u := range p.users {
			if u.PhoneNumber == phone {
				add(u)
			}
		}
	}
	return resp, nil
}

// stringList reads a JSON string or list of strings.
func stringList(v any) []string {
	switch x := v.(type) {
	case string:
		return []string{x}
	case []any:
		var out []string
		for _, e := range x {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// update is setAccountInfo: profile fields, disableUser, customAttributes
// and validSince (revocation: refresh tokens issued before stop working).
func (s *Server) update(c *call) (any, *apiError) {
	u, err := s.target(c)
	if err != nil {
		return nil, err
	}
	next := u.clone()
	b := c.body
	if v, ok := b["displayName"].(string); ok {
		next.DisplayName = v
	}
	if v, ok := b["photoUrl"].(string); ok {
		next.PhotoURL = v
	}
	if v, ok := b["email"].(string); ok {
		next.Email = v
	}
	if v, ok := b["emailVerified"].(bool); ok {
		next.EmailVerified = v
	}
	if v, ok := b["phoneNumber"].(string); ok {
		next.PhoneNumber = v
	}
	for _, attr := range stringList(b["deleteAttribute"]) {
		switch attr {
		case "DISPLAY_NAME":
			next.DisplayName = ""
		case "PHOTO_URL":
			next.PhotoURL = ""
		}
	}
	for _, prov := range stringList(b["deleteProvider"]) {
		if prov == "phone" {
			next.PhoneNumber = ""
		}
	}
	if _, ok := b["disableUser"]; ok || b["customAttributes"] != nil || b["validSince"] != nil {
		if !c.admin {
			return nil, errInsufficient
		}
	}
	if v, ok := b["disableUser"].(bool); ok {
		next.Disabled = v
	}
	if v, ok := b["customAttributes"].(string); ok {
		if err := setCustomAttributes(next, v); err != nil {
			return nil, err
		}
	}
	if v := b["validSince"]; v != nil {
		secs, perr := strconv.ParseInt(identifier(v), 10, 64)
		if perr != nil {
			return nil, badRequest(CodeInvalidArgument, "validSince")
		}
		next.ValidSince = time.Unix(secs, 0)
		next.refresh = nil
	}
	s.project(c.project).users[u.LocalID] = next
	reply := map[string]any{"kind": "identitytoolkit#SetAccountInfoResponse", "localId": next.LocalID}
	for k, v := range map[string]string{"displayName": next.DisplayName, "photoUrl": next.PhotoURL, "email": next.Email} {
		if v != "" {
			reply[k] = v
		}
	}
	return reply, nil
}

// setCustomAttributes validates and stores admin custom claims.
func setCustomAttributes(u *User, v string) *apiError {
	var m map[string]any
	if err := json.Unmarshal([]byte(v), &m); err != nil || m == nil {
		return badRequest(CodeInvalidClaims, "")
	}
	if err := checkClaims(m); err != nil {
		return err
	}
	if len(v) > 1000 {
		return badRequest("CLAIMS_TOO_LARGE", "")
	}
	if len(m) == 0 {
		v = ""
	}
	u.CustomAttributes = v
	return nil
}

// deleteAccount deletes the user of the idToken, or body.localId (admin).
func (s *Server) deleteAccount(c *call) (any, *apiError) {
	u, err := s.target(c)
	if err != nil {
		return nil, err
	}
	delete(s.project(c.project).users, u.LocalID)
	return map[string]any{"kind": "identitytoolkit#DeleteAccountResponse"}, nil
}

// createAccount is the admin POST projects/{p}/accounts (CreateUser).
func (s *Server) createAccount(c *call) (any, *apiError) {
	if !c.admin {
		return nil, errInsufficient
	}
	b := c.body
	uid := str(b, "localId")
	if uid == "" {
		uid = newLocalID()
	}
	if len(uid) > 128 {
		return nil, badRequest("INVALID_LOCAL_ID", "")
	}
	p := s.project(c.project)
	if _, ok := p.users[uid]; ok {
		return nil, badRequest(CodeUIDExists, "")
	}
	u := &User{LocalID: uid, CreatedAt: s.opts.Now()}
	u.DisplayName, u.PhotoURL, u.Email, u.PhoneNumber = str(b, "displayName"), str(b, "photoUrl"), str(b, "email"), str(b, "phoneNumber")
	u.EmailVerified, _ = b["emailVerified"].(bool)
	u.Disabled, _ = b["disabled"].(bool)
	p.users[uid] = u
	return map[string]any{"kind": "identitytoolkit#SignupNewUserResponse", "localId": uid}, nil
}

package gateway

import (
	"net/http"
	"strings"
	"time"
)

// nearExpiry is the access-token margin of docs/requirements.md §4: a refresh earlier than
// this before expiry is refused with 'Token principal sigue activo'.
const nearExpiry = 2 * time.Minute

// session is one issued access token and, for staff, its refresh token.
type session struct {
	kind       string // "staff" or "customer"
	user       *user
	uuid       string
	access     string
	accessExp  time.Time
	refresh    string
	refreshExp time.Time
}

// issue creates a session's tokens. Caller holds s.mu.
func (s *Server) issue(sess *session) {
	now := s.now()
	if len(s.st.sessions) >= 1000 && len(s.st.sessions)%1000 == 0 {
		s.prune(now)
	}
	sess.access = randomToken("at_")
	sess.accessExp = now.Add(s.st.tokenTTL)
	s.st.sessions[sess.access] = sess
	if sess.kind == "staff" {
		sess.refresh = randomToken("rt_")
		sess.refreshExp = now.Add(s.st.refreshTTL)
		s.st.refresh[sess.refresh] = sess
	}
}

// prune forgets sessions that can no longer be used or refreshed, so a
// long-running simulator does not grow without bound. Caller holds s.mu.
func (s *Server) prune(now time.Time) {
	for _, sess := range s.st.sessions {
		if !now.Before(sess.accessExp) && (sess.refresh == "" || !now.Before(sess.refreshExp)) {
			s.revoke(sess)
		}
	}
}

func (s *Server) revoke(sess *session) {
	delete(s.st.sessions, sess.access)
	delete(s.st.refresh, sess.refresh)
}

func (s *Server) authenticate(header string) (*session, error) {
	tok, ok := strings.CutPrefix(header, "Bearer ")
	if !ok || tok == "" {
		return nil, fail(http.StatusUnauthorized, CodeTokenInvalid, MsgTokenInvalid)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	sess := s.st.sessions[strings.TrimSpace(tok)]
	if sess == nil || !s.now().Before(sess.accessExp) {
		return nil, fail(http.StatusUnauthorized, CodeTokenInvalid, MsgTokenInvalid)
	}
	return sess, nil
}

func secs(d time.Duration) int { return int(d / time.Second) }

type sellerJSON struct {
	BpID     string `json:"bpId"`
	Name     string `json:"name"`
	Email    string `json:"email"`
	Username string `json:"username"`
}

func (s *Server) login(r *request) (int, any, error) {
	var req struct {
		appRequest
		Username string `json:"username" need:""`
		Password string `json:"password" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	u := s.fx.userByName[strings.TrimSpace(req.Username)]
	if u == nil || req.Password != s.fx.Password {
		return 0, nil, fail(http.StatusUnauthorized, CodeBadCredentials, MsgBadCredentials)
	}
	r.promoterID = u.BpID
	s.mu.Lock()
	sess := &session{kind: "staff", user: u}
	s.issue(sess)
	ttl, rttl := s.st.tokenTTL, s.st.refreshTTL
	s.mu.Unlock()
	var seller *sellerJSON
	if !u.NoDataSeller {
		seller = &sellerJSON{BpID: u.BpID, Name: u.Name, Email: u.Email, Username: u.Username}
	}
	return http.StatusOK, map[string]any{
		"token": sess.access, "tokenRefresh": sess.refresh,
		"tokenTTL": secs(ttl), "tokenRefreshTTL": secs(rttl),
		"data": map[string]any{"dataSeller": seller, "code": "OK", "profile": u.Profile},
	}, nil
}

func (s *Server) logout(r *request) (int, any, error) {
	var req struct {
		Channel  string `json:"channel"`
		BP       string `json:"bp"`
		DeviceID string `json:"deviceId"`
	}
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	if err := need("channel", req.Channel, "bp", req.BP, "deviceId", req.DeviceID); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	s.revoke(r.sess)
	s.mu.Unlock()
	return reply(http.StatusOK, map[string]any{"success": true, "message": MsgSessionClosed})
}

func (s *Server) refresh(r *request) (int, any, error) {
	var req struct {
		appRequest
		Token        string `json:"token"`
		TokenRefresh string `json:"tokenRefresh"` // the route guard's name for it (docs/requirements.md §7)
		DeviceID     string `json:"deviceId"`
	}
	if err := decodeApp(r, &req); err != nil {
		return 0, nil, err
	}
	if req.Token == "" {
		req.Token = req.TokenRefresh
	}
	if err := need("token", req.Token, "deviceId", req.DeviceID); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	sess := s.st.refresh[req.Token]
	if sess == nil || !now.Before(sess.refreshExp) {
		return 0, nil, fail(http.StatusUnauthorized, CodeRefreshInvalid, MsgRefreshInvalid)
	}
	if sess.accessExp.Sub(now) > nearExpiry {
		return reply(http.StatusOK, map[string]any{"success": false, "message": MsgMainTokenActive})
	}
	s.revoke(sess)
	next := &session{kind: sess.kind, user: sess.user}
	s.issue(next)
	return reply(http.StatusOK, map[string]any{
		"success": true, "token": next.access, "tokenRefresh": next.refresh,
		"tokenTTL": secs(s.st.tokenTTL), "tokenRefreshTTL": secs(s.st.refreshTTL), "message": MsgTokenRenewed,
	})
}

func (s *Server) customerToken(r *request) (int, any, error) {
	var req struct {
		appRequest
		UUID     string `json:"uuid" need:""`
		DeviceID string `json:"deviceId" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	sess := &session{kind: "customer", uuid: req.UUID}
	s.issue(sess)
	ttl := s.st.tokenTTL
	s.mu.Unlock()
	return http.StatusOK, map[string]any{"token": sess.access, "tokenTTL": secs(ttl), "data": map[string]any{"uuid": req.UUID}}, nil
}

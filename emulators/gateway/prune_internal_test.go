package gateway

import (
	"testing"
	"time"
)

// TestServer_Prune is internal: the session maps are not visible through HTTP.
func TestServer_Prune(t *testing.T) {
	s, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.fx.userByName["promotor1"]
	old := &session{kind: "staff", user: u}
	s.issue(old)
	cust := &session{kind: "customer", uuid: "u"}
	s.issue(cust)
	s.st.offset = 2 * time.Hour // past both access tokens and the refresh token
	live := &session{kind: "staff", user: u}
	s.issue(live)
	s.prune(s.now())
	if s.st.sessions[old.access] != nil || s.st.refresh[old.refresh] != nil || s.st.sessions[cust.access] != nil {
		t.Error("dead sessions survived the prune")
	}
	if s.st.sessions[live.access] != live || s.st.refresh[live.refresh] != live {
		t.Error("a live session was pruned")
	}
	s.st.offset = 2*time.Hour + 20*time.Minute // live: access expired, refresh still valid
	s.prune(s.now())
	if s.st.refresh[live.refresh] != live {
		t.Error("a refreshable session was pruned")
	}
}

package gateway

import (
	"net/http"
	"time"
)

// Video-call statuses (docs/requirements.md §4 call outcomes).
const (
	callWaiting = "CALL_WAITING"
	expiredURL  = "EXPIRED_URL"
)

var outcomes = map[string]bool{"NO_EXECUTIVE_FOUND": true, "CALL_ENDS_SUCCESSFULLY": true,
	"CALL_ENDS_SUCCESSFULLY_HB": true, "EXPIRED_URL": true, "OFFLINE_EXECUTIVE": true}

type videoSession struct {
	id, folio, uuid string
	outcome         string
	expiresAt       time.Time
	joinedAt        time.Time // zero until the customer joins
}

type videoJSON struct {
	SessionID string `json:"sessionId"`
	Folio     string `json:"folio"`
	URL       string `json:"url"`
	Status    string `json:"status"`
	ExpiresAt string `json:"expiresAt"`
}

// status of v at now. Caller holds s.mu.
func (s *Server) videoStatus(v *videoSession, now time.Time) string {
	switch {
	case v.joinedAt.IsZero() && !now.Before(v.expiresAt):
		return expiredURL
	case v.joinedAt.IsZero() || now.Before(v.joinedAt.Add(s.st.videoWait)):
		return callWaiting
	}
	return v.outcome
}

func (s *Server) videoView(r *request, v *videoSession) videoJSON {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return videoJSON{SessionID: v.id, Folio: v.folio, URL: scheme + "://" + r.Host + "/video/sessions/" + v.id,
		Status: s.videoStatus(v, s.now()), ExpiresAt: v.expiresAt.Format(time.RFC3339)}
}

func (s *Server) createVideo(r *request) (int, any, error) {
	var req struct {
		appRequest
		Folio string `json:"folio" need:""`
		UUID  string `json:"uuid"`
		Curp  string `json:"curp"`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	outcome := s.st.videoOutcome
	if c := s.fx.customerByID[req.Curp]; c != nil && c.VideoOutcome != "" {
		outcome = c.VideoOutcome
	}
	v := &videoSession{id: s.nextID("VC"), folio: req.Folio, uuid: req.UUID, outcome: outcome, expiresAt: s.now().Add(s.cfg.VideoTTL)}
	s.st.videos[v.id] = v
	return reply(http.StatusCreated, s.videoView(r, v))
}

func (s *Server) video(r *request) (*videoSession, error) {
	v := s.st.videos[r.PathValue("sessionId")]
	if v == nil {
		return nil, fail(http.StatusNotFound, CodeVideoNotFound, "Sesión de videollamada no encontrada")
	}
	return v, nil
}

func (s *Server) getVideo(r *request) (int, any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, err := s.video(r)
	if err != nil {
		return 0, nil, err
	}
	return reply(http.StatusOK, s.videoView(r, v))
}

func (s *Server) joinVideo(r *request) (int, any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, err := s.video(r)
	if err != nil {
		return 0, nil, err
	}
	now := s.now()
	if v.joinedAt.IsZero() {
		if !now.Before(v.expiresAt) {
			return 0, nil, fail(http.StatusGone, CodeExpiredURL, MsgExpiredURL)
		}
		v.joinedAt = now
	}
	return reply(http.StatusOK, s.videoView(r, v))
}

package gateway

import (
	"net/http"
	"regexp"
	"time"
)

// emailRE is a plain address check; the simulator delivers nothing, it only
// keeps the message in the outbox the console shows.
var emailRE = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)

type emailMessage struct {
	MessageID string `json:"messageId"`
	To        string `json:"to"`
	Subject   string `json:"subject"`
	Body      string `json:"body"`
	SentAt    string `json:"sentAt"`
}

// sendEmail accepts an email for the outbox (the console's "Mensajes
// enviados"): a recipient address, a subject and a plain-text body.
func (s *Server) sendEmail(r *request) (int, any, error) {
	var req struct {
		appRequest
		To      string `json:"to" need:""`
		Subject string `json:"subject" need:""`
		Body    string `json:"body" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	if !emailRE.MatchString(req.To) {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldInvalid, "Formato de correo incorrecto")
	}
	s.mu.Lock()
	m := emailMessage{MessageID: s.nextID("EML"), To: req.To, Subject: req.Subject, Body: req.Body, SentAt: s.now().Format(time.RFC3339)}
	s.st.emails = append(s.st.emails, m)
	s.mu.Unlock()
	return reply(http.StatusAccepted, map[string]any{"messageId": m.MessageID, "status": "ENVIADO"})
}

// emailsData lists the emails newest first, optionally for one recipient.
// Caller holds s.mu.
func (s *Server) emailsData(to string) []emailMessage {
	out := []emailMessage{}
	for i := len(s.st.emails) - 1; i >= 0; i-- {
		if m := s.st.emails[i]; to == "" || m.To == to {
			out = append(out, m)
		}
	}
	return out
}

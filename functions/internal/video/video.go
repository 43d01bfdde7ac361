package video

import (
	"context"
	"errors"
	"fmt"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/video/twilio"
)

// Call outcomes (docs/requirements.md §4).
const (
	Waiting          = "CALL_WAITING"
	NoExecutive      = "NO_EXECUTIVE_FOUND"
	Success          = "CALL_ENDS_SUCCESSFULLY"
	SuccessHB        = "CALL_ENDS_SUCCESSFULLY_HB"
	ExpiredURL       = "EXPIRED_URL"
	OfflineExecutive = "OFFLINE_EXECUTIVE"
)

// Messages the customer sees per outcome; CALL_WAITING is docs/requirements.md §8's text.
var Messages = map[string]string{
	Waiting:          "Espera un momento por favor, enseguida te atenderá un ejecutivo",
	NoExecutive:      "No hay ejecutivos disponibles en este momento. Intenta de nuevo en unos minutos.",
	OfflineExecutive: "El ejecutivo se desconectó. Intenta de nuevo en unos minutos.",
	ExpiredURL:       "La liga de tu videollamada ha expirado. Contacta a tu asesor para que te envíe una nueva.",
	Success:          "Tu videollamada terminó con éxito. Gracias.",
	SuccessHB:        "Tu videollamada terminó con éxito. Gracias.",
}

// Gateway is the provider's video API (the functions' service session).
type Gateway interface {
	CreateVideoSession(ctx context.Context, folio, uuid, curp string) (*gateway.VideoSession, error)
	GetVideoSession(ctx context.Context, sessionID string) (*gateway.VideoSession, error)
	UploadVideoRecording(ctx context.Context, folio, sessionID string, rec gateway.Recording) (*gateway.VideoRecording, error)
}

// Video providers (docs/adr/0056-video-provider-behind-one-interface.md).
const (
	// ProviderSimulator is the gateway's own video API and SDK (the local
	// default).
	ProviderSimulator = "simulator"
	// ProviderTwilio is Twilio Video: the browser joins a room with a
	// token the functions mint; the room's callbacks give the outcome.
	ProviderTwilio = "twilio"
)

// Service opens sessions and applies their outcome.
type Service struct {
	Store   store.Store
	Gateway Gateway
	// Provider is ProviderSimulator (also when empty) or ProviderTwilio,
	// which needs Twilio.
	Provider string
	Twilio   *twilio.Config
	// Clock stamps the Twilio tokens (the wall clock when nil).
	Clock clock.Clock
}

// session is video/{requestId}: the call the folio's customer was last
// given. Outcome and Executive are written by the Twilio room's
// callbacks; Events holds the callbacks already applied.
type session struct {
	SessionID string          `json:"sessionId"`
	Provider  string          `json:"provider"`
	Outcome   string          `json:"outcome"`
	Executive bool            `json:"executive"`
	Events    map[string]bool `json:"events"`
}

func (s *Service) twilio() bool { return s.Provider == ProviderTwilio }

// Result is the answer of Open and Result.
type Result struct {
	SessionID string       `json:"sessionId"`
	URL       string       `json:"url,omitempty"`
	Outcome   string       `json:"outcome"`
	Message   string       `json:"message"`
	Status    folio.Status `json:"status"` // the folio's status afterwards
	ExpiresAt string       `json:"expiresAt,omitempty"`
	// Provider says which provider the browser joins (Provider*).
	Provider string `json:"provider"`
}

// read reads requests/{requestID} and returns its path and the folio.
func (s *Service) read(ctx context.Context, requestID string) (string, *folio.Folio, error) {
	f, err := store.GetFolio(ctx, s.Store, requestID)
	if err != nil && (!errors.Is(err, folio.ErrShape) || f == nil) {
		// A value off the contract reads as absent and the rest decides
		// (docs/contract.md).
		return "", nil, err
	}
	return "requests/" + requestID, f, nil
}

func (s *Service) load(ctx context.Context, requestID string) (string, *folio.Folio, error) {
	p, f, err := s.read(ctx, requestID)
	if err != nil {
		return "", nil, err
	}
	if !InCall(f.Status) {
		return "", nil, fmt.Errorf("%w: %s", ErrNotInCall, f.Status)
	}
	return p, f, nil
}

// Open creates the provider session for the folio. A folio whose link asks
// for the video call and that is ready for it (CanEnter) enters videocall
// first, as the functions.
func (s *Service) Open(ctx context.Context, requestID string) (*Result, error) {
	if err := s.enter(ctx, requestID); err != nil {
		return nil, err
	}
	p, f, err := s.load(ctx, requestID)
	if err != nil {
		return nil, err
	}
	if s.twilio() {
		return s.openRoom(ctx, p, requestID, f)
	}
	v, err := s.Gateway.CreateVideoSession(ctx, requestID, f.UUID, f.Curp)
	if err != nil {
		return nil, err
	}
	if err := s.Store.Update(ctx, "", map[string]any{
		"video/" + requestID:                 map[string]any{"sessionId": v.SessionID, "at": store.ServerTime},
		p + "/customerSteps/video/gatewayId": v.SessionID,
		p + "/customerSteps/video/outcome":   v.Status,
		p + "/customerSteps/video/at":        store.ServerTime,
	}); err != nil {
		return nil, err
	}
	return &Result{SessionID: v.SessionID, URL: v.URL, Outcome: v.Status, Message: Messages[v.Status], Status: f.Status, ExpiresAt: v.ExpiresAt, Provider: ProviderSimulator}, nil
}

// Result reads the session's outcome (from the gateway, or for a Twilio
// room from its callbacks) and applies it (settle).
func (s *Service) Result(ctx context.Context, requestID string) (*Result, error) {
	p, f, err := s.load(ctx, requestID)
	if err != nil {
		return nil, err
	}
	var rec session
	if err := s.Store.Get(ctx, "video/"+requestID, &rec); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, ErrNoSession
		}
		return nil, err
	}
	outcome, provider := rec.Outcome, ProviderTwilio
	if rec.Provider != ProviderTwilio {
		v, err := s.Gateway.GetVideoSession(ctx, rec.SessionID)
		if err != nil {
			return nil, err
		}
		outcome, provider = v.Status, ProviderSimulator
	}
	if outcome == "" {
		outcome = Waiting // no callback has ended the room yet
	}
	status, err := s.settle(ctx, p, f.Status, rec.SessionID, outcome)
	if err != nil {
		return nil, err
	}
	return &Result{SessionID: rec.SessionID, Outcome: outcome, Message: Messages[outcome], Status: status, Provider: provider}, nil
}

// settle applies a session's outcome to the folio at p (now in status) and
// returns its status afterwards: a successful call moves it to sentCOX
// (which submits it to COX); a call that cannot happen (Recordable) moves
// it to videoRecording, where the customer records a video instead
// (Record) or tries the live call again. Settling twice changes nothing.
func (s *Service) settle(ctx context.Context, p string, status folio.Status, sessionID, outcome string) (folio.Status, error) {
	var err error
	if outcome == Success || outcome == SuccessHB {
		status = folio.StatusSentCOX
		err = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
			m, ok := cur.(map[string]any)
			if !ok || !InCall(folio.Status(store.String(m["status"]))) {
				return nil, store.ErrAbort
			}
			steps, _ := m["customerSteps"].(map[string]any)
			if steps == nil {
				steps = map[string]any{}
				m["customerSteps"] = steps
			}
			steps["video"] = map[string]any{"done": true, "outcome": outcome, "gatewayId": sessionID, "at": store.ServerTime}
			m["status"], m["lastUpdateBy"], m["lastUpdateAt"] = string(folio.StatusSentCOX), functionsUID, store.ServerTime
			return m, nil
		})
	} else {
		err = s.Store.Update(ctx, p+"/customerSteps/video", map[string]any{"outcome": outcome, "gatewayId": sessionID, "at": store.ServerTime})
		if err == nil && Recordable(outcome) {
			status, err = s.toRecording(ctx, p)
		}
	}
	return status, err
}

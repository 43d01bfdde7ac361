package video

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/video/twilio"
)

// TokenTTL is how long a customer's Twilio token lets them join their
// room: the call itself, not the link's life.
const TokenTTL = 30 * time.Minute

// Identity is who the customer is in their room; any other participant
// is the lender's executive.
func Identity(requestID string) string { return "cliente-" + requestID }

// roomFolio is the folio a room name belongs to: rooms are named
// {requestId}-{random}, a new one per call attempt.
func roomFolio(room string) string {
	i := strings.LastIndex(room, "-")
	if i <= 0 {
		return ""
	}
	return room[:i]
}

// openRoom names a new Twilio room for the folio's call and records it as
// the folio's session; the browser joins it with Token.
func (s *Service) openRoom(ctx context.Context, p, requestID string, f *folio.Folio) (*Result, error) {
	var nonce [8]byte
	if _, err := rand.Read(nonce[:]); err != nil {
		return nil, err
	}
	room := requestID + "-" + hex.EncodeToString(nonce[:])
	if err := s.Store.Update(ctx, "", map[string]any{
		"video/" + requestID:                 map[string]any{"sessionId": room, "provider": ProviderTwilio, "at": store.ServerTime},
		p + "/customerSteps/video/gatewayId": room,
		p + "/customerSteps/video/outcome":   Waiting,
		p + "/customerSteps/video/at":        store.ServerTime,
	}); err != nil {
		return nil, err
	}
	return &Result{SessionID: room, Outcome: Waiting, Message: Messages[Waiting], Status: f.Status, Provider: ProviderTwilio}, nil
}

// Token is what the browser joins its Twilio room with.
type Token struct {
	Token     string `json:"token"`
	Room      string `json:"room"`
	Identity  string `json:"identity"`
	ExpiresAt int64  `json:"expiresAt"` // epoch ms
}

// Token mints the access token of the folio's open Twilio room: only for
// a folio at its video step, only for the room Open named for it.
func (s *Service) Token(ctx context.Context, requestID string) (*Token, error) {
	if !s.twilio() || s.Twilio == nil {
		return nil, ErrProviderOff
	}
	if _, _, err := s.load(ctx, requestID); err != nil {
		return nil, err
	}
	var rec session
	if err := s.Store.Get(ctx, "video/"+requestID, &rec); err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	if rec.Provider != ProviderTwilio || rec.SessionID == "" {
		return nil, ErrNoSession
	}
	now := clock.Wall.Now()
	if s.Clock != nil {
		now = s.Clock.Now()
	}
	tok, err := s.Twilio.Mint(Identity(requestID), rec.SessionID, now, TokenTTL)
	if err != nil {
		return nil, err
	}
	return &Token{Token: tok, Room: rec.SessionID, Identity: Identity(requestID), ExpiresAt: now.Add(TokenTTL).UnixMilli()}, nil
}

// outcomeOf is what a room event makes of the call so far (executive:
// someone other than the customer joined), "" while it goes on: the
// executive leaving ends the call well; the customer leaving before any
// executive came, or the room ending without one, is NO_EXECUTIVE_FOUND;
// a room that ends after an executive joined ended well.
func outcomeOf(e twilio.Event, customer string, executive bool) string {
	switch e.Kind {
	case twilio.ParticipantDisconnected:
		if e.Identity != customer {
			return Success
		}
		if !executive {
			return NoExecutive
		}
	case twilio.RoomEnded:
		if executive {
			return Success
		}
		return NoExecutive
	}
	return ""
}

// RoomEvent applies one verified Twilio room callback to the folio whose
// current room it names. Each callback counts once (a redelivery, or a
// replay of a captured one, changes nothing) and the first final outcome
// stays. A final outcome moves the folio as Result does, even when the
// customer's page is gone.
func (s *Service) RoomEvent(ctx context.Context, e twilio.Event) error {
	if !s.twilio() {
		return ErrProviderOff
	}
	rid := roomFolio(e.RoomName)
	if rid == "" {
		return fmt.Errorf("%w: %q", ErrUnknownRoom, e.RoomName)
	}
	vp, err := store.Join("video", rid)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnknownRoom, err)
	}
	customer := Identity(rid)
	settled, stale := "", false
	err = s.Store.Transaction(ctx, vp, func(cur any) (any, error) {
		m, ok := cur.(map[string]any)
		settled, stale = "", false
		if !ok || m["sessionId"] != e.RoomName || m["provider"] != ProviderTwilio {
			stale = true
			return nil, store.ErrAbort
		}
		events, _ := m["events"].(map[string]any)
		if events == nil {
			events = map[string]any{}
			m["events"] = events
		}
		if events[e.Key()] != nil {
			return nil, store.ErrAbort // already applied
		}
		events[e.Key()] = true
		executive, _ := m["executive"].(bool)
		if e.Kind == twilio.ParticipantConnected && e.Identity != customer {
			executive = true
			m["executive"] = true
		}
		if prev, _ := m["outcome"].(string); prev == "" {
			if o := outcomeOf(e, customer, executive); o != "" {
				m["outcome"], settled = o, o
			}
		}
		return m, nil
	})
	if err != nil {
		return err
	}
	if stale {
		return fmt.Errorf("%w: %q", ErrUnknownRoom, e.RoomName)
	}
	if settled == "" {
		return nil
	}
	p, f, err := s.read(ctx, rid)
	if err != nil {
		return err
	}
	if !InCall(f.Status) {
		return nil
	}
	_, err = s.settle(ctx, p, f.Status, e.RoomName, settled)
	return err
}

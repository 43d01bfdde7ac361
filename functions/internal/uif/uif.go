// Package uif sends the compliance area the email the UIF modal promises
// (docs/requirements.md §8: "client not eligible, an email will be sent")
// when a search finds a client on the UIF list: from the client search
// (Report, which checks the list itself) and from the CNCA validation.
package uif

import (
	"context"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store"
)

// DefaultTo is the compliance area's address when none is configured.
const DefaultTo = "cumplimiento@oppnp.test"

// RecipientEnv names the environment variable holding the compliance
// area's address (functions.json sets the local one); unset, DefaultTo.
const RecipientEnv = "OPPNP_UIF_TO"

// Origins of a notice.
const (
	OriginSearch = "Búsqueda de cliente"
	OriginCNCA   = "Traspaso interno (CNCA)"
)

// Mailer is the gateway's email call (the functions' service session).
type Mailer interface {
	SendEmail(ctx context.Context, to, subject, body string) (string, error)
}

// Checker reads whether a client is on the UIF list.
type Checker interface {
	CncaEligibility(ctx context.Context, curp string) (*gateway.Eligibility, error)
}

// Service sends the notices, one per client, promoter and day (and one
// per CNCA folio).
type Service struct {
	Store   store.Store
	Mailer  Mailer
	Checker Checker
	To      string
	Clock   clock.Clock
}

// Notice is what the email says: who searched whom, where, and for which
// folio (if any).
type Notice struct {
	Curp   string
	BpID   string
	Origin string
	Folio  string
}

// Sent is what Notify and Report answer.
type Sent struct {
	MessageID string `json:"messageId"`
	// Repeated is true when today's notice for this client and promoter was
	// already sent.
	Repeated bool `json:"repeated"`
}

// Report checks with the gateway that curp is on the UIF list and sends
// the notice: the browser's word is not enough to email compliance. bpID
// is live staff's (the access policy); each call counts against its
// MaxPerHour, refused or not, so no one probes the UIF list in bulk.
func (s *Service) Report(ctx context.Context, bpID, curp string) (*Sent, error) {
	if bpID == "" {
		return nil, ErrForbidden
	}
	if !curpRE.MatchString(curp) {
		return nil, ErrBadCurp
	}
	if err := s.take(ctx, bpID); err != nil {
		return nil, err
	}
	e, err := s.Checker.CncaEligibility(ctx, curp)
	if err != nil {
		if gateway.IsStatus(err, 404) {
			return nil, ErrNotListed
		}
		return nil, err
	}
	if !e.UIF {
		return nil, ErrNotListed
	}
	return s.Notify(ctx, Notice{Curp: curp, BpID: bpID, Origin: OriginSearch})
}

// Notify emails compliance once per client, promoter and day (Mexico
// City), and once per CNCA folio: the marker
// sideEffects/uif/{day}_{bpId}_{curp}_{folio|busqueda} is claimed before
// sending and closed with the message id, so a repeated search or a
// retried request sends nothing more.
func (s *Service) Notify(ctx context.Context, n Notice) (*Sent, error) {
	now := s.Clock.Now().In(clock.MexicoCity())
	scope := n.Folio
	if scope == "" {
		scope = "busqueda"
	}
	marker := "sideEffects/uif/" + store.Key(fmt.Sprintf("%s_%s_%s_%s", now.Format("20060102"), n.BpID, n.Curp, scope))
	claimed := false
	var prior string
	err := s.Store.Transaction(ctx, marker, func(cur any) (any, error) {
		if m, ok := cur.(map[string]any); ok {
			prior = store.String(m["messageId"])
			if prior != "" || store.Number(m["claimedAt"]) > float64(now.Add(-2*time.Minute).UnixMilli()) {
				return nil, store.ErrAbort
			}
		}
		claimed = true
		return map[string]any{"claimedAt": now.UnixMilli(), "curp": n.Curp, "bpId": n.BpID, "origin": n.Origin}, nil
	})
	if err != nil {
		return nil, err
	}
	if !claimed {
		return &Sent{MessageID: prior, Repeated: true}, nil
	}
	to := s.To
	if to == "" {
		to = DefaultTo
	}
	id, err := s.Mailer.SendEmail(ctx, to, Subject(n), Body(n, now))
	if err != nil {
		_ = s.Store.Set(ctx, marker, nil) // let a later search try again
		return nil, errors.Join(ErrNotSent, err)
	}
	if err := s.Store.Update(ctx, marker, map[string]any{"messageId": id, "sentAt": store.ServerTime}); err != nil {
		return nil, err
	}
	return &Sent{MessageID: id}, nil
}

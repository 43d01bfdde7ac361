// Package clearance lets a folio exist only after the functions checked its
// CURP (docs/adr/0055-folio-creation-cleared-by-the-functions.md): the
// gateway's UIF list, and the other folios of the CURP still in flight
// (inFlight/{curp}, kept by the trigger). A clearance is
// uifClearance/{requestId}, functions-only; the rules let a client create
// requests/{requestId} only with that CURP and the clearance's time in
// uif/checkedAt, before it expires. A duplicate is refused unless a live
// admin of the promoter's branch allowed the exception, which goes to the
// trail.
package clearance

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/uif"
)

// TTL is how long a clearance may be used to create its folio, and how
// long its reservation counts as a folio in flight.
const TTL = time.Hour

var curpRE = regexp.MustCompile(`^[A-ZÑ&]{4}[0-9]{6}[A-Z0-9Ñ&]{8}$`)

// Checker reads whether a client is on the UIF list (the gateway).
type Checker interface {
	CncaEligibility(ctx context.Context, curp string) (*gateway.Eligibility, error)
}

// Notifier emails compliance about a UIF client (uif.Service.Notify).
type Notifier interface {
	Notify(ctx context.Context, n uif.Notice) (*uif.Sent, error)
}

// Service clears folio creations and keeps the exceptions.
type Service struct {
	Store   store.Store
	Checker Checker
	// Notifier, when set, emails compliance when a listed client is
	// refused (once a day per client and promoter).
	Notifier Notifier
	// Staff reads roles/{bpId} (session.Service.Staff).
	Staff func(ctx context.Context, bpID string) (*session.Role, error)
	Clock clock.Clock
	// NewID names a new folio (a database push id when nil).
	NewID func(now time.Time) string
}

// Answer is what a cleared creation gets: the folio's id and the values
// the folio copies into uif/ (the rules compare them with the clearance).
type Answer struct {
	RequestID   string `json:"requestId"`
	CheckedAt   int64  `json:"checkedAt"`
	ExceptionBy string `json:"exceptionBy,omitempty"`
}

// Refused is ErrDuplicate naming the folios in the way: the promoter reads
// their status, branch, id and age in the message.
type Refused struct {
	Others []Other
}

func (r *Refused) Error() string { return ErrDuplicate.Error() }

// Unwrap lets errors.Is match ErrDuplicate.
func (r *Refused) Unwrap() error { return ErrDuplicate }

// HTTPStatus, ErrorCode and UserMessage answer as ErrDuplicate, with the
// folios in the message.
func (r *Refused) HTTPStatus() int { return 409 }

// ErrorCode is ErrDuplicate's.
func (r *Refused) ErrorCode() string { return "DUPLICATE_FOLIO" }

// UserMessage is ErrDuplicate's message after the folios in the way.
func (r *Refused) UserMessage() string {
	var b strings.Builder
	b.WriteString("Solicitud en curso del mismo cliente:")
	for i, o := range r.Others {
		if i > 0 {
			b.WriteString(";")
		}
		fmt.Fprintf(&b, " folio %s, %s, %s, %s", o.RequestID, labelOr(o), branchText(o.Branch), ageText(o.AgeDays))
	}
	b.WriteString(". ")
	var c interface{ UserMessage() string }
	if errors.As(ErrDuplicate, &c) {
		b.WriteString(c.UserMessage())
	}
	return b.String()
}

func labelOr(o Other) string {
	if o.Label != "" {
		return "estatus " + o.Label
	}
	return "estatus " + string(o.Status)
}

func branchText(b string) string {
	if b == "" {
		return "sin sucursal asignada"
	}
	return "sucursal " + b
}

func ageText(days int) string {
	switch days {
	case 0:
		return "iniciada hoy"
	case 1:
		return "iniciada hace 1 día"
	}
	return fmt.Sprintf("iniciada hace %d días", days)
}

// Normalize upper-cases and trims a CURP, refusing a malformed one.
func Normalize(curp string) (string, error) {
	c := strings.ToUpper(strings.TrimSpace(curp))
	if !curpRE.MatchString(c) {
		return "", ErrBadCurp
	}
	return c, nil
}

// admit answers curp normalized for a question of caller bpID, within its
// budget of CURPs (take).
func (s *Service) admit(ctx context.Context, bpID, curp string) (string, error) {
	if bpID == "" {
		return "", ErrForbidden
	}
	c, err := Normalize(curp)
	if err != nil {
		return "", err
	}
	if err := s.take(ctx, bpID, c); err != nil {
		return "", err
	}
	return c, nil
}

// Clear checks curp for a new folio of promoter bpID and, when it may
// start, writes uifClearance/{id} and reserves inFlight/{curp}/{id}.
func (s *Service) Clear(ctx context.Context, bpID, curp string) (*Answer, error) {
	c, err := s.admit(ctx, bpID, curp)
	if err != nil {
		return nil, err
	}
	listed, err := s.listed(ctx, c)
	if err != nil {
		return nil, err
	}
	if listed {
		if s.Notifier != nil {
			_, _ = s.Notifier.Notify(ctx, uif.Notice{Curp: c, BpID: bpID, Origin: uif.OriginSearch})
		}
		return nil, ErrListed
	}
	now := s.Clock.Now()
	id := s.newID(now)
	exc, err := s.exception(ctx, c, bpID, now)
	if err != nil {
		return nil, err
	}
	idx, err := store.Join("inFlight", store.Key(c))
	if err != nil {
		return nil, fmt.Errorf("clearance: %w", err)
	}
	var blocked []Other
	err = s.Store.Transaction(ctx, idx, func(cur any) (any, error) {
		blocked = others(cur, now.UnixMilli(), "")
		if len(blocked) > 0 && exc == nil {
			return nil, store.ErrAbort
		}
		m, _ := cur.(map[string]any)
		next := make(map[string]any, len(m)+1)
		for k, v := range m {
			next[k] = v
		}
		next[id] = map[string]any{"status": string(folio.StatusCreated), "branch": "", "bpId": bpID, "at": now.UnixMilli(),
			"reserved": true, "reservedUntil": now.Add(TTL).UnixMilli()}
		return next, nil
	})
	if err != nil {
		return nil, fmt.Errorf("clearance: index: %w", err)
	}
	if len(blocked) > 0 && exc == nil {
		if err := s.recordAttempt(ctx, c, bpID, blocked, now); err != nil {
			return nil, err
		}
		return nil, &Refused{Others: blocked}
	}
	ans := &Answer{RequestID: id, CheckedAt: now.UnixMilli()}
	rec := map[string]any{"curp": c, "bpId": bpID, "at": ans.CheckedAt, "expiresAt": now.Add(TTL).UnixMilli(), "listed": false}
	fields := map[string]any{"uifClearance/" + id: rec}
	if exc != nil {
		ans.ExceptionBy = exc.By
		rec["exceptionBy"] = exc.By
		k, _ := attemptKey(c, bpID)
		fields["duplicateAttempts/"+k+"/usedBy"] = id
		fields["duplicateAttempts/"+k+"/usedAt"] = ans.CheckedAt
	}
	if err := s.Store.Update(ctx, "", fields); err != nil {
		return nil, fmt.Errorf("clearance: %w", err)
	}
	return ans, nil
}

// Lookup answers the other folios of curp in flight (the client search
// shows them: status, branch, id and age only) to staff member bpID,
// within its budget of CURPs (take), which Clear shares.
func (s *Service) Lookup(ctx context.Context, bpID, curp string) ([]Other, error) {
	c, err := s.admit(ctx, bpID, curp)
	if err != nil {
		return nil, err
	}
	var cur map[string]any
	if err := s.Store.Get(ctx, "inFlight/"+store.Key(c), &cur); err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, fmt.Errorf("clearance: %w", err)
	}
	out := others(cur, s.Clock.Now().UnixMilli(), "")
	if out == nil {
		out = []Other{}
	}
	return out, nil
}

// listed asks the gateway; a client it does not know is not listed.
func (s *Service) listed(ctx context.Context, curp string) (bool, error) {
	e, err := s.Checker.CncaEligibility(ctx, curp)
	if err != nil {
		if gateway.IsStatus(err, 404) {
			return false, nil
		}
		return false, errors.Join(ErrUnchecked, err)
	}
	return e.UIF, nil
}

func sortOthers(o []Other) {
	sort.Slice(o, func(i, j int) bool { return o[i].RequestID < o[j].RequestID })
}

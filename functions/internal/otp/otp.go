package otp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/mask"
	"oppnp/functions/internal/store"
)

// CustomField is the OTP step's custom field (docs/requirements.md §3).
const CustomField = 1014

// Limits of a folio's OTP. docs/requirements.md gives no numbers; these
// are ours (docs/adr/0050-cox-only-complete-folios-exactly-once.md). The
// send budget belongs to the customer's link: a new link (the staff's
// "Reenviar enlace") starts a new one, and the hourly cap bounds the SMS
// a folio costs however many links it gets.
const (
	MaxAttempts     = 3         // wrong codes per sent code
	MaxSends        = 3         // codes per link before the customer must call the promoter
	MaxSendsPerHour = 5         // codes per folio, across its links, within SendWindow
	SendWindow      = time.Hour // the hourly cap's window
)

// Gateway is the OTP part of the gateway (the functions' service session).
type Gateway interface {
	SendOTP(ctx context.Context, phone, reference string) (*gateway.OTP, error)
	VerifyOTP(ctx context.Context, otpID, code string) (*gateway.OTPCheck, error)
}

// Service sends and verifies codes.
type Service struct {
	Store   store.Store
	Gateway Gateway
	Clock   clock.Clock
}

// record is otp/{requestId}, written by functions only. Its code and
// counters belong to the link LinkID (the folio's link/id when sent); Hour
// holds the folio's send times within SendWindow, across links.
type record struct {
	LinkID       string  `json:"linkId"`
	Hour         []int64 `json:"hour,omitempty"`
	OtpID        string  `json:"otpId"`
	ExpiresAt    int64   `json:"expiresAt"`
	AttemptsLeft int     `json:"attemptsLeft"`
	Sends        int     `json:"sends"`
	SentAt       int64   `json:"sentAt"`
	// Verified marks the code as used; the record stays so that Sends keeps
	// counting across a success.
	Verified   bool  `json:"verified,omitempty"`
	VerifiedAt int64 `json:"verifiedAt,omitempty"`
}

// Sent is what the SPA learns after a send.
type Sent struct {
	ExpiresAt    int64  `json:"expiresAt"`
	AttemptsLeft int    `json:"attemptsLeft"`
	SendsLeft    int    `json:"sendsLeft"`
	Phone        string `json:"phone"` // masked
}

// Resend is the least time between two codes: a double click (or a second
// tab) gets the code already sent instead of a second SMS.
const Resend = 30 * time.Second

// Send texts a new code to the folio's client phone.
func (s *Service) Send(ctx context.Context, requestID string) (*Sent, error) {
	reqPath, err := store.Join("requests", requestID)
	if err != nil {
		return nil, err
	}
	var phone string
	if err := s.Store.Get(ctx, reqPath+"/client/phone", &phone); err != nil || phone == "" {
		return nil, ErrNoPhone
	}
	linkID, err := s.linkOf(ctx, reqPath)
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now().UnixMilli()
	var rec record
	var refused error
	dup := false
	err = s.Store.Transaction(ctx, "otp/"+requestID, func(cur any) (any, error) {
		rec, refused, dup = record{}, nil, false
		if cur != nil {
			if err := decode(cur, &rec); err != nil {
				return nil, err
			}
		}
		if rec.LinkID != linkID { // a new link: a new budget, no code in flight
			rec = record{LinkID: linkID, Hour: rec.Hour}
		}
		rec.Hour = within(rec.Hour, now)
		switch {
		case rec.SentAt > 0 && now-rec.SentAt < Resend.Milliseconds() && rec.AttemptsLeft > 0 && !rec.Verified:
			dup = true
		case rec.Sends >= MaxSends:
			refused = fmt.Errorf("%w: %d codes sent under link", ErrExhausted, rec.Sends)
		case len(rec.Hour) >= MaxSendsPerHour:
			refused = fmt.Errorf("%w: %d codes in %s", ErrHourlyLimit, len(rec.Hour), SendWindow)
		}
		if dup || refused != nil {
			return nil, store.ErrAbort
		}
		rec.Sends++
		rec.SentAt = now
		rec.Hour = append(rec.Hour, now)
		return rec, nil
	})
	if err != nil {
		return nil, err
	}
	if refused != nil {
		return nil, refused
	}
	if dup {
		return &Sent{ExpiresAt: rec.ExpiresAt, AttemptsLeft: rec.AttemptsLeft, SendsLeft: sendsLeft(rec), Phone: maskedPhone(phone)}, nil
	}
	o, err := s.Gateway.SendOTP(ctx, phone, requestID)
	if err != nil {
		// The gateway sent nothing: give the send back.
		_ = s.Store.Transaction(ctx, "otp/"+requestID, func(cur any) (any, error) {
			var back record
			if cur == nil || decode(cur, &back) != nil || back.SentAt != now || back.Sends <= 0 || back.LinkID != linkID {
				return nil, store.ErrAbort
			}
			back.Sends--
			back.SentAt = 0
			if i := slices.Index(back.Hour, now); i >= 0 {
				back.Hour = slices.Delete(back.Hour, i, i+1)
			}
			return back, nil
		})
		return nil, err
	}
	attempts := MaxAttempts
	if o.Attempts > 0 && o.Attempts < attempts {
		attempts = o.Attempts
	}
	rec.OtpID, rec.ExpiresAt, rec.AttemptsLeft = o.OtpID, now+int64(o.ExpiresIn)*1000, attempts
	rec.Verified, rec.VerifiedAt = false, 0
	if err := s.Store.Set(ctx, "otp/"+requestID, rec); err != nil {
		return nil, err
	}
	return &Sent{ExpiresAt: rec.ExpiresAt, AttemptsLeft: rec.AttemptsLeft, SendsLeft: sendsLeft(rec), Phone: maskedPhone(phone)}, nil
}

// linkOf is the folio's current link id (link/id, written by the
// functions only). The API let the caller in only with that link
// (session.LinkOpen), so the budget is the caller's link's.
func (s *Service) linkOf(ctx context.Context, reqPath string) (string, error) {
	var id string
	if err := s.Store.Get(ctx, reqPath+"/link/id", &id); err != nil && !errors.Is(err, store.ErrNotFound) {
		return "", err
	}
	return id, nil
}

// within keeps the send times of the last SendWindow.
func within(times []int64, now int64) []int64 {
	out := times[:0:0]
	for _, t := range times {
		if now-t < SendWindow.Milliseconds() {
			out = append(out, t)
		}
	}
	return out
}

// sendsLeft is how many more codes the customer may ask for now: the
// link's budget, bounded by the hourly cap.
func sendsLeft(rec record) int {
	return max(0, min(MaxSends-rec.Sends, MaxSendsPerHour-len(rec.Hour)))
}

func decode(v any, into any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, into)
}

var sixDigits = regexp.MustCompile(`^[0-9]{6}$`)

// Verify checks a code and, when right, marks customerSteps/otp done.
//
// The attempt is taken from the record inside a transaction before the
// gateway sees the code: parallel guesses each spend one attempt, and once
// the count reaches zero the record refuses without asking the gateway. A
// success keeps the record (marked verified) so the send counter survives it.
func (s *Service) Verify(ctx context.Context, requestID, code string) error {
	if !sixDigits.MatchString(code) {
		return ErrBadCode
	}
	reqPath, err := store.Join("requests", requestID)
	if err != nil {
		return err
	}
	linkID, err := s.linkOf(ctx, reqPath)
	if err != nil {
		return err
	}
	path := "otp/" + requestID
	now := s.Clock.Now().UnixMilli()
	var rec record
	var refused error
	err = s.Store.Transaction(ctx, path, func(cur any) (any, error) {
		rec, refused = record{}, nil
		if cur == nil {
			refused = ErrNotSent
			return nil, store.ErrAbort
		}
		if err := decode(cur, &rec); err != nil {
			return nil, err
		}
		switch {
		case rec.OtpID == "" || rec.Verified || rec.LinkID != linkID:
			// No code in flight, the code was already used, or it was sent
			// under an earlier link.
			refused = ErrNotSent
		case rec.AttemptsLeft <= 0:
			refused = ErrExhausted
		case now >= rec.ExpiresAt:
			refused = ErrExpired
		}
		if refused != nil {
			return nil, store.ErrAbort
		}
		rec.AttemptsLeft--
		return rec, nil
	})
	if err != nil {
		return err
	}
	if refused != nil {
		return refused
	}
	chk, err := s.Gateway.VerifyOTP(ctx, rec.OtpID, code)
	switch {
	case gateway.IsStatus(err, 410):
		return fmt.Errorf("%w: %w", ErrExpired, err)
	case gateway.IsStatus(err, 429):
		s.lowerAttempts(ctx, path, rec.OtpID, 0)
		return fmt.Errorf("%w: %w", ErrExhausted, err)
	case gateway.IsStatus(err, 404):
		return fmt.Errorf("%w: %w", ErrNotSent, err)
	case err != nil:
		if noVerdict(err) {
			// The gateway never judged the code: the attempt was not a guess.
			s.refundAttempt(ctx, path, rec.OtpID)
		}
		return err
	}
	if !chk.Valid {
		left := rec.AttemptsLeft
		if chk.AttemptsLeft < left {
			left = chk.AttemptsLeft
			s.lowerAttempts(ctx, path, rec.OtpID, left)
		}
		if left <= 0 {
			return ErrExhausted
		}
		return &WrongCode{Left: left}
	}
	return s.Store.Update(ctx, "", map[string]any{
		reqPath + "/customerSteps/otp": map[string]any{
			"done": true, "customField": CustomField, "gatewayId": rec.OtpID, "at": store.ServerTime,
		},
		path + "/verified":   true,
		path + "/verifiedAt": now,
	})
}

// noVerdict reports a gateway failure that cannot have judged the code: it
// was unreachable or failed on its side. Any other refusal keeps the attempt
// spent, so no answer of the gateway can be turned into unlimited guesses.
func noVerdict(err error) bool {
	var apiErr *gateway.APIError
	if errors.As(err, &apiErr) {
		return apiErr.Status >= 500
	}
	return errors.Is(err, gateway.ErrUnreachable)
}

// lowerAttempts brings the attempts of code otpID down to at most left (the
// gateway's own count may be stricter than ours).
func (s *Service) lowerAttempts(ctx context.Context, path, otpID string, left int) {
	_ = s.Store.Transaction(ctx, path, func(cur any) (any, error) {
		var rec record
		if cur == nil || decode(cur, &rec) != nil || rec.OtpID != otpID || rec.AttemptsLeft <= left {
			return nil, store.ErrAbort
		}
		rec.AttemptsLeft = left
		return rec, nil
	})
}

// refundAttempt gives back the attempt taken for code otpID when the gateway
// never judged the guess, never above the per-code limit.
func (s *Service) refundAttempt(ctx context.Context, path, otpID string) {
	_ = s.Store.Transaction(ctx, path, func(cur any) (any, error) {
		var rec record
		if cur == nil || decode(cur, &rec) != nil || rec.OtpID != otpID || rec.Verified || rec.AttemptsLeft >= MaxAttempts {
			return nil, store.ErrAbort
		}
		rec.AttemptsLeft++
		return rec, nil
	})
}

// maskedPhone is the client's phone as the reply shows it: masked by its
// class in the folio contract (package mask), "******5678".
func maskedPhone(phone string) string { return mask.Field("client/phone", phone) }

package otp_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/otp"
	"oppnp/functions/internal/store/memstore"
)

type fakeGW struct {
	code  string
	sends int
}

func (f *fakeGW) SendOTP(_ context.Context, phone, ref string) (*gateway.OTP, error) {
	f.sends++
	return &gateway.OTP{OtpID: "otp-" + ref, ExpiresIn: 300, Attempts: 3}, nil
}

func (f *fakeGW) VerifyOTP(_ context.Context, id, code string) (*gateway.OTPCheck, error) {
	return &gateway.OTPCheck{Valid: code == f.code, AttemptsLeft: 2}, nil
}

func TestService_SendVerify(t *testing.T) {
	ctx := context.Background()
	now := time.Unix(1000, 0)
	st := memstore.New()
	_ = st.Set(ctx, "requests/R1", map[string]any{"status": "waitingProcessCustomer", "client": map[string]any{"phone": "5512345678"}})
	_ = st.Set(ctx, "requests/R2", map[string]any{"status": "waitingProcessCustomer"})
	gw := &fakeGW{code: "123456"}
	s := &otp.Service{Store: st, Gateway: gw, Clock: clock.Func(func() time.Time { return now })}

	if _, err := s.Send(ctx, "R2"); !errors.Is(err, otp.ErrNoPhone) {
		t.Fatalf("no phone: %v", err)
	}
	if err := s.Verify(ctx, "R1", "123456"); !errors.Is(err, otp.ErrNotSent) {
		t.Fatalf("verify before send: %v", err)
	}
	sent, err := s.Send(ctx, "R1")
	if err != nil || sent.Phone != "******5678" || sent.AttemptsLeft != 3 {
		t.Fatalf("send = %+v, %v", sent, err)
	}
	if err := s.Verify(ctx, "R1", "12"); !errors.Is(err, otp.ErrBadCode) {
		t.Fatalf("malformed: %v", err)
	}
	var wrong *otp.WrongCode
	if err := s.Verify(ctx, "R1", "000000"); !errors.As(err, &wrong) || wrong.Left != 2 {
		t.Fatalf("wrong 1: %v", err)
	}
	_ = s.Verify(ctx, "R1", "000000")
	if err := s.Verify(ctx, "R1", "000000"); !errors.Is(err, otp.ErrExhausted) {
		t.Fatalf("third wrong: %v", err)
	}
	if err := s.Verify(ctx, "R1", "123456"); !errors.Is(err, otp.ErrExhausted) {
		t.Fatalf("right code after exhausted must still fail: %v", err)
	}
	// A new code restores the attempts; expiry is enforced.
	now = now.Add(otp.Resend)
	if _, err := s.Send(ctx, "R1"); err != nil {
		t.Fatal(err)
	}
	sends := gw.sends
	if _, err := s.Send(ctx, "R1"); err != nil || gw.sends != sends {
		t.Fatalf("double click sent another code: %v, %d sends", err, gw.sends)
	}
	now = now.Add(301 * time.Second)
	if err := s.Verify(ctx, "R1", "123456"); !errors.Is(err, otp.ErrExpired) {
		t.Fatalf("expired: %v", err)
	}
	if _, err := s.Send(ctx, "R1"); err != nil {
		t.Fatal(err)
	}
	if err := s.Verify(ctx, "R1", "123456"); err != nil {
		t.Fatalf("right code: %v", err)
	}
	var step map[string]any
	if err := st.Get(ctx, "requests/R1/customerSteps/otp", &step); err != nil || step["done"] != true || step["customField"] != float64(1014) {
		t.Fatalf("step %v %v", step, err)
	}
	// A success keeps the record: the code is spent and the three sends stay counted.
	if err := s.Verify(ctx, "R1", "123456"); !errors.Is(err, otp.ErrNotSent) {
		t.Fatalf("reusing a verified code: %v", err)
	}
	now = now.Add(otp.Resend)
	if _, err := s.Send(ctx, "R1"); !errors.Is(err, otp.ErrExhausted) {
		t.Fatalf("fourth send after a success: %v", err)
	}
}

// countingGW counts the guesses the gateway judged.
type countingGW struct {
	mu      sync.Mutex
	guesses int
	fail    error
}

func (g *countingGW) SendOTP(_ context.Context, _, ref string) (*gateway.OTP, error) {
	return &gateway.OTP{OtpID: "otp-" + ref, ExpiresIn: 300, Attempts: 3}, nil
}

func (g *countingGW) VerifyOTP(_ context.Context, _, code string) (*gateway.OTPCheck, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.fail != nil {
		return nil, g.fail
	}
	g.guesses++
	// Like the real gateway, it does not track our count: it says 9 left.
	return &gateway.OTPCheck{Valid: code == "123456", AttemptsLeft: 9}, nil
}

// sentCode is a service over a counting gateway with a code already sent
// to folio R1.
func sentCode(t *testing.T) (*otp.Service, *countingGW) {
	t.Helper()
	ctx := context.Background()
	st := memstore.New()
	_ = st.Set(ctx, "requests/R1", map[string]any{"client": map[string]any{"phone": "5512345678"}})
	gw := &countingGW{}
	s := &otp.Service{Store: st, Gateway: gw, Clock: clock.Func(func() time.Time { return time.Unix(1000, 0) })}
	if _, err := s.Send(ctx, "R1"); err != nil {
		t.Fatal(err)
	}
	return s, gw
}

func TestService_Verify_ParallelGuesses(t *testing.T) {
	ctx := context.Background()
	s, gw := sentCode(t)
	const n = 20
	errs := make(chan error, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- s.Verify(ctx, "R1", "000000")
		}()
	}
	wg.Wait()
	close(errs)
	wrong, exhausted := 0, 0
	for err := range errs {
		var w *otp.WrongCode
		switch {
		case errors.As(err, &w):
			wrong++
		case errors.Is(err, otp.ErrExhausted):
			exhausted++
		default:
			t.Errorf("unexpected %v", err)
		}
	}
	if gw.guesses != otp.MaxAttempts || wrong != otp.MaxAttempts-1 || exhausted != n-wrong {
		t.Fatalf("gateway judged %d guesses, %d wrong, %d exhausted; want %d judged", gw.guesses, wrong, exhausted, otp.MaxAttempts)
	}
	if err := s.Verify(ctx, "R1", "123456"); !errors.Is(err, otp.ErrExhausted) {
		t.Fatalf("right code after the parallel guesses: %v", err)
	}
}

func TestService_Verify_GatewayDownRefunds(t *testing.T) {
	ctx := context.Background()
	s, gw := sentCode(t)
	for _, fail := range []error{fmt.Errorf("x: %w", gateway.ErrUnreachable), &gateway.APIError{Status: 503}} {
		gw.fail = fail
		for i := 0; i < 5; i++ {
			if err := s.Verify(ctx, "R1", "000000"); err == nil || errors.Is(err, otp.ErrExhausted) {
				t.Fatalf("gateway down: %v", err)
			}
		}
	}
	gw.fail = nil
	var w *otp.WrongCode
	if err := s.Verify(ctx, "R1", "000000"); !errors.As(err, &w) || w.Left != otp.MaxAttempts-1 {
		t.Fatalf("after the outage: %v", err)
	}
	// A refusal of the gateway's (here 400) spends the attempt.
	gw.fail = &gateway.APIError{Status: 400}
	_ = s.Verify(ctx, "R1", "000000")
	gw.fail = nil
	if err := s.Verify(ctx, "R1", "000000"); !errors.Is(err, otp.ErrExhausted) {
		t.Fatalf("the last attempt after a 400: %v", err)
	}
}

// TestService_SendBudgetPerLinkAndHour: the send budget is the link's (a
// new link starts a new one, and a code of the old link no longer
// verifies); the folio's sends across links are capped per hour.
func TestService_SendBudgetPerLinkAndHour(t *testing.T) {
	ctx := context.Background()
	now := time.Unix(1000, 0)
	st := memstore.New()
	_ = st.Set(ctx, "requests/R1", map[string]any{"client": map[string]any{"phone": "5512345678"}, "link": map[string]any{"id": "L1", "action": 1}})
	gw := &fakeGW{code: "123456"}
	s := &otp.Service{Store: st, Gateway: gw, Clock: clock.Func(func() time.Time { return now })}
	send := func() (*otp.Sent, error) {
		now = now.Add(otp.Resend)
		return s.Send(ctx, "R1")
	}
	for i := range otp.MaxSends {
		if sent, err := send(); err != nil || sent.SendsLeft != otp.MaxSends-i-1 {
			t.Fatalf("send %d under L1: %+v %v", i+1, sent, err)
		}
	}
	if _, err := send(); !errors.Is(err, otp.ErrExhausted) {
		t.Fatalf("fourth send under L1: %v", err)
	}
	// The staff resend the link: a new budget, bounded by the hourly cap.
	_ = st.Set(ctx, "requests/R1/link/id", "L2")
	if err := s.Verify(ctx, "R1", "123456"); !errors.Is(err, otp.ErrNotSent) {
		t.Fatalf("L1's code verified under L2: %v", err)
	}
	sent, err := send()
	if err != nil || sent.SendsLeft != otp.MaxSendsPerHour-otp.MaxSends-1 {
		t.Fatalf("first send under L2: %+v %v", sent, err)
	}
	if err := s.Verify(ctx, "R1", "123456"); err != nil {
		t.Fatalf("L2's code: %v", err)
	}
	if _, err := send(); err != nil {
		t.Fatalf("second send under L2: %v", err)
	}
	sends := gw.sends
	_, err = send()
	var c interface{ UserMessage() string }
	if !errors.Is(err, otp.ErrHourlyLimit) || !errors.As(err, &c) || c.UserMessage() != "Ya solicitaste 5 códigos en la última hora. Espera un momento e intenta de nuevo." {
		t.Fatalf("sixth send within the hour: %v", err)
	}
	_ = st.Set(ctx, "requests/R1/link/id", "L3")
	if _, err := send(); !errors.Is(err, otp.ErrHourlyLimit) || gw.sends != sends {
		t.Fatalf("a new link lifted the hourly cap: %v, %d SMS", err, gw.sends-sends)
	}
	// An hour after the first send its slot is free again.
	now = time.Unix(1000, 0).Add(otp.SendWindow + otp.Resend)
	if _, err := s.Send(ctx, "R1"); err != nil {
		t.Fatalf("after the window: %v", err)
	}
}

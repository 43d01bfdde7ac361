package otp_test

import (
	"context"
	"errors"
	"testing"
	"time"

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
	s := &otp.Service{Store: st, Gateway: gw, Now: func() time.Time { return now }}

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
	if _, err := s.Send(ctx, "R1"); err != nil {
		t.Fatalf("send after success (record cleared): %v", err)
	}
	for i := 0; i < 2; i++ {
		now = now.Add(otp.Resend)
		_, _ = s.Send(ctx, "R1")
	}
	now = now.Add(otp.Resend)
	if _, err := s.Send(ctx, "R1"); !errors.Is(err, otp.ErrExhausted) {
		t.Fatalf("fourth send: %v", err)
	}
}

package uif_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store/memstore"
	"oppnp/functions/internal/uif"
)

type fakeMailer struct {
	sent []string
	err  error
}

func (f *fakeMailer) SendEmail(_ context.Context, to, subject, body string) (string, error) {
	if f.err != nil {
		return "", f.err
	}
	f.sent = append(f.sent, to+"|"+subject+"|"+body)
	return "EML-1", nil
}

type fakeChecker struct {
	uif bool
	err error
}

func (f fakeChecker) CncaEligibility(_ context.Context, curp string) (*gateway.Eligibility, error) {
	return &gateway.Eligibility{Curp: curp, UIF: f.uif}, f.err
}

func TestService_Report(t *testing.T) {
	ctx := context.Background()
	now := func() time.Time { return time.Date(2026, 11, 27, 18, 0, 0, 0, time.UTC) }
	tests := []struct {
		name    string
		bp      string
		curp    string
		checker fakeChecker
		mailErr error
		want    error
		emails  int
	}{
		{"listed client", "1000000001", "SAVR580214HDFNGB05", fakeChecker{uif: true}, nil, nil, 1},
		{"not listed", "1000000001", "SAVR580214HDFNGB05", fakeChecker{}, nil, uif.ErrNotListed, 0},
		{"unknown client", "1000000001", "SAVR580214HDFNGB05", fakeChecker{err: &gateway.APIError{Status: 404, Code: "CUSTOMER_NOT_FOUND"}}, nil, uif.ErrNotListed, 0},
		{"malformed curp", "1000000001", "SAVR", fakeChecker{uif: true}, nil, uif.ErrBadCurp, 0},
		{"no staff caller", "", "SAVR580214HDFNGB05", fakeChecker{uif: true}, nil, uif.ErrForbidden, 0},
		{"email fails", "1000000001", "SAVR580214HDFNGB05", fakeChecker{uif: true}, gateway.ErrUnreachable, uif.ErrNotSent, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := &fakeMailer{err: tt.mailErr}
			s := &uif.Service{Store: memstore.New(), Mailer: m, Checker: tt.checker, Clock: clock.Func(now)}
			_, err := s.Report(ctx, tt.bp, tt.curp)
			if !errors.Is(err, tt.want) || len(m.sent) != tt.emails {
				t.Fatalf("err %v, %d emails; want %v, %d", err, len(m.sent), tt.want, tt.emails)
			}
			if tt.emails == 1 {
				if !strings.HasPrefix(m.sent[0], uif.DefaultTo+"|Aviso UIF") || !strings.Contains(m.sent[0], "CURP del cliente: SAVR580214HDFNGB05") ||
					!strings.Contains(m.sent[0], "Origen: Búsqueda de cliente") || !strings.Contains(m.sent[0], "27/11/2026 12:00") {
					t.Fatalf("email %q", m.sent[0])
				}
			}
		})
	}
}

func TestService_NotifyOncePerDay(t *testing.T) {
	ctx := context.Background()
	day := time.Date(2026, 11, 27, 18, 0, 0, 0, time.UTC)
	at := day
	m := &fakeMailer{}
	s := &uif.Service{Store: memstore.New(), Mailer: m, Clock: clock.Func(func() time.Time { return at })}
	n := uif.Notice{Curp: "SAVR580214HDFNGB05", BpID: "1000000001", Origin: uif.OriginSearch}
	first, err := s.Notify(ctx, n)
	if err != nil || first.Repeated {
		t.Fatalf("first %+v %v", first, err)
	}
	again, err := s.Notify(ctx, n)
	if err != nil || !again.Repeated || again.MessageID != "EML-1" || len(m.sent) != 1 {
		t.Fatalf("same day %+v %v, %d emails", again, err, len(m.sent))
	}
	folio := n
	folio.Origin, folio.Folio = uif.OriginCNCA, "F1"
	if r, err := s.Notify(ctx, folio); err != nil || r.Repeated || len(m.sent) != 2 {
		t.Fatalf("a CNCA folio gets its own notice: %+v %v", r, err)
	}
	at = day.Add(24 * time.Hour)
	if r, err := s.Notify(ctx, n); err != nil || r.Repeated || len(m.sent) != 3 {
		t.Fatalf("next day %+v %v", r, err)
	}
}

func TestService_ReportLimitedPerHour(t *testing.T) {
	at := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	st := memstore.New()
	s := &uif.Service{Store: st, Mailer: &fakeMailer{}, Checker: fakeChecker{uif: true}, Clock: clock.Func(func() time.Time { return at })}
	ctx := context.Background()
	for i := 0; i < uif.MaxPerHour; i++ {
		if _, err := s.Report(ctx, "100", "SAVR580214HDFNGB05"); err != nil {
			t.Fatalf("notice %d: %v", i+1, err)
		}
	}
	if _, err := s.Report(ctx, "100", "SAVR580214HDFNGB05"); !errors.Is(err, uif.ErrTooMany) {
		t.Fatalf("notice %d: %v, want ErrTooMany", uif.MaxPerHour+1, err)
	}
	if _, err := s.Report(ctx, "200", "SAVR580214HDFNGB05"); err != nil {
		t.Fatalf("another staff member: %v", err)
	}
	at = at.Add(time.Hour)
	if _, err := s.Report(ctx, "100", "SAVR580214HDFNGB05"); err != nil {
		t.Fatalf("an hour later: %v", err)
	}
}

package link_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/link"
)

func TestCheck(t *testing.T) {
	now := time.UnixMilli(1_000_000)
	used := int64(5)
	tests := []struct {
		name   string
		l      *link.Link
		status string
		want   error
	}{
		{"valid biometric", &link.Link{Action: 1, ExpiresAt: 2_000_000}, "waitingProcessCustomer", nil},
		{"expired", &link.Link{Action: 1, ExpiresAt: 999_999}, "waitingProcessCustomer", link.ErrExpired},
		{"used flag", &link.Link{Action: 3, ExpiresAt: 2_000_000, UsedAt: &used}, "videocall", link.ErrUsed},
		{"stage finished", &link.Link{Action: 1, ExpiresAt: 2_000_000}, "fileValidation", link.ErrUsed},
		{"documents stage", &link.Link{Action: 5, ExpiresAt: 2_000_000}, "uploadingDocuments", nil},
		{"no link", nil, "documents", link.ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := link.Check(tt.l, tt.status, now); !errors.Is(err, tt.want) {
				t.Fatalf("Check = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestNewCredentialAndSMS(t *testing.T) {
	re := regexp.MustCompile(`^[A-Za-z0-9_-]{43}$`)
	a, _ := link.NewCredential()
	b, _ := link.NewCredential()
	if !re.MatchString(a) || a == b || !link.WellFormed(a) {
		t.Fatalf("credentials %q %q", a, b)
	}
	if id := link.ID(a); len(id) != 32 || !strings.HasPrefix(link.Hash(a), id) {
		t.Fatalf("id %q hash %q", id, link.Hash(a))
	}
	if s := link.SMS("http://h", a, 5); !strings.Contains(s, "http://h/folio/"+a+"/documentos") {
		t.Fatalf("SMS %q", s)
	}
}

func TestWellFormed(t *testing.T) {
	for _, s := range []string{"", "short", "a/b/cccccccccccccccccccccccc", "0123456789abcdef0123456789.", strings.Repeat("a", 129)} {
		if link.WellFormed(s) {
			t.Errorf("WellFormed(%q) = true", s)
		}
	}
}

func TestRecord_Verify(t *testing.T) {
	now := time.UnixMilli(1_000_000)
	cred, _ := link.NewCredential()
	other, _ := link.NewCredential()
	closed := int64(900_000)
	open := link.Record{Hash: link.Hash(cred), RequestID: "R1", Action: 2, ExpiresAt: 2_000_000}
	tests := []struct {
		name string
		rec  *link.Record
		cred string
		want error
	}{
		{"open", &open, cred, nil},
		{"other credential", &open, other, link.ErrNotFound},
		{"no record", nil, cred, link.ErrNotFound},
		{"expired", &link.Record{Hash: open.Hash, RequestID: "R1", Action: 2, ExpiresAt: 1_000_000}, cred, link.ErrExpired},
		{"closed", &link.Record{Hash: open.Hash, RequestID: "R1", Action: 2, ExpiresAt: 2_000_000, ClosedAt: &closed}, cred, link.ErrUsed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.rec.Verify(tt.cred, now)
			if !errors.Is(err, tt.want) {
				t.Fatalf("Verify = %v, want %v", err, tt.want)
			}
			var le *link.Error
			if tt.want == link.ErrExpired && (!errors.As(err, &le) || le.Action != 2) {
				t.Fatalf("error %v does not carry the action", err)
			}
		})
	}
}

func TestAllowResend(t *testing.T) {
	now := time.UnixMilli(10_000_000)
	old := now.Add(-link.ResendWindow).UnixMilli()
	keep, err := link.AllowResend([]int64{old, now.UnixMilli() - 1, now.UnixMilli() - 2}, now)
	if err != nil || len(keep) != 3 {
		t.Fatalf("keep %v err %v", keep, err)
	}
	if _, err := link.AllowResend(keep, now); !errors.Is(err, link.ErrTooManyResends) {
		t.Fatalf("fourth resend in the hour: %v", err)
	}
}

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
		{"stage finished", &link.Link{Action: 1, ExpiresAt: 2_000_000}, "bioprocess", link.ErrUsed},
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

func TestNewUUIDAndSMS(t *testing.T) {
	re := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	a, _ := link.NewUUID()
	b, _ := link.NewUUID()
	if !re.MatchString(a) || a == b {
		t.Fatalf("uuids %q %q", a, b)
	}
	if s := link.SMS("http://h", a, 5); !strings.Contains(s, "http://h/folio/"+a+"/documentos") {
		t.Fatalf("SMS %q", s)
	}
}

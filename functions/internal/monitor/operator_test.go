package monitor_test

import (
	"errors"
	"slices"
	"testing"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/monitor"
)

func TestCheckKey(t *testing.T) {
	tests := []struct {
		name, configured, given string
		want                    error
	}{
		{"right key", "s3creto-largo", "s3creto-largo", nil},
		{"right key with spaces typed around", "s3creto-largo", "  s3creto-largo ", nil},
		{"wrong key", "s3creto-largo", "s3creto-larga", monitor.ErrBadKey},
		{"prefix of the key", "s3creto-largo", "s3creto", monitor.ErrBadKey},
		{"missing key", "s3creto-largo", "", monitor.ErrNoKey},
		{"nothing configured refuses all", "", "cualquiera", monitor.ErrBadKey},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := monitor.CheckKey(tt.configured, tt.given); !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
				t.Errorf("CheckKey = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestCheckCorrection(t *testing.T) {
	tests := []struct {
		name     string
		from, to folio.Status
		ok       bool
	}{
		{"staff transition", "fileValidation", "validation", true},
		{"functions transition (stuck biometric)", "bioprocess", "fileValidation", true},
		{"customer transition is not the operator's", "waitingSignature", "signature", false},
		{"jump the contract has no transition for", "quoter", "complete", false},
		{"same status", "validation", "validation", false},
		{"unknown status", "validation", "inventado", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := monitor.CheckCorrection(tt.from, tt.to)
			if (err == nil) != tt.ok || (err != nil && !errors.Is(err, monitor.ErrBadCorrection)) {
				t.Errorf("CheckCorrection(%s → %s) = %v", tt.from, tt.to, err)
			}
		})
	}
	if got := monitor.Targets(folio.StatusSentCOX); !slices.Equal(got, []folio.Status{folio.StatusComplete, folio.StatusErrorSentCOX}) {
		t.Errorf("Targets(sentCOX) = %v", got)
	}
}

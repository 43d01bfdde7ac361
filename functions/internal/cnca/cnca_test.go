package cnca_test

import (
	"errors"
	"testing"

	"oppnp/functions/internal/cnca"
)

func TestMove(t *testing.T) {
	tests := []struct {
		name     string
		from, to cnca.Code
		want     error
	}{
		{"biometric done", "E0001", "E0002", nil},
		{"request discharge", "E0002", "E0003", nil},
		{"full", "E0003", "E0004", nil},
		{"partial", "E0003", "E0005", nil},
		{"resume after failure", "E0003", "E0003", nil},
		{"skip sipre", "E0002", "E0004", cnca.ErrBadMove},
		{"cancelled is final", "E0009", "E0002", cnca.ErrBadMove},
		{"linked request in process", "E0004", "E0006", nil},
		{"request completes", "E0006", "E0007", nil},
		{"in process is not cancelled", "E0006", "E0009", cnca.ErrBadMove},
		{"unknown from", "E0010", "E0002", cnca.ErrUnknownCode},
		{"unknown to", "E0002", "X", cnca.ErrUnknownCode},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := cnca.Move(tt.from, tt.to); !errors.Is(err, tt.want) {
				t.Fatalf("Move(%s,%s) = %v, want %v", tt.from, tt.to, err, tt.want)
			}
		})
	}
	for i := 1; i <= 9; i++ {
		c := cnca.Code("E000" + string(rune('0'+i)))
		if l, err := cnca.Label(c); err != nil || l == "" {
			t.Errorf("Label(%s) = %q, %v", c, l, err)
		}
	}
	if _, err := cnca.Label("E0010"); !errors.Is(err, cnca.ErrUnknownCode) {
		t.Errorf("Label(E0010) = %v", err)
	}
}

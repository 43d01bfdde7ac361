package letter_test

import (
	"errors"
	"testing"

	"oppnp/functions/internal/letter"
)

func TestValidateLetterFolio(t *testing.T) {
	tests := []struct {
		name, in string
		ok       bool
	}{
		{"digits and hyphen, 13", "2026-00000001", true},
		{"only digits, 13", "1234567890123", true},
		{"12 characters", "2026-0000001", false},
		{"14 characters", "2026-000000001", false},
		{"a letter", "2026-0000000A", false},
		{"a space", "2026 00000001", false},
		{"empty", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := letter.ValidateLetterFolio(tt.in)
			if tt.ok != (err == nil) || (err != nil && !errors.Is(err, letter.ErrLetterFolio)) {
				t.Errorf("ValidateLetterFolio(%q) = %v", tt.in, err)
			}
		})
	}
}

func TestValidateLibranzaFolio(t *testing.T) {
	tests := []struct {
		name, in string
		ok       bool
	}{
		{"12 characters", "LIB202600001", true},
		{"longer, with symbols", "LIB-2026/00000001", true},
		{"11 characters", "LIB20260000", false},
		{"a space inside", "LIB 2026000001", false},
		{"a trailing space", "LIB2026000001 ", false},
		{"a tab", "LIB2026\t000001", false},
		{"empty", "", false},
		{"12 accented letters count as characters", "ÑÑÑÑÑÑÑÑÑÑÑÑ", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := letter.ValidateLibranzaFolio(tt.in)
			if tt.ok != (err == nil) || (err != nil && !errors.Is(err, letter.ErrLibranzaFolio)) {
				t.Errorf("ValidateLibranzaFolio(%q) = %v", tt.in, err)
			}
		})
	}
}

func TestMXN(t *testing.T) {
	tests := []struct {
		in   float64
		want string
	}{
		{0, "$0.00"},
		{5, "$5.00"},
		{1234.5, "$1,234.50"},
		{50000, "$50,000.00"},
		{2950.125, "$2,950.13"},
		{1234567.891, "$1,234,567.89"},
		{-75.5, "-$75.50"},
	}
	for _, tt := range tests {
		if got := letter.MXN(tt.in); got != tt.want {
			t.Errorf("MXN(%v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

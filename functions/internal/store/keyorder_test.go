package store_test

import (
	"testing"

	"oppnp/functions/internal/store"
)

func TestKeyLess(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"a", "b", true},
		{"b", "a", false},
		{"a", "a", false},
		{"2", "10", true},                  // integers by value
		{"10", "2", false},                 //
		{"-5", "3", true},                  // negative integers too
		{"99", "A", true},                  // integers before strings
		{"A", "99", false},                 //
		{"07", "1", false},                 // "07" is not canonical: a string, after every integer
		{"2147483648", "0", false},         // past 32 bits: a string
		{"2147483647", "R-1", true},        // the largest integer key
		{"R-10", "R-9", true},              // strings byte by byte
		{"-NaBc", "-NaBd", true},           // push ids
		{"2147483648", "3000000000", true}, // two strings
	}
	for _, tt := range tests {
		if got := store.KeyLess(tt.a, tt.b); got != tt.want {
			t.Errorf("KeyLess(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

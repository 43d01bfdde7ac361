package logsink_test

import (
	"testing"
	"unicode/utf8"

	"oppnp/emulators/logsink"
)

func FuzzMask(f *testing.F) {
	for _, s := range []string{"SABC560626MDFLRN01", "RFC GODE561231GR8", "+52 55 1234 5678", "(55) 1234-5678",
		"032180000118359719", "/roles/2000000001", "ñandú 5512345678Ñ", "4111111111111111", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		m := logsink.Mask(s)
		if utf8.RuneCountInString(m) != utf8.RuneCountInString(s) {
			t.Fatalf("Mask(%q) = %q changes the length", s, m)
		}
		if again := logsink.Mask(m); again != m {
			t.Fatalf("Mask is not idempotent: %q → %q → %q", s, m, again)
		}
	})
}

func BenchmarkMask(b *testing.B) {
	s := "gateway call /sellers/branchesByPromotor for 1000000001 took 12 ms; cliente SABC560626MDFLRN01 tel 5512345678"
	for b.Loop() {
		logsink.Mask(s, "1000000001")
	}
}

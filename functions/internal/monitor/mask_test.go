package monitor_test

import (
	"testing"

	"oppnp/functions/internal/monitor"
)

func TestMaskName(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"three words", "Juan Pérez López", "J*** P*** L***"},
		{"accented initial and extra spaces", "  Ángela   Ñúñez ", "Á*** Ñ***"},
		{"lower case", "emma gómez", "E*** G***"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := monitor.MaskName(tt.in); got != tt.want {
				t.Errorf("MaskName(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestMaskCURP(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"full CURP", "PELJ800101HDFRPN09", "PELJ******"},
		{"lower case", "gode561231mdfmzm01", "GODE******"},
		{"short", "AB", "AB******"},
		{"empty", " ", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := monitor.MaskCURP(tt.in); got != tt.want {
				t.Errorf("MaskCURP(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestMaskBpID(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"bpId", "1000000001", "******0001"},
		{"short", "123", "******"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := monitor.MaskBpID(tt.in); got != tt.want {
				t.Errorf("MaskBpID(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestMaskLast4AndEmail(t *testing.T) {
	tests := []struct {
		name string
		fn   func(string) string
		in   string
		want string
	}{
		{"phone", monitor.MaskLast4, "5512345678", "******5678"},
		{"clabe", monitor.MaskLast4, "012180001234567891", "******7891"},
		{"two digits", monitor.MaskLast4, "07", "******"},
		{"email", monitor.MaskEmail, "juan.perez@correo.mx", "j***@correo.mx"},
		{"no at", monitor.MaskEmail, "juan", "******"},
		{"empty email", monitor.MaskEmail, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.fn(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

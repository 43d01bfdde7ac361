// Package obs sets up the functions' structured logs: slog JSON records on
// stdout (Cloud Logging reads them), with personal identifiers (CURP, RFC,
// phone, CLABE, account numbers) masked wherever an attribute carries one.
package obs

import (
	"io"
	"log/slog"
	"strings"
)

// sensitive are attribute keys whose values are masked, compared in lower case.
var sensitive = map[string]bool{
	"curp": true, "rfc": true, "phone": true, "telefono": true, "clabe": true,
	"accountnumber": true, "paymentaccount": true, "nss": true, "email": true, "password": true,
}

// Mask keeps the last four characters of s.
func Mask(s string) string {
	if len(s) <= 4 {
		return strings.Repeat("*", len(s))
	}
	return strings.Repeat("*", len(s)-4) + s[len(s)-4:]
}

// NewLogger returns a JSON logger writing to w that masks sensitive
// attributes at any depth of groups.
func NewLogger(w io.Writer, level slog.Leveler) *slog.Logger {
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{
		Level: level,
		ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			if a.Key == slog.MessageKey {
				a.Key = "message" // Cloud Logging's field
			}
			if a.Key == slog.LevelKey {
				a.Key = "severity"
			}
			if sensitive[strings.ToLower(a.Key)] && a.Value.Kind() == slog.KindString {
				return slog.String(a.Key, Mask(a.Value.String()))
			}
			return a
		},
	}))
}

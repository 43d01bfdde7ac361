// Package obs sets up the functions' structured logs: slog JSON records on
// stdout (Cloud Logging reads them), with every attribute that names a
// personal field of the folio contract, or one of its log keys, masked by
// that field's class (package mask), at any depth of groups.
package obs

import (
	"io"
	"log/slog"
	"strconv"

	"oppnp/functions/internal/mask"
)

// NewLogger returns a JSON logger writing to w that masks personal
// attributes.
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
			c := mask.OfKey(a.Key)
			if c == mask.None {
				return a
			}
			v := a.Value.Resolve()
			switch v.Kind() {
			case slog.KindString:
				return slog.String(a.Key, c.Apply(v.String()))
			case slog.KindInt64:
				return slog.String(a.Key, c.Apply(strconv.FormatInt(v.Int64(), 10)))
			case slog.KindUint64:
				return slog.String(a.Key, c.Apply(strconv.FormatUint(v.Uint64(), 10)))
			case slog.KindFloat64:
				return slog.String(a.Key, c.Apply(strconv.FormatFloat(v.Float64(), 'f', -1, 64)))
			}
			return a
		},
	}))
}

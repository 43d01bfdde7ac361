package logsink

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"
)

// Tee returns a slog.Handler that passes every record to next and also
// stores it (info and above) in s. The "service" attribute names the
// record's source (functions, gateway, database…); records without one
// get source "suite".
func Tee(next slog.Handler, s *Sink) slog.Handler {
	return &teeHandler{next: next, sink: s}
}

type teeHandler struct {
	next   slog.Handler
	sink   *Sink
	attrs  []slog.Attr // from WithAttrs, already prefixed by their groups
	prefix string      // open groups, "a.b."
}

func (h *teeHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= slog.LevelInfo || h.next.Enabled(ctx, l)
}

func (h *teeHandler) Handle(ctx context.Context, r slog.Record) error {
	var err error
	if h.next.Enabled(ctx, r.Level) {
		err = h.next.Handle(ctx, r)
	}
	if r.Level < slog.LevelInfo {
		return err
	}
	m := make(map[string]any, r.NumAttrs()+len(h.attrs)+3)
	for _, a := range h.attrs {
		put(m, "", a)
	}
	r.Attrs(func(a slog.Attr) bool {
		put(m, h.prefix, a)
		return true
	})
	source, _ := m["service"].(string)
	delete(m, "service")
	if source == "" {
		source = "suite"
	}
	m["message"] = r.Message
	m["level"] = r.Level.String()
	rec := FromMap(source, m)
	rec.Time = r.Time
	h.sink.Add(rec)
	return err
}

func (h *teeHandler) WithAttrs(as []slog.Attr) slog.Handler {
	c := *h
	c.next = h.next.WithAttrs(as)
	c.attrs = append([]slog.Attr(nil), h.attrs...)
	for _, a := range as {
		a.Key = h.prefix + a.Key
		c.attrs = append(c.attrs, a)
	}
	return &c
}

func (h *teeHandler) WithGroup(name string) slog.Handler {
	if name == "" {
		return h
	}
	c := *h
	c.next = h.next.WithGroup(name)
	c.prefix = h.prefix + name + "."
	return &c
}

// put stores a as a JSON-like value (what FromMap expects) under prefix+key.
func put(m map[string]any, prefix string, a slog.Attr) {
	v := a.Value.Resolve()
	if a.Equal(slog.Attr{}) {
		return
	}
	if v.Kind() == slog.KindGroup {
		p := prefix
		if a.Key != "" {
			p += a.Key + "."
		}
		for _, g := range v.Group() {
			put(m, p, g)
		}
		return
	}
	m[prefix+a.Key] = jsonValue(v)
}

func jsonValue(v slog.Value) any {
	switch v.Kind() {
	case slog.KindString:
		return v.String()
	case slog.KindInt64:
		return float64(v.Int64())
	case slog.KindUint64:
		return float64(v.Uint64())
	case slog.KindFloat64:
		return v.Float64()
	case slog.KindBool:
		return v.Bool()
	case slog.KindDuration:
		return float64(v.Duration()) / float64(time.Millisecond)
	case slog.KindTime:
		return v.Time().Format(time.RFC3339Nano)
	}
	x := v.Any()
	if err, ok := x.(error); ok {
		return err.Error()
	}
	b, err := json.Marshal(x)
	if err != nil {
		return v.String()
	}
	var out interface{}
	if json.Unmarshal(b, &out) != nil {
		return v.String()
	}
	return out
}

package logsink

import (
	"strconv"
	"strings"
	"time"
)

// Sources of records.
const (
	SourceSPA       = "spa"
	SourceFunctions = "functions"
	SourceGateway   = "gateway"
	SourceDatabase  = "database"
)

// Levels, lowest first.
var levels = []string{"debug", "info", "warn", "error"}

// Record is one normalised, masked log record.
type Record struct {
	Seq        int64          `json:"seq"`
	Time       time.Time      `json:"time"`
	Level      string         `json:"level"`
	Message    string         `json:"message"`
	Source     string         `json:"source"`
	Route      string         `json:"route,omitempty"`
	PromoterID string         `json:"promoterID,omitempty"`
	DeviceID   string         `json:"deviceId,omitempty"`
	RequestID  string         `json:"requestId,omitempty"`
	Folio      string         `json:"folio,omitempty"`
	DurationMs *float64       `json:"durationMs,omitempty"`
	Status     int            `json:"status,omitempty"`
	Fields     map[string]any `json:"fields,omitempty"`
}

// Field aliases the producers use (slog, Cloud Logging, the SPA).
var aliases = map[string][]string{
	"time":       {"time", "timestamp", "ts"},
	"level":      {"level", "severity"},
	"message":    {"message", "msg"},
	"route":      {"route", "routeName", "routename"},
	"promoterID": {"promoterID", "promoterId", "promoterid", "bpId", "bpid"},
	"deviceId":   {"deviceId", "deviceID", "deviceid", "device_id"},
	"requestId":  {"requestId", "requestID", "requestid", "request_id", "traceparent"},
	"folio":      {"folio", "folioInterno"},
	"duration":   {"durationMs", "duration", "ms", "latencyMs"},
	"status":     {"status", "statusCode"},
}

// FromMap normalises a decoded JSON log object from source into a masked
// Record. Unknown keys go to Fields.
func FromMap(source string, m map[string]any) Record {
	r := Record{Source: source, Level: "info"}
	rest := make(map[string]any, len(m))
	for k, v := range m {
		rest[k] = v
	}
	take := func(name string) (any, bool) {
		for _, k := range aliases[name] {
			if v, ok := rest[k]; ok && v != nil {
				delete(rest, k)
				return v, true
			}
		}
		return nil, false
	}
	str := func(name string) string {
		v, ok := take(name)
		if !ok {
			return ""
		}
		switch x := v.(type) {
		case string:
			return x
		case float64:
			return strconv.FormatFloat(x, 'f', -1, 64)
		}
		rest[name] = v // not a scalar: keep it, as a field
		return ""
	}
	if v, ok := take("time"); ok {
		r.Time = parseTime(v)
	}
	r.Level = NormalizeLevel(str("level"))
	r.Message = str("message")
	r.Route = str("route")
	r.PromoterID = str("promoterID")
	r.DeviceID = str("deviceId")
	r.RequestID = traceID(str("requestId"))
	r.Folio = str("folio")
	if v, ok := take("duration"); ok {
		if d, ok := number(v); ok {
			r.DurationMs = &d
		} else {
			rest["duration"] = v
		}
	}
	if v, ok := take("status"); ok {
		// A folio status ("quoter") is data, not an HTTP status.
		if n, ok := number(v); ok && n >= 100 && n < 600 {
			r.Status = int(n)
		} else {
			rest["status"] = v
		}
	}
	if len(rest) > 0 {
		r.Fields = rest
	}
	return r
}

// NormalizeLevel maps slog, Cloud Logging and console levels to debug,
// info, warn or error; unknown ones are info.
func NormalizeLevel(s string) string {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "debug", "trace", "verbose":
		return "debug"
	case "warn", "warning":
		return "warn"
	case "error", "err", "critical", "alert", "emergency", "fatal":
		return "error"
	}
	return "info"
}

func levelRank(l string) int {
	for i, x := range levels {
		if x == l {
			return i
		}
	}
	return -1
}

// traceID turns a W3C traceparent into its trace id; other ids pass.
func traceID(s string) string {
	if p := strings.Split(s, "-"); len(p) == 4 && len(p[0]) == 2 && len(p[1]) == 32 && len(p[2]) == 16 {
		return p[1]
	}
	return s
}

func parseTime(v any) time.Time {
	switch x := v.(type) {
	case string:
		if t, err := time.Parse(time.RFC3339Nano, x); err == nil {
			return t
		}
	case float64:
		// Milliseconds since the epoch (Date.now()).
		return time.UnixMilli(int64(x))
	}
	return time.Time{}
}

func number(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case string:
		f, err := strconv.ParseFloat(x, 64)
		return f, err == nil
	}
	return 0, false
}

// mask masks the record in place: free text and fields fully, the
// correlation ids only for CURP/RFC/CLABE-like content (an id is not a
// phone number even when it has ten digits, as bpIds do).
func (r *Record) mask() {
	keep := []string{r.PromoterID, r.Folio}
	strict := func(s string) string {
		m := Mask(s)
		if m == s || (digitsOf(s) == s && (len(s) == 10 || len(s) == 12)) {
			return s
		}
		return m
	}
	r.Message = Mask(r.Message, keep...)
	r.Route = Mask(r.Route, keep...)
	r.PromoterID, r.Folio = strict(r.PromoterID), strict(r.Folio)
	r.DeviceID, r.RequestID = strict(r.DeviceID), strict(r.RequestID)
	for k, v := range r.Fields {
		r.Fields[k] = maskValue(k, v, keep)
	}
}

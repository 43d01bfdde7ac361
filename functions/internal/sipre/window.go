package sipre

import (
	"fmt"
	"time"

	"oppnp/functions/internal/clock"
)

// Window is the daily operating window, as Remote Config's sipre_schedule
// gives it: {"timeZone":"America/Mexico_City","open":"08:00","close":"21:30"}.
type Window struct {
	TimeZone string `json:"timeZone"`
	Open     string `json:"open"`
	Close    string `json:"close"`
}

// DefaultWindow is docs/requirements.md §9's schedule.
var DefaultWindow = Window{TimeZone: clock.MexicoCityZone, Open: "08:00", Close: "21:30"}

// Allows reports whether t falls in [open, close) local time.
func (w Window) Allows(t time.Time) (bool, error) {
	loc, err := clock.Location(w.TimeZone)
	if err != nil {
		return false, fmt.Errorf("sipre: time zone %q: %w", w.TimeZone, err)
	}
	open, err := minutes(w.Open)
	if err != nil {
		return false, err
	}
	closing, err := minutes(w.Close)
	if err != nil {
		return false, err
	}
	l := t.In(loc)
	m := l.Hour()*60 + l.Minute()
	return m >= open && m < closing, nil
}

func minutes(hhmm string) (int, error) {
	t, err := time.Parse("15:04", hhmm)
	if err != nil {
		return 0, fmt.Errorf("sipre: bad time %q: %w", hhmm, err)
	}
	return t.Hour()*60 + t.Minute(), nil
}

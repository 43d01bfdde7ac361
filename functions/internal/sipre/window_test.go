package sipre_test

import (
	"testing"
	"time"

	"oppnp/functions/internal/sipre"
)

var mexico = func() *time.Location {
	loc, err := time.LoadLocation("America/Mexico_City")
	if err != nil {
		panic(err)
	}
	return loc
}()

// mx is a wall-clock time in Mexico City on 2026-11-23 (no DST since 2022).
func mx(h, m int) time.Time { return time.Date(2026, 11, 23, h, m, 0, 0, mexico) }

func utc(y int, mo time.Month, d, h, m int) time.Time {
	return time.Date(y, mo, d, h, m, 0, 0, time.UTC)
}

func TestWindow_Allows(t *testing.T) {
	tests := []struct {
		name string
		at   time.Time
		want bool
	}{
		// Boundaries in local time: [8:00, 21:30).
		{"7:59 closed", mx(7, 59), false},
		{"7:59:59 closed", mx(7, 59).Add(59 * time.Second), false},
		{"8:00 open", mx(8, 0), true},
		{"8:01 open", mx(8, 1), true},
		{"midday open", mx(13, 0), true},
		{"21:29 open", mx(21, 29), true},
		{"21:29:59 open", mx(21, 29).Add(59 * time.Second), true},
		{"21:30 closed", mx(21, 30), false},
		{"21:31 closed", mx(21, 31), false},
		{"midnight closed", mx(0, 0), false},
		// The same instants given in UTC: Mexico City is UTC-6 all year now.
		{"13:59 UTC is 7:59", utc(2026, 11, 23, 13, 59), false},
		{"14:00 UTC is 8:00", utc(2026, 11, 23, 14, 0), true},
		{"03:29 UTC next day is 21:29", utc(2026, 11, 24, 3, 29), true},
		{"03:30 UTC next day is 21:30", utc(2026, 11, 24, 3, 30), false},
		{"03:31 UTC next day is 21:31", utc(2026, 11, 24, 3, 31), false},
		{"04:00 UTC is 22:00 the day before", utc(2026, 11, 23, 4, 0), false},
		{"summer 2026, no DST: 13:00 UTC is 7:00", utc(2026, 7, 1, 13, 0), false},
		{"summer 2026, no DST: 14:00 UTC is 8:00", utc(2026, 7, 1, 14, 0), true},
		{"summer 2026, no DST: 03:29 UTC is 21:29", utc(2026, 7, 2, 3, 29), true},
		// Until 2022 central Mexico kept summer time (UTC-5, April–October).
		{"summer 2021 DST: 12:59 UTC is 7:59", utc(2021, 7, 1, 12, 59), false},
		{"summer 2021 DST: 13:00 UTC is 8:00", utc(2021, 7, 1, 13, 0), true},
		{"summer 2021 DST: 02:29 UTC is 21:29", utc(2021, 7, 2, 2, 29), true},
		{"summer 2021 DST: 02:30 UTC is 21:30", utc(2021, 7, 2, 2, 30), false},
		{"summer 2021 DST: 03:00 UTC is 22:00", utc(2021, 7, 2, 3, 0), false},
		// DST started 2021-04-04 at 2:00 (clocks to 3:00) and ended
		// 2021-10-31 at 2:00 (clocks back to 1:00): the opening hour follows.
		{"DST start day: 13:59 UTC is 8:59 CDT", utc(2021, 4, 4, 13, 59), true},
		{"DST start day: 12:59 UTC is 7:59 CDT", utc(2021, 4, 4, 12, 59), false},
		{"DST start day: 13:00 UTC is 8:00 CDT", utc(2021, 4, 4, 13, 0), true},
		{"day before DST start: 13:00 UTC is 7:00 CST", utc(2021, 4, 3, 13, 0), false},
		{"DST end day: 13:00 UTC is 7:00 CST", utc(2021, 10, 31, 13, 0), false},
		{"DST end day: 14:00 UTC is 8:00 CST", utc(2021, 10, 31, 14, 0), true},
		{"day before DST end: 13:00 UTC is 8:00 CDT", utc(2021, 10, 30, 13, 0), true},
		{"DST end day: 03:29 UTC next day is 21:29 CST", utc(2021, 11, 1, 3, 29), true},
		{"DST end day: 03:30 UTC next day is 21:30 CST", utc(2021, 11, 1, 3, 30), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := sipre.DefaultWindow.Allows(tt.at)
			if err != nil || got != tt.want {
				t.Fatalf("Allows(%v = %v local) = %v, %v; want %v", tt.at, tt.at.In(mexico), got, err, tt.want)
			}
		})
	}
}

func TestWindow_Allows_Configured(t *testing.T) {
	tests := []struct {
		name    string
		w       sipre.Window
		at      time.Time
		want    bool
		wantErr bool
	}{
		{"remote config narrower window", sipre.Window{TimeZone: "America/Mexico_City", Open: "09:00", Close: "18:00"}, mx(8, 30), false, false},
		{"remote config window open", sipre.Window{TimeZone: "America/Mexico_City", Open: "09:00", Close: "18:00"}, mx(17, 59), true, false},
		{"another zone (Tijuana, UTC-8 in November): 10:00 CDMX is 8:00", sipre.Window{TimeZone: "America/Tijuana", Open: "08:00", Close: "21:30"}, mx(10, 0), true, false},
		{"another zone, before its 8:00", sipre.Window{TimeZone: "America/Tijuana", Open: "08:00", Close: "21:30"}, mx(9, 59), false, false},
		{"unknown zone", sipre.Window{TimeZone: "Mars/Olympus", Open: "08:00", Close: "21:30"}, mx(12, 0), false, true},
		{"bad open", sipre.Window{TimeZone: "America/Mexico_City", Open: "8h", Close: "21:30"}, mx(12, 0), false, true},
		{"bad close", sipre.Window{TimeZone: "America/Mexico_City", Open: "08:00", Close: "25:00"}, mx(12, 0), false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.w.Allows(tt.at)
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Fatalf("Allows = %v, %v; want %v, err %v", got, err, tt.want, tt.wantErr)
			}
		})
	}
}

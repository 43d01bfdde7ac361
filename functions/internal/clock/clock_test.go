package clock_test

import (
	"errors"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
)

func TestShifted_Now(t *testing.T) {
	remote, calls := time.Hour, 0
	tests := []struct {
		name     string
		c        *clock.Shifted
		min, max time.Duration
	}{
		{"wall", &clock.Shifted{}, -time.Second, time.Second},
		{"fixed offset", &clock.Shifted{Offset: -2 * time.Hour}, -121 * time.Minute, -119 * time.Minute},
		{"remote plus offset", &clock.Shifted{Offset: time.Minute, Remote: func() (time.Duration, error) {
			calls++
			return remote, nil
		}}, 60 * time.Minute, 62 * time.Minute},
		{"remote failing", &clock.Shifted{Offset: time.Minute, Remote: func() (time.Duration, error) {
			return 0, errors.New("down")
		}}, 0, 2 * time.Minute},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := time.Until(tt.c.Now())
			if got < tt.min || got > tt.max {
				t.Fatalf("ahead by %v, want within [%v, %v]", got, tt.min, tt.max)
			}
		})
	}
	if calls != 1 {
		t.Fatalf("remote read %d times, want once", calls)
	}
}

func TestShifted_RereadsAtMostEverySecond(t *testing.T) {
	calls := 0
	c := &clock.Shifted{Remote: func() (time.Duration, error) { calls++; return 0, nil }}
	for range 5 {
		c.Now()
	}
	if calls != 1 {
		t.Fatalf("remote read %d times in a burst, want once", calls)
	}
}

func TestMexicoCity(t *testing.T) {
	at := time.Date(2026, 11, 24, 5, 30, 0, 0, time.UTC) // 23:30 the day before in Mexico City
	got := at.In(clock.MexicoCity())
	if got.Day() != 23 || got.Hour() != 23 {
		t.Fatalf("%v in Mexico City = %v", at, got)
	}
	loc, err := clock.Location(clock.MexicoCityZone)
	if err != nil || loc != clock.MexicoCity() {
		t.Fatalf("Location(%q) = %v, %v", clock.MexicoCityZone, loc, err)
	}
	if _, err := clock.Location("Mars/Olympus"); err == nil {
		t.Fatal("an unknown zone was accepted")
	}
}

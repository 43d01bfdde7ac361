package functionshost

import (
	"testing"
	"time"
)

func TestRetry_Pause(t *testing.T) {
	def := Retry{}.withDefaults()
	if def.Window != 24*time.Hour || def.Initial != 200*time.Millisecond || def.Max != time.Minute {
		t.Fatalf("defaults = %+v", def)
	}
	tests := []struct {
		name    string
		r       Retry
		try     int
		elapsed time.Duration
		want    time.Duration
		ok      bool
	}{
		{"first retry", def, 1, 0, 200 * time.Millisecond, true},
		{"doubles", def, 4, time.Second, 1600 * time.Millisecond, true},
		{"capped at Max", def, 12, time.Hour, time.Minute, true},
		{"far past the cap, no overflow", def, 500, 10 * time.Hour, time.Minute, true},
		{"the last pause that fits the window", def, 1500, 23*time.Hour + 59*time.Minute, time.Minute, true},
		{"past the window: give up", def, 1500, 23*time.Hour + 59*time.Minute + time.Second, 0, false},
		{"no retry: one attempt", Retry{Attempts: 1}, 1, 0, 0, false},
		{"attempts bound", Retry{Attempts: 3, Window: time.Hour, Initial: time.Second, Max: time.Minute}, 3, 0, 0, false},
		{"within attempts", Retry{Attempts: 3, Window: time.Hour, Initial: time.Second, Max: time.Minute}, 2, 0, 2 * time.Second, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := tt.r.pause(tt.try, tt.elapsed)
			if ok != tt.ok || (ok && got != tt.want) {
				t.Fatalf("pause(%d, %v) = %v, %v; want %v, %v", tt.try, tt.elapsed, got, ok, tt.want, tt.ok)
			}
		})
	}
	// The whole default schedule: about 24 h of retries, about 1 460 of them.
	var total time.Duration
	n := 0
	for try := 1; ; try++ {
		d, ok := def.pause(try, total)
		if !ok {
			break
		}
		total += d
		n++
	}
	if total > 24*time.Hour || total < 24*time.Hour-time.Minute || n < 1400 || n > 1500 {
		t.Fatalf("default schedule: %d retries over %v", n, total)
	}
}

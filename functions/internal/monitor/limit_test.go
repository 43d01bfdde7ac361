package monitor_test

import (
	"testing"
	"time"

	"oppnp/functions/internal/monitor"
)

func TestAttempts(t *testing.T) {
	now := time.Unix(0, 0)
	a := &monitor.Attempts{Max: 3, Window: time.Minute, Now: func() time.Time { return now }}
	tests := []struct {
		name    string
		advance time.Duration
		fail    int
		caller  string
		allowed bool
	}{
		{"fresh caller", 0, 0, "1.1.1.1", true},
		{"two wrong keys", 0, 2, "1.1.1.1", true},
		{"third wrong key blocks", time.Second, 1, "1.1.1.1", false},
		{"another caller is not blocked", 0, 0, "2.2.2.2", true},
		{"the window passes", time.Minute, 0, "1.1.1.1", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			now = now.Add(tt.advance)
			for range tt.fail {
				a.Fail(tt.caller)
			}
			if got := a.Allowed(tt.caller); got != tt.allowed {
				t.Errorf("Allowed = %v, want %v", got, tt.allowed)
			}
		})
	}
}

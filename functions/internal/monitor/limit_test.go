package monitor_test

import (
	"fmt"
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

func TestCaller(t *testing.T) {
	tests := []struct {
		name   string
		xff    []string
		remote string
		hops   int
		want   string
	}{
		{"no header: the connection", nil, "10.0.0.9:5555", 1, "10.0.0.9"},
		{"one proxy appended", []string{"203.0.113.7"}, "10.0.0.1:80", 1, "203.0.113.7"},
		{"client-written entries are ignored", []string{"1.1.1.1, 2.2.2.2, 203.0.113.7"}, "10.0.0.1:80", 1, "203.0.113.7"},
		{"two trusted proxies", []string{"1.1.1.1, 203.0.113.7, 10.0.0.5"}, "10.0.0.1:80", 2, "203.0.113.7"},
		{"lines are joined in order", []string{"1.1.1.1", "203.0.113.7, 10.0.0.5"}, "10.0.0.1:80", 2, "203.0.113.7"},
		{"fewer entries than hops: the connection", []string{"203.0.113.7"}, "10.0.0.1:80", 2, "10.0.0.1"},
		{"empty trusted entry: the connection", []string{"1.1.1.1, "}, "10.0.0.1:80", 1, "10.0.0.1"},
		{"hops 0 trusts no header", []string{"203.0.113.7"}, "10.0.0.1:80", 0, "10.0.0.1"},
		{"IPv6 connection", nil, "[2001:db8::1]:443", 1, "2001:db8::1"},
		{"unparsable connection address kept whole", nil, "pipe", 1, "pipe"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := monitor.Caller(tt.xff, tt.remote, tt.hops); got != tt.want {
				t.Errorf("Caller(%q, %q, %d) = %q, want %q", tt.xff, tt.remote, tt.hops, got, tt.want)
			}
		})
	}
}

func TestCaller_RotatingHeaderKeepsOneKey(t *testing.T) {
	a := &monitor.Attempts{Max: 3, Window: time.Minute}
	for i := 0; i < 3; i++ {
		a.Fail(monitor.Caller([]string{fmt.Sprintf("198.51.100.%d, 203.0.113.7", i)}, "10.0.0.1:80", 1))
	}
	if a.Allowed(monitor.Caller([]string{"192.0.2.250, 203.0.113.7"}, "10.0.0.1:80", 1)) {
		t.Fatal("a new X-Forwarded-For prefix escaped the lockout")
	}
}

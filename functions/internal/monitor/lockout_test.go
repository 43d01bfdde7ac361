package monitor_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/store/memstore"
)

func TestAuthenticate(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t)
	now := time.UnixMilli(5_000_000)
	l := monitor.Lockout{Max: 3, Window: time.Minute, Clock: clock.Func(func() time.Time { return now })}
	const key = "ana.clave-de-prueba-0123456789abcdef"
	_ = st.Set(ctx, "operators/ana", monitor.OperatorRecord{Name: "Ana Operadora", KeyHash: monitor.HashKey(key)})
	_ = st.Set(ctx, "operators/beto", monitor.OperatorRecord{Name: "Beto", KeyHash: monitor.HashKey("beto.x"), Disabled: true})
	_ = st.Set(ctx, "operators/caro", monitor.OperatorRecord{Name: "Caro", KeyHash: monitor.HashKey("caro.x")})

	op, err := s.Authenticate(ctx, l, key)
	if err != nil || op != (monitor.Operator{ID: "ana", Name: "Ana Operadora"}) {
		t.Fatalf("right key: %+v %v", op, err)
	}
	tests := []struct {
		name, key string
		want      error
	}{
		{"missing", "", monitor.ErrNoKey},
		{"the shared key of old", "operador-local-2026", monitor.ErrBadKey},
		{"another operator's secret", "ana.x", monitor.ErrBadKey},
		{"a disabled operator's right key", "beto.x", monitor.ErrBadKey},
		{"an unknown operator", "zoe.x", monitor.ErrBadKey},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := s.Authenticate(ctx, l, tt.key); !errors.Is(err, tt.want) {
				t.Errorf("Authenticate(%q) = %v, want %v", tt.key, err, tt.want)
			}
		})
	}
	// ana.x counted against ana; beto.x, zoe.x and the key without an id
	// against the unknown bucket, which is now locked.
	for _, k := range []string{"nadie.y", "otro.z"} {
		if _, err := s.Authenticate(ctx, l, k); !errors.Is(err, monitor.ErrTooManyAttempts) {
			t.Fatalf("unknown ids after 3 wrong keys: %v", err)
		}
	}
	if _, err := s.Authenticate(ctx, l, "caro.x"); err != nil {
		t.Fatalf("another operator is not locked by the unknown bucket: %v", err)
	}
	for i := range 2 {
		if _, err := s.Authenticate(ctx, l, fmt.Sprintf("ana.guess-%d", i)); !errors.Is(err, monitor.ErrBadKey) {
			t.Fatalf("guess %d: %v", i, err)
		}
	}
	if _, err := s.Authenticate(ctx, l, key); !errors.Is(err, monitor.ErrTooManyAttempts) {
		t.Fatalf("ana's right key while locked: %v", err)
	}
	var node map[string]any
	if err := st.Get(ctx, "operatorLockout/ana", &node); err != nil || node["lockedUntil"] != float64(now.Add(time.Minute).UnixMilli()) {
		t.Fatalf("operatorLockout/ana = %v %v", node, err)
	}
	now = now.Add(time.Minute)
	if _, err := s.Authenticate(ctx, l, key); err != nil {
		t.Fatalf("after the window: %v", err)
	}
	if _, err := s.Authenticate(ctx, l, "ana.otra"); !errors.Is(err, monitor.ErrBadKey) {
		t.Fatalf("a wrong key after the window starts over: %v", err)
	}
}

// A record whose hash is not a SHA-256 (hand-written, truncated) matches
// nothing, not even an empty secret.
func TestAuthenticate_BadRecord(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t)
	l := monitor.Lockout{Max: 10, Window: time.Minute}
	_ = st.Set(ctx, "operators/ana", map[string]any{"name": "Ana", "keyHash": "abc"})
	if _, err := s.Authenticate(ctx, l, "ana.abc"); !errors.Is(err, monitor.ErrBadKey) {
		t.Fatalf("bad hash: %v", err)
	}
}

// slowReads is a store whose plain reads of the lockout answer a while
// after the database read them, as a round trip does, so guesses that
// arrive together all read the state from before any of them counted.
type slowReads struct{ *memstore.Store }

func (s slowReads) Get(ctx context.Context, path string, v any) error {
	err := s.Store.Get(ctx, path, v)
	if strings.HasPrefix(path, "operatorLockout/") {
		time.Sleep(20 * time.Millisecond)
	}
	return err
}

// A burst of guesses at once: every one is counted before its key is
// compared, so exactly Max are compared and the rest find the lock (a check
// that reads the lock, compares, then counts lets the whole burst through).
func TestAuthenticate_BurstComparesAtMostMax(t *testing.T) {
	ctx := context.Background()
	_, st := newService(t)
	s := &monitor.Service{Store: slowReads{st}}
	l := monitor.Lockout{Max: 10, Window: time.Minute}
	_ = st.Set(ctx, "operators/ana", monitor.OperatorRecord{Name: "Ana", KeyHash: monitor.HashKey("ana.right")})
	var wg sync.WaitGroup
	var mu sync.Mutex
	got := map[error]int{}
	for i := range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := s.Authenticate(ctx, l, fmt.Sprintf("ana.guess-%d", i))
			mu.Lock()
			got[err]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	if got[monitor.ErrBadKey] != 10 || got[monitor.ErrTooManyAttempts] != 40 {
		t.Fatalf("50 concurrent guesses: %v", got)
	}
}

// A right key is not a failure: nine wrong keys and the right one leave the
// operator free, and the tenth wrong key still locks.
func TestAuthenticate_RightKeyGivesItsCountBack(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t)
	l := monitor.Lockout{Max: 10, Window: time.Minute}
	_ = st.Set(ctx, "operators/ana", monitor.OperatorRecord{Name: "Ana", KeyHash: monitor.HashKey("ana.right")})
	for i := range 9 {
		_, _ = s.Authenticate(ctx, l, fmt.Sprintf("ana.guess-%d", i))
	}
	for range 3 {
		if _, err := s.Authenticate(ctx, l, "ana.right"); err != nil {
			t.Fatalf("right key after nine wrong ones: %v", err)
		}
	}
	if _, err := s.Authenticate(ctx, l, "ana.guess-9"); !errors.Is(err, monitor.ErrBadKey) {
		t.Fatalf("tenth wrong key: %v", err)
	}
	if _, err := s.Authenticate(ctx, l, "ana.right"); !errors.Is(err, monitor.ErrTooManyAttempts) {
		t.Fatalf("right key once locked: %v", err)
	}
}

package monitor

import (
	"context"
	"errors"
	"fmt"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/store"
)

const (
	operatorsPath = "operators"
	lockoutPath   = "operatorLockout"
	// UnknownOperator is the one lockout bucket of every key whose operator
	// id names no enabled operator (the id regexp allows no underscore, so
	// no operator has it).
	UnknownOperator = "_unknown"
)

// Lockout limits wrong operator keys per operator: after Max wrong keys
// within Window the operator is refused for Window, whatever the caller's
// address. Its counters live in the database (operatorLockout/{bucket},
// functions-only), so every instance of the function sees the same count
// and a restart forgets nothing; the bucket is the operator id under
// attack, never anything the caller writes about itself.
type Lockout struct {
	Max    int
	Window time.Duration
	// Clock is the wall clock (the business clock may be moved by tests).
	Clock clock.Clock
}

// lockState is operatorLockout/{bucket}.
type lockState struct {
	Fails       int   `json:"fails"`
	Since       int64 `json:"since"`
	LockedUntil int64 `json:"lockedUntil,omitempty"`
}

// locked reports whether the bucket refuses keys at now (ms).
func (s lockState) locked(now int64) bool { return s.LockedUntil > now }

// fail counts one wrong key at now (ms): a window that has passed, or a
// lock that has expired, starts over; the Max-th wrong key within the
// window locks the bucket for a window.
func (l Lockout) fail(s lockState, now int64) lockState {
	w := l.Window.Milliseconds()
	if now-s.Since >= w || (s.LockedUntil != 0 && s.LockedUntil <= now) {
		s = lockState{Since: now}
	}
	s.Fails++
	if s.Fails >= l.Max && s.LockedUntil <= now {
		s.LockedUntil = now + w
	}
	return s
}

func (l Lockout) now() int64 {
	if l.Clock != nil {
		return l.Clock.Now().UnixMilli()
	}
	return clock.Wall.Now().UnixMilli()
}

// Authenticate returns the operator a key, "{operatorId}.{secret}", names,
// when it is that operator's and neither the operator nor the key's bucket
// is locked out. A wrong key counts against the operator it names, or
// against UnknownOperator when it names none (or a disabled one).
//
// Every attempt is counted before the key is compared, in the same
// transaction that checks the lock, and a right key gives its count back:
// however many guesses arrive at once, on however many instances, no more
// than Max of them are ever compared within a window.
func (s *Service) Authenticate(ctx context.Context, l Lockout, key string) (Operator, error) {
	if key == "" {
		return Operator{}, ErrNoKey
	}
	id, ok := ParseKey(key)
	var rec OperatorRecord
	if ok {
		err := s.Store.Get(ctx, operatorsPath+"/"+id, &rec)
		if errors.Is(err, store.ErrNotFound) || (err == nil && (rec.Disabled || rec.KeyHash == "")) {
			ok = false
		} else if err != nil {
			return Operator{}, fmt.Errorf("monitor: operator %s: %w", id, err)
		}
	}
	bucket := id
	if !ok {
		bucket = UnknownOperator
	}
	taken, err := s.attempt(ctx, bucket, func(st lockState, now int64) (lockState, bool) {
		if st.locked(now) {
			return st, false
		}
		return l.fail(st, now), true
	}, l)
	if err != nil {
		return Operator{}, err
	}
	if !taken {
		return Operator{}, ErrTooManyAttempts
	}
	if !ok || !rec.matches(key) {
		return Operator{}, ErrBadKey
	}
	// The right key: not a failure. Should giving the count back fail, the
	// bucket keeps one count too many until its window passes.
	_, _ = s.attempt(ctx, bucket, func(st lockState, _ int64) (lockState, bool) {
		return l.giveBack(st), true
	}, l)
	return Operator{ID: id, Name: rec.Name}, nil
}

// giveBack undoes the count of an attempt whose key was right: below Max
// failures the bucket is not locked.
func (l Lockout) giveBack(s lockState) lockState {
	if s.Fails > 0 {
		s.Fails--
	}
	if s.Fails < l.Max {
		s.LockedUntil = 0
	}
	return s
}

// attempt runs change on operatorLockout/{bucket} in a transaction, so
// concurrent attempts on any instance all see each other; change reports
// whether to write (false leaves the node as it is).
func (s *Service) attempt(ctx context.Context, bucket string, change func(lockState, int64) (lockState, bool), l Lockout) (bool, error) {
	var wrote bool
	err := s.Store.Transaction(ctx, lockoutPath+"/"+bucket, func(cur any) (any, error) {
		var st lockState
		if cur != nil {
			if err := fromTree(cur, &st); err != nil {
				st = lockState{}
			}
		}
		next, ok := change(st, l.now())
		wrote = ok
		if !ok {
			return nil, store.ErrAbort
		}
		return next, nil
	})
	if err != nil {
		return false, fmt.Errorf("monitor: lockout %s: %w", bucket, err)
	}
	return wrote, nil
}

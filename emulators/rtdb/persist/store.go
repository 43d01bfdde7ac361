package persist

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"syscall"
)

// Options tune a Store; the zero value is ready to use.
type Options struct {
	// SegmentBytes is the size past which the newest log segment is closed
	// and compacted into the snapshot. Default 64 MB.
	SegmentBytes int64
	// Logf reports recoveries (a dropped torn tail) and background
	// compaction failures. Default: discard.
	Logf func(format string, args ...any)
}

// Store is a durable journal of writes in a data directory. It is safe for
// concurrent use.
type Store struct {
	dir  string
	opts Options
	lock *os.File // flock held while open: one process per directory

	mu       sync.Mutex
	cond     *sync.Cond
	buf      []byte // records not yet handed to a flush
	spare    []byte
	seq      uint64 // records appended to buf so far
	durable  uint64 // records known to be on disk
	flushing bool   // a leader is writing; f, seg and segSize are its own
	err      error  // sticky: after a failed write or Close nothing more is accepted

	f       *os.File
	seg     uint64
	segSize int64

	compacting    bool
	compactTarget uint64 // highest closed segment to fold into the snapshot
	compactWG     sync.WaitGroup
}

// Open locks dir (creating it if needed), recovers its data and returns the
// store with the recovered database. Everything recovered is compacted into
// the snapshot before Open returns, so the store starts with an empty log.
func Open(dir string, o Options) (*Store, State, error) {
	if o.SegmentBytes <= 0 {
		o.SegmentBytes = 64 << 20
	}
	if o.Logf == nil {
		o.Logf = func(string, ...any) {}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, fmt.Errorf("cannot create data directory: %w", err)
	}
	lock, err := lockDir(dir)
	if err != nil {
		return nil, nil, err
	}
	s := &Store{dir: dir, opts: o, lock: lock}
	s.cond = sync.NewCond(&s.mu)
	state, last, err := s.recover()
	if err != nil {
		lock.Close()
		return nil, nil, err
	}
	if err := s.openSegment(last + 1); err != nil {
		lock.Close()
		return nil, nil, err
	}
	return s, state, nil
}

func lockDir(dir string) (*os.File, error) {
	f, err := os.OpenFile(filepath.Join(dir, "LOCK"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, fmt.Errorf("cannot lock data directory: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, fmt.Errorf("cannot lock data directory %s (another emulator is using it?): %w", dir, err)
	}
	return f, nil
}

// recover loads the snapshot, replays newer segments (dropping a torn tail
// of the newest), and folds them into a new snapshot. It returns the number
// of the last segment covered.
func (s *Store) recover() (State, uint64, error) {
	state, through, err := readSnapshot(s.dir)
	if err != nil {
		return nil, 0, err
	}
	segs, err := listSegments(s.dir)
	if err != nil {
		return nil, 0, err
	}
	last := through
	var replayed []uint64
	for i, n := range segs {
		if n <= through {
			continue // covered by the snapshot; removed below
		}
		if err := s.replaySegment(state, n, i == len(segs)-1); err != nil {
			return nil, 0, err
		}
		replayed = append(replayed, n)
		last = n
	}
	if len(replayed) > 0 {
		if err := writeSnapshot(s.dir, state, last); err != nil {
			return nil, 0, err
		}
	}
	removeSegments(s.dir, segs, last)
	return state, last, nil
}

// replaySegment applies segment n to state. Only the newest segment may end
// in a torn record, which is dropped and truncated away.
func (s *Store) replaySegment(state State, n uint64, newest bool) error {
	path := segmentPath(s.dir, n)
	b, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("cannot read log: %w", err)
	}
	off, err := replay(state, b)
	if err == nil {
		return nil
	}
	var applyErr *applyError
	if !newest || errors.As(err, &applyErr) {
		return fmt.Errorf("%w: %s at byte %d: %v", ErrCorrupt, filepath.Base(path), off, err)
	}
	s.opts.Logf("persist: dropping %d bytes of unacknowledged torn write at the end of %s (%v)", len(b)-off, filepath.Base(path), err)
	if err := os.Truncate(path, int64(off)); err != nil {
		return fmt.Errorf("cannot truncate torn log: %w", err)
	}
	return nil
}

// applyError marks a record that decoded but could not be applied: never a
// torn write.
type applyError struct{ err error }

func (e *applyError) Error() string { return e.err.Error() }
func (e *applyError) Unwrap() error { return e.err }

// replay applies every record of b and returns the offset after the last
// good one, with the error that stopped it, if any.
func replay(state State, b []byte) (int, error) {
	off := 0
	for off < len(b) {
		r, n, err := DecodeRecord(b[off:])
		if err != nil {
			return off, err
		}
		if err := state.Apply(r); err != nil {
			return off, &applyError{err}
		}
		off += n
	}
	return off, nil
}

func (s *Store) openSegment(n uint64) error {
	f, err := os.OpenFile(segmentPath(s.dir, n), os.O_CREATE|os.O_WRONLY|os.O_APPEND|os.O_TRUNC, 0o644)
	if err != nil {
		return fmt.Errorf("cannot create log segment: %w", err)
	}
	if err := syncDir(s.dir); err != nil {
		f.Close()
		return err
	}
	s.f, s.seg, s.segSize = f, n, 0
	return nil
}

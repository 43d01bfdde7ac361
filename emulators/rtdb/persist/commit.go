package persist

import (
	"errors"
	"fmt"
)

// Record appends one committed write and returns once it is on disk. It
// satisfies the database server's Journal interface.
func (s *Store) Record(ns, kind, path string, value []byte) error {
	wait, err := s.Append(ns, kind, path, value)
	if err != nil {
		return err
	}
	return wait()
}

// Append queues one write in log order and returns without waiting for the
// disk; wait returns once that record (and every one appended before it) is
// on disk. A server that must append under its own lock, to keep the log in
// commit order, can call wait after releasing it, so that concurrent
// writers share one fsync (group commit). Nothing may be acknowledged before
// wait returns nil.
func (s *Store) Append(ns, kind, path string, value []byte) (wait func() error, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return nil, s.err
	}
	buf, err := AppendRecord(s.buf, Record{NS: ns, Kind: kind, Path: path, Value: value})
	if err != nil {
		return nil, err
	}
	s.buf = buf
	s.seq++
	t := s.seq
	return func() error { return s.wait(t) }, nil
}

// wait returns once record t is on disk, flushing it itself if no other
// caller is.
func (s *Store) wait(t uint64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.durable < t {
		if s.err != nil {
			return s.err
		}
		if s.flushing {
			s.cond.Wait()
			continue
		}
		s.flushLocked()
	}
	return nil
}

// flushLocked makes this goroutine the leader: it writes everything buffered
// with one write and one fsync, without holding mu, then wakes the waiters.
func (s *Store) flushLocked() {
	s.flushing = true
	batch, upto := s.buf, s.seq
	s.buf = s.spare[:0]
	s.mu.Unlock()

	err := s.write(batch)

	s.mu.Lock()
	s.spare = batch[:0]
	s.flushing = false
	if err != nil {
		s.err = fmt.Errorf("%w: write failed: %v", ErrClosed, err)
	} else {
		s.durable = upto
	}
	s.cond.Broadcast()
}

// write is called by the leader only.
func (s *Store) write(batch []byte) error {
	if len(batch) > 0 {
		if _, err := s.f.Write(batch); err != nil {
			return err
		}
		if err := s.f.Sync(); err != nil {
			return err
		}
		s.segSize += int64(len(batch))
	}
	if s.segSize < s.opts.SegmentBytes {
		return nil
	}
	old := s.f
	if err := s.openSegment(s.seg + 1); err != nil {
		return err
	}
	if err := old.Close(); err != nil {
		return err
	}
	s.startCompaction(s.seg - 1)
	return nil
}

// Close waits for in-flight writes and compaction and releases the
// directory. Later Record calls return ErrClosed.
func (s *Store) Close() error {
	s.mu.Lock()
	for s.flushing {
		s.cond.Wait()
	}
	already := errors.Is(s.err, ErrClosed) && s.f == nil
	if s.err == nil {
		s.err = ErrClosed
	}
	f := s.f
	s.f = nil
	s.mu.Unlock()
	if already {
		return nil
	}
	s.compactWG.Wait()
	var err error
	if f != nil {
		err = f.Close()
	}
	return errors.Join(err, s.lock.Close())
}

package logsink

import (
	"sync"
	"time"
)

// DefaultCapacity is the ring size New uses for a capacity <= 0.
const DefaultCapacity = 10000

// Sink is a bounded, queryable ring of records, safe for concurrent use.
// Adding never blocks on readers: it takes one short lock.
type Sink struct {
	now func() time.Time

	mu   sync.Mutex
	ring []Record
	next int   // index the next record goes to
	full bool  // the ring has wrapped
	seq  int64 // last sequence number given
}

// New returns an empty sink holding at most capacity records; older ones
// are dropped first.
func New(capacity int) *Sink {
	if capacity <= 0 {
		capacity = DefaultCapacity
	}
	return &Sink{now: time.Now, ring: make([]Record, capacity)}
}

// Add masks r, stamps its sequence number (and time, when zero) and
// stores it. It returns the stored record.
func (s *Sink) Add(r Record) Record {
	r.mask()
	if levelRank(r.Level) < 0 {
		r.Level = NormalizeLevel(r.Level)
	}
	if r.Time.IsZero() {
		r.Time = s.now()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seq++
	r.Seq = s.seq
	s.ring[s.next] = r
	s.next++
	if s.next == len(s.ring) {
		s.next, s.full = 0, true
	}
	return r
}

// Filter selects records; empty fields match everything.
type Filter struct {
	Folio, PromoterID, RequestID, Source string
	// Level is a minimum: "warn" selects warn and error.
	Level string
	// Since selects records with a larger sequence number.
	Since int64
	// Limit caps the answer (newest kept); 0 means no cap.
	Limit int
}

// Query returns the matching records, newest first.
func (s *Sink) Query(f Filter) []Record {
	out, _ := s.query(f)
	return out
}

// query also returns the newest sequence number at the time of the query,
// so a poller asking again with Since = that number misses nothing and
// sees nothing twice.
func (s *Sink) query(f Filter) ([]Record, int64) {
	min := 0
	if f.Level != "" {
		min = levelRank(f.Level)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	n := s.next
	if s.full {
		n = len(s.ring)
	}
	out := []Record{}
	for i := 0; i < n; i++ {
		r := &s.ring[(s.next-1-i+len(s.ring))%len(s.ring)]
		if r.Seq <= f.Since {
			break
		}
		if (f.Folio != "" && r.Folio != f.Folio) || (f.PromoterID != "" && r.PromoterID != f.PromoterID) ||
			(f.RequestID != "" && r.RequestID != f.RequestID) || (f.Source != "" && r.Source != f.Source) ||
			levelRank(r.Level) < min {
			continue
		}
		out = append(out, *r)
		if f.Limit > 0 && len(out) == f.Limit {
			break
		}
	}
	return out, s.seq
}

// Last is the sequence number of the newest record (0 when empty).
func (s *Sink) Last() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seq
}

package monitor

import (
	"strconv"
	"strings"
)

// bucket is a span of entry times on the board, [start, start+width
// minutes): width is a power of two minutes and start a multiple of it, so
// buckets of different widths nest and never straddle.
type bucket struct{ start, width int64 }

const (
	minute = 60_000
	// compactAge: a bucket is merged into its parent once all it holds is
	// older than compactAge of its widths.
	compactAge = 16
	maxWidth   = 1 << 30 // minutes, about two thousand years
)

func bucketOf(at, width int64) bucket {
	span := width * minute
	return bucket{start: at / span * span, width: width}
}

// key is "m" + the start's millisecond for a one-minute bucket (the board's
// keys before buckets widened, and never a bare number: the database reads
// numeric keys as an array), "m<start>_<width in minutes>" for a wider one.
func (b bucket) key() string {
	k := "m" + strconv.FormatInt(b.start, 10)
	if b.width > 1 {
		k += "_" + strconv.FormatInt(b.width, 10)
	}
	return k
}

func parseBucket(k string) (bucket, bool) {
	start, width, wide := strings.Cut(strings.TrimPrefix(k, "m"), "_")
	b := bucket{width: 1}
	var err error
	if b.start, err = strconv.ParseInt(start, 10, 64); err != nil || !strings.HasPrefix(k, "m") {
		return b, false
	}
	if wide {
		if b.width, err = strconv.ParseInt(width, 10, 64); err != nil || b.width < 1 {
			return b, false
		}
	}
	return b, true
}

func (b bucket) end() int64 { return b.start + b.width*minute }

func (b bucket) holds(at int64) bool { return at >= b.start && at < b.end() }

// holder is the bucket of s.Minutes an entry time at is counted in: the
// narrowest one held that holds it, else a new one-minute bucket.
func (s *StatusStats) holder(at int64) bucket {
	for w := int64(1); w <= maxWidth; w *= 2 {
		b := bucketOf(at, w)
		if _, ok := s.Minutes[b.key()]; ok {
			return b
		}
	}
	return bucketOf(at, 1)
}

// Compact merges every bucket whose members are all older, at now, than
// compactAge of its widths into the bucket twice as wide that holds it,
// until none is.
func (s *StatusStats) Compact(now int64) {
	for merged := true; merged; {
		merged = false
		for k, n := range s.Minutes {
			b, ok := parseBucket(k)
			if !ok || b.width >= maxWidth || now-b.end() <= compactAge*b.width*minute {
				continue
			}
			delete(s.Minutes, k)
			s.Minutes[bucketOf(b.start, b.width*2).key()] += n
			merged = true
		}
	}
}

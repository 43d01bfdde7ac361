package rtdb

import (
	"crypto/rand"
	"sync"
	"time"
)

const pushChars = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"

// pushIDs generates ids like the SDK's push(): 8 characters of millisecond
// timestamp, then 12 random characters incremented within one millisecond,
// so ids sort in creation order.
type pushIDs struct {
	mu   sync.Mutex
	last int64
	rnd  [12]byte
}

func (g *pushIDs) next(now time.Time) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	ms := now.UnixMilli()
	if ms == g.last {
		i := 11
		for ; i >= 0 && g.rnd[i] == 63; i-- {
			g.rnd[i] = 0
		}
		if i >= 0 {
			g.rnd[i]++
		}
	} else {
		var b [12]byte
		_, _ = rand.Read(b[:])
		for i := range b {
			g.rnd[i] = b[i] % 64
		}
	}
	g.last = ms
	var out [20]byte
	for i := 7; i >= 0; i-- {
		out[i] = pushChars[ms%64]
		ms /= 64
	}
	for i, r := range g.rnd {
		out[8+i] = pushChars[r]
	}
	return string(out[:])
}

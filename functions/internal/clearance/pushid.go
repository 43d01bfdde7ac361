package clearance

import (
	"crypto/rand"
	"time"
)

const pushChars = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"

// pushID is a database push id for now: eight characters of time, twelve
// random, so folio ids keep sorting by creation as the SPA's push() did.
func pushID(now time.Time) string {
	ms := now.UnixMilli()
	var b [20]byte
	for i := 7; i >= 0; i-- {
		b[i] = pushChars[ms%64]
		ms /= 64
	}
	var r [12]byte
	_, _ = rand.Read(r[:])
	for i, x := range r {
		b[8+i] = pushChars[int(x)%64]
	}
	return string(b[:])
}

func (s *Service) newID(now time.Time) string {
	if s.NewID != nil {
		return s.NewID(now)
	}
	return pushID(now)
}

package wire

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// MaxFrame is the largest chunk either side sends in one WebSocket message.
const MaxFrame = 16384

// Split cuts msg into WebSocket text messages: msg itself when it fits,
// otherwise the chunk count followed by chunks of at most max bytes, each
// cut on a UTF-8 boundary.
func Split(msg []byte, max int) [][]byte {
	if max <= 4 {
		max = MaxFrame
	}
	if len(msg) <= max {
		return [][]byte{msg}
	}
	var chunks [][]byte
	for len(msg) > 0 {
		n := max
		if n >= len(msg) {
			n = len(msg)
		} else {
			for n > 0 && !utf8.RuneStart(msg[n]) {
				n--
			}
			if n == 0 { // not UTF-8 at all: cut anyway rather than loop
				n = max
			}
		}
		chunks = append(chunks, msg[:n])
		msg = msg[n:]
	}
	return append([][]byte{[]byte(strconv.Itoa(len(chunks)))}, chunks...)
}

// Assembler rebuilds client messages from WebSocket text messages.
type Assembler struct {
	// Max is the largest message accepted; 0 means 16 MB plus headroom.
	Max     int
	pending int
	buf     []byte
}

// Feed takes one WebSocket text message. It returns a complete message, or
// nil when more frames are needed or the frame was a keepalive.
func (a *Assembler) Feed(frame []byte) ([]byte, error) {
	max := a.Max
	if max == 0 {
		max = 16<<20 + 1<<20
	}
	if a.pending == 0 {
		if len(frame) <= 6 {
			if n, err := strconv.Atoi(string(frame)); err == nil {
				if n < 0 {
					return nil, fmt.Errorf("%w: negative frame count", ErrMalformed)
				}
				if n > max { // every frame holds at least one byte
					return nil, fmt.Errorf("%w: %d frames", ErrTooLarge, n)
				}
				a.pending = n // 0 is the client's keepalive: nothing pending
				a.buf = a.buf[:0]
				return nil, nil
			}
		}
		if len(frame) > max {
			return nil, fmt.Errorf("%w: %d bytes", ErrTooLarge, len(frame))
		}
		return frame, nil
	}
	if len(a.buf)+len(frame) > max {
		a.pending, a.buf = 0, nil
		return nil, fmt.Errorf("%w: over %d bytes", ErrTooLarge, max)
	}
	a.buf = append(a.buf, frame...)
	a.pending--
	if a.pending > 0 {
		return nil, nil
	}
	out := a.buf
	a.buf = nil
	return out, nil
}

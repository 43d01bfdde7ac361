//go:build linux

package bench

import (
	"encoding/binary"
	"fmt"
)

// WebSocket opcodes (RFC 6455 section 5.2).
const (
	opText  = 0x1
	opClose = 0x8
	opPong  = 0xa
)

// maxMessage bounds one protocol message, so a corrupt length cannot make
// a subscriber buffer without end.
const maxMessage = 64 << 20

// nextFrame parses the server frame at the start of b. n is the bytes it
// takes, 0 when b holds only part of it. Server frames are never masked;
// a protocol v5 server sends whole text messages (it cuts long ones into
// counted messages itself, never into WebSocket fragments), so anything
// else is an error.
func nextFrame(b []byte) (op byte, payload []byte, n int, err error) {
	if len(b) < 2 {
		return 0, nil, 0, nil
	}
	b0, b1 := b[0], b[1]
	op = b0 & 0x0f
	switch {
	case b0&0x70 != 0:
		return 0, nil, 0, fmt.Errorf("%w: reserved bits %#x", ErrFrame, b0)
	case b0&0x80 == 0:
		return 0, nil, 0, fmt.Errorf("%w: fragmented message (opcode %d)", ErrFrame, op)
	case op != opText && op != opClose && op != opPong:
		return 0, nil, 0, fmt.Errorf("%w: opcode %d", ErrFrame, op)
	case b1&0x80 != 0:
		return 0, nil, 0, fmt.Errorf("%w: masked", ErrFrame)
	}
	size, head := uint64(b1&0x7f), 2
	switch size {
	case 126:
		if len(b) < 4 {
			return 0, nil, 0, nil
		}
		size, head = uint64(binary.BigEndian.Uint16(b[2:])), 4
		if size < 126 {
			return 0, nil, 0, fmt.Errorf("%w: length %d not minimally encoded", ErrFrame, size)
		}
	case 127:
		if len(b) < 10 {
			return 0, nil, 0, nil
		}
		size, head = binary.BigEndian.Uint64(b[2:]), 10
		if size <= 0xffff {
			return 0, nil, 0, fmt.Errorf("%w: length %d not minimally encoded", ErrFrame, size)
		}
	}
	switch {
	case op != opText && size > 125:
		return 0, nil, 0, fmt.Errorf("%w: control frame of %d bytes", ErrFrame, size)
	case size > maxMessage:
		return 0, nil, 0, fmt.Errorf("%w: frame of %d bytes", ErrFrame, size)
	}
	end := head + int(size)
	if len(b) < end {
		return 0, nil, 0, nil
	}
	return op, b[head:end], end, nil
}

// stream is the receiving side of one subscriber's connection: the tail
// of a frame that a read cut in two, and a counted message being joined.
type stream struct {
	pend  []byte // an incomplete frame, carried to the next read
	parts int    // chunks still to come of a counted message
	msg   []byte // the counted message so far
}

// feed parses the frames in b (the bytes read after pend, which the
// caller put in front), calls fn with every complete protocol message,
// and keeps the incomplete tail in pend. fn must not keep msg. A close
// frame ends the stream with ErrClosed.
func (s *stream) feed(b []byte, fn func(msg []byte)) error {
	for len(b) > 0 {
		op, p, n, err := nextFrame(b)
		if err != nil {
			return err
		}
		if n == 0 {
			break
		}
		b = b[n:]
		switch op {
		case opClose:
			return fmt.Errorf("%w: close frame %q", ErrClosed, p)
		case opPong:
			continue
		}
		switch {
		case s.parts > 0:
			s.msg = append(s.msg, p...)
			if s.parts--; s.parts == 0 {
				fn(s.msg)
				s.msg = s.msg[:0]
			}
		case isCount(p):
			s.parts = count(p)
		default:
			fn(p)
		}
	}
	s.pend = append(s.pend[:0], b...)
	return nil
}

// isCount reports whether a message is the chunk count that announces a
// long message: a bare number of at most 6 digits (the server never sends
// one otherwise).
func isCount(p []byte) bool {
	if len(p) == 0 || len(p) > 6 {
		return false
	}
	for _, c := range p {
		if c < '0' || c > '9' {
			return false
		}
	}
	return count(p) > 0
}

func count(p []byte) int {
	n := 0
	for _, c := range p {
		n = n*10 + int(c-'0')
	}
	return n
}

// appendClientText appends p as one final text frame masked with key, as
// every client-to-server frame must be.
func appendClientText(b, p []byte, key [4]byte) []byte {
	b = append(b, 0x80|opText)
	switch n := len(p); {
	case n <= 125:
		b = append(b, 0x80|byte(n))
	case n <= 0xffff:
		b = append(b, 0x80|126, byte(n>>8), byte(n))
	default:
		b = append(b, 0x80|127)
		b = binary.BigEndian.AppendUint64(b, uint64(n))
	}
	b = append(b, key[:]...)
	for i, c := range p {
		b = append(b, c^key[i&3])
	}
	return b
}

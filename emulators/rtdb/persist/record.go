package persist

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
)

// Kinds of write, as the server's Journal reports them.
const (
	KindSet    = "set"
	KindUpdate = "update"
)

// headerSize is the length and checksum prefix of every record.
const headerSize = 8

// maxPayload bounds a record so a corrupt length cannot make the decoder
// allocate gigabytes; REST writes are capped at 256 MB by the server.
const maxPayload = 512 << 20

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Record is one committed write.
type Record struct {
	NS    string // namespace
	Kind  string // KindSet or KindUpdate
	Path  string // "/a/b", "/" for the root
	Value []byte // JSON; for KindUpdate an object of relative (possibly deep) paths
}

func kindByte(kind string) (byte, error) {
	switch kind {
	case KindSet:
		return 's', nil
	case KindUpdate:
		return 'u', nil
	}
	return 0, fmt.Errorf("%w: kind %q", ErrMalformed, kind)
}

// AppendRecord appends the framed encoding of r to dst.
func AppendRecord(dst []byte, r Record) ([]byte, error) {
	k, err := kindByte(r.Kind)
	if err != nil {
		return dst, err
	}
	n := 1 + uvarintLen(len(r.NS)) + len(r.NS) + uvarintLen(len(r.Path)) + len(r.Path) + len(r.Value)
	if n > maxPayload {
		return dst, fmt.Errorf("%w: %d bytes", ErrMalformed, n)
	}
	start := len(dst)
	dst = append(dst, make([]byte, headerSize)...)
	dst = append(dst, k)
	dst = binary.AppendUvarint(dst, uint64(len(r.NS)))
	dst = append(dst, r.NS...)
	dst = binary.AppendUvarint(dst, uint64(len(r.Path)))
	dst = append(dst, r.Path...)
	dst = append(dst, r.Value...)
	payload := dst[start+headerSize:]
	binary.LittleEndian.PutUint32(dst[start:], uint32(len(payload)))
	binary.LittleEndian.PutUint32(dst[start+4:], crc32.Checksum(payload, castagnoli))
	return dst, nil
}

func uvarintLen(n int) int {
	var b [binary.MaxVarintLen64]byte
	return binary.PutUvarint(b[:], uint64(n))
}

// DecodeRecord decodes the record at the start of b and returns it with the
// number of bytes it occupies. Value aliases b.
func DecodeRecord(b []byte) (Record, int, error) {
	if len(b) < headerSize {
		return Record{}, 0, ErrShortRecord
	}
	n := binary.LittleEndian.Uint32(b)
	if n > maxPayload {
		return Record{}, 0, fmt.Errorf("%w: length %d", ErrMalformed, n)
	}
	if uint64(len(b)-headerSize) < uint64(n) {
		return Record{}, 0, ErrShortRecord
	}
	payload := b[headerSize : headerSize+int(n)]
	if crc32.Checksum(payload, castagnoli) != binary.LittleEndian.Uint32(b[4:]) {
		return Record{}, 0, ErrChecksum
	}
	r, err := parsePayload(payload)
	if err != nil {
		return Record{}, 0, err
	}
	return r, headerSize + int(n), nil
}

func parsePayload(p []byte) (Record, error) {
	if len(p) == 0 {
		return Record{}, fmt.Errorf("%w: empty payload", ErrMalformed)
	}
	var r Record
	switch p[0] {
	case 's':
		r.Kind = KindSet
	case 'u':
		r.Kind = KindUpdate
	default:
		return Record{}, fmt.Errorf("%w: kind byte %q", ErrMalformed, p[0])
	}
	p = p[1:]
	var err error
	var ns, path []byte
	if ns, p, err = lengthPrefixed(p); err != nil {
		return Record{}, err
	}
	if path, p, err = lengthPrefixed(p); err != nil {
		return Record{}, err
	}
	r.NS, r.Path, r.Value = string(ns), string(path), p
	return r, nil
}

func lengthPrefixed(p []byte) (field, rest []byte, err error) {
	n, k := binary.Uvarint(p)
	if k <= 0 || k != uvarintLen(int(min(n, maxPayload))) || n > uint64(len(p)-k) {
		return nil, nil, fmt.Errorf("%w: bad field length", ErrMalformed)
	}
	return p[k : k+int(n)], p[k+int(n):], nil
}

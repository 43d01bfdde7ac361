package persist

import "errors"

var (
	// ErrShortRecord means the buffer ends inside a record: a torn write when
	// it is at the end of the newest segment.
	ErrShortRecord = errors.New("persist: short record")
	// ErrChecksum means a record's CRC does not match its payload.
	ErrChecksum = errors.New("persist: record checksum mismatch")
	// ErrMalformed means a record's payload cannot be parsed.
	ErrMalformed = errors.New("persist: malformed record")
	// ErrCorrupt means damage where a crash cannot have caused it: in a
	// segment older than the newest one, or an unreadable snapshot.
	ErrCorrupt = errors.New("persist: data directory is corrupt")
	// ErrClosed is returned by Record after Close or after a failed write;
	// once a write fails the store refuses all later writes (fail-stop), so
	// nothing is acknowledged that might not be on disk.
	ErrClosed = errors.New("persist: store is closed")
	// ErrBadPath means a record's path is not a slash-separated RTDB path.
	ErrBadPath = errors.New("persist: bad path")
	// ErrBadValue means a record's value is not valid JSON of the expected shape.
	ErrBadValue = errors.New("persist: bad value")
	// ErrBadExport means an --import directory is not in the Firebase CLI's export layout.
	ErrBadExport = errors.New("persist: not a Firebase emulator export")
)

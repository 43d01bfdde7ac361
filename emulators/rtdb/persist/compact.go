package persist

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

const (
	snapshotName   = "snapshot.json"
	snapshotFormat = "oppnp-rtdb-snapshot"
	segmentPrefix  = "wal-"
	segmentSuffix  = ".log"
)

// snapshotFile is the on-disk snapshot.
type snapshotFile struct {
	Format     string         `json:"format"`
	Version    int            `json:"version"`
	Through    uint64         `json:"through"`
	Namespaces map[string]any `json:"namespaces"`
}

func segmentPath(dir string, n uint64) string {
	return filepath.Join(dir, fmt.Sprintf("%s%016d%s", segmentPrefix, n, segmentSuffix))
}

// listSegments returns the segment numbers in dir, ascending.
func listSegments(dir string) ([]uint64, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("cannot list data directory: %w", err)
	}
	var segs []uint64
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, segmentPrefix) || !strings.HasSuffix(name, segmentSuffix) {
			continue
		}
		n, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimPrefix(name, segmentPrefix), segmentSuffix), 10, 64)
		if err != nil {
			continue
		}
		segs = append(segs, n)
	}
	sort.Slice(segs, func(i, j int) bool { return segs[i] < segs[j] })
	return segs, nil
}

// removeSegments deletes the segments the snapshot covers. A failure only
// leaves a file that the next recovery skips.
func removeSegments(dir string, segs []uint64, through uint64) {
	for _, n := range segs {
		if n <= through {
			_ = os.Remove(segmentPath(dir, n))
		}
	}
}

func readSnapshot(dir string) (State, uint64, error) {
	f, err := os.Open(filepath.Join(dir, snapshotName))
	if errors.Is(err, fs.ErrNotExist) {
		return State{}, 0, nil
	}
	if err != nil {
		return nil, 0, fmt.Errorf("cannot read snapshot: %w", err)
	}
	defer f.Close()
	dec := json.NewDecoder(bufio.NewReader(f))
	dec.UseNumber()
	var snap snapshotFile
	if err := dec.Decode(&snap); err != nil {
		return nil, 0, fmt.Errorf("%w: snapshot: %v", ErrCorrupt, err)
	}
	if snap.Format != snapshotFormat || snap.Version != 1 {
		return nil, 0, fmt.Errorf("%w: snapshot format %q version %d", ErrCorrupt, snap.Format, snap.Version)
	}
	state := State{}
	for ns, v := range snap.Namespaces {
		if v = normalize(v); v != nil {
			state[ns] = v
		}
	}
	return state, snap.Through, nil
}

// writeSnapshot replaces the snapshot atomically: write a temporary file,
// fsync it, rename it over the old one, fsync the directory.
func writeSnapshot(dir string, state State, through uint64) error {
	tmp := filepath.Join(dir, snapshotName+".tmp")
	f, err := os.Create(tmp)
	if err != nil {
		return fmt.Errorf("cannot write snapshot: %w", err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	err = enc.Encode(snapshotFile{Format: snapshotFormat, Version: 1, Through: through, Namespaces: state})
	if err == nil {
		err = w.Flush()
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(dir, snapshotName))
	}
	if err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("cannot write snapshot: %w", err)
	}
	return syncDir(dir)
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("cannot sync data directory: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("cannot sync data directory: %w", err)
	}
	return nil
}

// startCompaction folds the closed segments up to through into the
// snapshot in the background. At most one compaction runs; a rotation that
// finds one running raises its target, and the running one goes round again
// until every closed segment is folded in.
func (s *Store) startCompaction(through uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.compactTarget = max(s.compactTarget, through)
	if s.compacting {
		return
	}
	s.compacting = true
	s.compactWG.Add(1)
	go func() {
		defer s.compactWG.Done()
		done := uint64(0)
		for {
			s.mu.Lock()
			target := s.compactTarget
			if target <= done {
				s.compacting = false
				s.mu.Unlock()
				return
			}
			s.mu.Unlock()
			if err := compact(s.dir, target); err != nil {
				s.opts.Logf("persist: compaction failed (the log is intact, retrying at the next rotation): %v", err)
				s.mu.Lock()
				s.compacting = false
				s.mu.Unlock()
				return
			}
			done = target
		}
	}()
}

// compact rebuilds the snapshot from the old one plus the closed segments
// up to through. Closed segments are complete, so any damage is corruption.
func compact(dir string, through uint64) error {
	state, from, err := readSnapshot(dir)
	if err != nil {
		return err
	}
	segs, err := listSegments(dir)
	if err != nil {
		return err
	}
	for _, n := range segs {
		if n <= from || n > through {
			continue
		}
		b, err := os.ReadFile(segmentPath(dir, n))
		if err != nil {
			return fmt.Errorf("cannot read log: %w", err)
		}
		if off, err := replay(state, b); err != nil {
			return fmt.Errorf("%w: segment %d at byte %d: %v", ErrCorrupt, n, off, err)
		}
	}
	if err := writeSnapshot(dir, state, through); err != nil {
		return err
	}
	removeSegments(dir, segs, through)
	return nil
}

package suite

import (
	"context"
	"errors"
	"fmt"

	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/persist"
)

// databaseExporter is what closing needs from the database server.
type databaseExporter interface {
	Namespaces() []string
	Export(ns string) ([]byte, error)
	Close() error
}

// databasePersistence carries out --data, --import and --export-on-exit for
// the database service.
type databasePersistence struct {
	// initial is the data the server starts with: namespace → JSON.
	initial map[string][]byte
	// pending is the durable watches' outbox recovered from --data (the
	// journal's rtdb.OutboxNamespace), nil without --data.
	pending []byte
	// store is the durable journal under --data, or nil.
	store     *persist.Store
	exportDir string
}

// openDatabasePersistence recovers --data (the durable log wins: an --import
// only seeds an empty data directory, and is journaled so it survives too),
// or reads --import when there is no --data.
func openDatabasePersistence(s *suite) (*databasePersistence, error) {
	o := s.opts
	p := &databasePersistence{initial: map[string][]byte{}, exportDir: o.exportOnExit}
	var imported map[string][]byte
	if o.importDir != "" {
		var err error
		if imported, err = persist.ReadExport(o.importDir); err != nil {
			return nil, fmt.Errorf("cannot import %s: %w", o.importDir, err)
		}
	}
	if o.dataDir == "" {
		p.initial = imported
		return p, nil
	}
	logf := func(format string, args ...any) { s.log.Warn(fmt.Sprintf(format, args...)) }
	store, state, err := persist.Open(o.dataDir, persist.Options{Logf: logf})
	if err != nil {
		return nil, fmt.Errorf("cannot open --data %s: %w", o.dataDir, err)
	}
	if len(state) > 0 && len(imported) > 0 {
		s.log.Warn("ignoring --import: the --data directory already holds data", "data", o.dataDir, "import", o.importDir)
	} else {
		for ns, b := range imported {
			if err := store.Record(ns, persist.KindSet, "/", b); err != nil {
				store.Close()
				return nil, fmt.Errorf("cannot journal the import: %w", err)
			}
			if err := state.Set(ns, b); err != nil {
				store.Close()
				return nil, fmt.Errorf("cannot import %s: %w", ns, err)
			}
		}
	}
	if p.initial, err = state.Export(); err != nil {
		store.Close()
		return nil, err
	}
	p.pending = p.initial[rtdb.OutboxNamespace]
	delete(p.initial, rtdb.OutboxNamespace)
	p.store = store
	return p, nil
}

// journal returns the durable journal, or nil (an untyped nil interface for
// the server) when there is no --data.
func (p *databasePersistence) journal() interface {
	Record(ns, kind, path string, value []byte) error
} {
	if p.store == nil {
		return nil
	}
	return p.store
}

// close stops the server (its closing sessions may still run onDisconnect
// writes, which are journaled), exports on exit, then closes the journal.
// It runs after the HTTP server has stopped accepting requests.
//
// Every acknowledged write is already on disk, so closing the journal only
// waits for a background compaction: past ctx it is left to die with the
// process (the log stays intact; the next start folds it in).
func (p *databasePersistence) close(ctx context.Context, srv databaseExporter) error {
	err := srv.Close()
	if p.exportDir != "" {
		err = errors.Join(err, exportDatabases(srv, p.exportDir))
	}
	if p.store != nil {
		done := make(chan error, 1)
		go func() { done <- p.store.Close() }()
		select {
		case cerr := <-done:
			err = errors.Join(err, cerr)
		case <-ctx.Done():
			err = errors.Join(err, fmt.Errorf("%w: the journal's compaction was still running", ctx.Err()))
		}
	}
	return err
}

func exportDatabases(srv databaseExporter, dir string) error {
	data := map[string][]byte{}
	for _, ns := range srv.Namespaces() {
		b, err := srv.Export(ns)
		if err != nil {
			return fmt.Errorf("cannot export %s: %w", ns, err)
		}
		if string(b) != "null" { // as the CLI, skip namespaces that only exist because something read them
			data[ns] = b
		}
	}
	if err := persist.WriteExport(dir, data); err != nil {
		return fmt.Errorf("cannot export on exit: %w", err)
	}
	return nil
}

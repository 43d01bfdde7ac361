package suite

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"time"

	"oppnp/emulators/rtdb"
)

// buildDatabase starts the Realtime Database emulator with firebase.json's
// rules file, reloading it when it changes.
func (s *suite) buildDatabase(ctx context.Context) (*service, error) {
	rulesPath := s.cfg.resolve(s.cfg.Database.Rules)
	var rules []byte
	if rulesPath != "" {
		b, err := os.ReadFile(rulesPath)
		if err != nil {
			return nil, err
		}
		rules = b
	}
	persisted, err := openDatabasePersistence(s) // --data, --import, --export-on-exit
	if err != nil {
		return nil, err
	}
	srv, err := rtdb.New(rtdb.Options{
		Journal:          persisted.journal(),
		Initial:          persisted.initial,
		Pending:          persisted.pending,
		Rules:            rules,
		DefaultNamespace: s.opts.project + "-default-rtdb",
		Logger:           s.log.With("service", "database"),
		OutboxLimit:      envInt(s.log, OutboxLimitEnv),
	})
	if err != nil {
		return nil, err
	}
	s.database = srv
	if err := s.reserveTriggers(srv); err != nil {
		_ = srv.Close()
		return nil, errors.Join(err, persisted.close(ctx, srv))
	}
	wctx, cancel := context.WithCancel(ctx)
	if rulesPath != "" {
		go watchRules(wctx, s.log, srv, rulesPath, rules)
	}
	// When the suite stops, end streams and held long polls at once, so
	// the HTTP server's graceful shutdown does not wait for them.
	go func() {
		<-wctx.Done()
		_ = srv.Close()
	}()
	return &service{
		name:    "database",
		addr:    s.cfg.Emulators.Database.addr(),
		handler: srv,
		close: func(ctx context.Context) error {
			cancel()
			return persisted.close(ctx, srv)
		},
	}, nil
}

// OutboxLimitEnv bounds the database's trigger outbox (rtdb.Options.OutboxLimit,
// default rtdb.DefaultOutboxLimit): tests lower it to reach the bound.
const OutboxLimitEnv = "OPPNP_DATABASE_OUTBOX_LIMIT"

// watchRules reloads the rules file when its content changes; a document
// that does not compile is logged and the previous rules stay in force.
func watchRules(ctx context.Context, log *slog.Logger, srv *rtdb.Server, path string, last []byte) {
	t := time.NewTicker(500 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		b, err := os.ReadFile(path)
		if err != nil || bytes.Equal(b, last) {
			continue
		}
		last = b
		if err := srv.SetRules(b); err != nil {
			log.Error("database rules not reloaded; previous rules kept", "file", path, "err", err)
			continue
		}
		log.Info("database rules reloaded", "file", path)
	}
}

package suite

import (
	"bytes"
	"context"
	"os"
	"time"

	"oppnp/emulators/rtdb"
)

func init() { builders["database"] = buildDatabase }

// buildDatabase starts the Realtime Database emulator with firebase.json's
// rules file, reloading it when it changes, and publishes the *rtdb.Server
// as "database" for the services started after it.
func buildDatabase(ctx context.Context, env *environment) (*service, error) {
	rulesPath := env.cfg.resolve(env.cfg.Database.Rules)
	var rules []byte
	if rulesPath != "" {
		b, err := os.ReadFile(rulesPath)
		if err != nil {
			return nil, err
		}
		rules = b
	}
	srv, err := rtdb.New(rtdb.Options{
		Rules:            rules,
		DefaultNamespace: env.opts.project + "-default-rtdb",
		Logger:           env.log.With("service", "database"),
	})
	if err != nil {
		return nil, err
	}
	env.hooks.publish("database", srv)
	wctx, cancel := context.WithCancel(ctx)
	if rulesPath != "" {
		go watchRules(wctx, env, srv, rulesPath, rules)
	}
	// When the suite stops, end streams and held long polls at once, so
	// the HTTP server's graceful shutdown does not wait for them.
	go func() {
		<-wctx.Done()
		_ = srv.Close()
	}()
	return &service{
		name:    "database",
		addr:    env.cfg.Emulators.Database.addr(),
		handler: srv,
		close: func(context.Context) error {
			cancel()
			return srv.Close()
		},
	}, nil
}

// watchRules reloads the rules file when its content changes; a document
// that does not compile is logged and the previous rules stay in force.
func watchRules(ctx context.Context, env *environment, srv *rtdb.Server, path string, last []byte) {
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
			env.log.Error("database rules not reloaded; previous rules kept", "file", path, "err", err)
			continue
		}
		env.log.Info("database rules reloaded", "file", path)
	}
}

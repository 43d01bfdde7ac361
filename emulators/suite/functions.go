package suite

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"oppnp/emulators/functionshost"
	"oppnp/emulators/hub"
	"oppnp/emulators/remoteconfig"
	"oppnp/emulators/rtdb"
)

// buildFunctions starts the functions host on functions.source's
// functions.json (ADR 0002). Without a manifest it serves a notice instead
// of failing the suite, so the other emulators still run.
func (s *suite) buildFunctions(context.Context) (*service, error) {
	source := s.cfg.resolve(functionsSource(s.opts.config))
	manifest := filepath.Join(source, "functions.json")
	addr := s.cfg.Emulators.Functions.addr()
	log := s.log.With("service", "functions")
	if _, err := os.Stat(manifest); err != nil {
		log.Warn("no functions manifest; the functions host serves nothing", "manifest", manifest)
		return &service{name: "functions", addr: addr, handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, "No hay funciones: falta "+manifest, http.StatusServiceUnavailable)
		})}, nil
	}
	m, err := functionshost.LoadManifest(manifest)
	if err != nil {
		return nil, err
	}
	root := moduleRoot(source, s.cfg.dir)
	if filepath.IsAbs(m.Main) {
		root = moduleRoot(m.Main, root)
	}
	instance := s.opts.project + "-default-rtdb"
	var changes functionshost.ChangeSource
	if s.database != nil {
		changes = rtdbChanges{s.database}
	}
	h, err := functionshost.Start(functionshost.Options{
		Root: root, Manifest: manifest, Project: s.opts.project, Changes: changes, DefaultInstance: instance,
		Env: func() []string { return s.functionsEnv(instance) }, Log: log,
		MaxConcurrency: envInt(log, MaxConcurrencyEnv), QueueSize: envInt(log, QueueSizeEnv),
		Retry:    functionshost.Retry{Window: envDuration(log, RetryWindowEnv), Max: envDuration(log, RetryMaxEnv)},
		Prebuilt: os.Getenv(PrebuiltEnv),
	})
	if err != nil {
		return nil, err
	}
	s.functions = h
	return &service{name: "functions", addr: addr, handler: h, close: h.Close}, nil
}

// The bounds of CloudEvent delivery per function (functionshost.Options):
// environment variables of the suite, since firebase.json takes no keys
// the Firebase CLI's schema does not know (docs/adr/0010-functions-manifest-and-host.md).
const (
	MaxConcurrencyEnv = "OPPNP_FUNCTIONS_MAX_CONCURRENCY"
	QueueSizeEnv      = "OPPNP_FUNCTIONS_QUEUE_SIZE"
	// RetryWindowEnv and RetryMaxEnv shorten the retry window (24 h) and
	// the longest pause between retries (1 min) of a trigger with retry,
	// for tests (docs/adr/0059-durable-trigger-delivery.md).
	RetryWindowEnv = "OPPNP_FUNCTIONS_RETRY_WINDOW"
	RetryMaxEnv    = "OPPNP_FUNCTIONS_RETRY_MAX"
	// PrebuiltEnv names a directory of binaries built once for a whole
	// test run (functionshost.Options.Prebuilt; `make test` sets it).
	PrebuiltEnv = "OPPNP_PREBUILT"
)

// envDuration reads a positive duration setting ("90s"); unset or invalid
// is 0, the host's default (an invalid value is logged).
func envDuration(log *slog.Logger, name string) time.Duration {
	v := os.Getenv(name)
	if v == "" {
		return 0
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		log.Warn("ignored: not a positive duration", "env", name, "value", v)
		return 0
	}
	return d
}

// envInt reads a positive integer setting; unset or invalid is 0, the
// host's default (an invalid value is logged).
func envInt(log *slog.Logger, name string) int {
	v := os.Getenv(name)
	if v == "" {
		return 0
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		log.Warn("ignored: not a positive integer", "env", name, "value", v)
		return 0
	}
	return n
}

// functionsEnv is what a deployed function finds in its environment,
// pointed at the emulators: called once the binary is built, it waits
// briefly for services that start after the functions host (hosting).
func (s *suite) functionsEnv(instance string) []string {
	wait := func(service string) string {
		if !slices.Contains(s.opts.only, service) {
			return ""
		}
		for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			if a := s.addrs.get(service); a != "" {
				return a
			}
		}
		s.log.Warn("service address not known to the functions", "service", service)
		return ""
	}
	cfg, _ := json.Marshal(map[string]string{"projectId": s.opts.project, "databaseURL": "https://" + instance + ".firebaseio.com"})
	out := []string{"FIREBASE_CONFIG=" + string(cfg)}
	if a := s.addrs.get(hub.Name); a != "" {
		// The hub starts before every service, so its address is known.
		out = append(out, hub.EnvVar+"="+a)
	}
	if a := wait("database"); a != "" {
		// admin-go only accepts a host name here (an IP fails, upstream #574).
		_, port, _ := net.SplitHostPort(a)
		out = append(out, fmt.Sprintf("FIREBASE_DATABASE_EMULATOR_HOST=localhost:%s?ns=%s", port, instance))
	}
	if a := wait("auth"); a != "" {
		out = append(out, "FIREBASE_AUTH_EMULATOR_HOST="+a)
	}
	if a := wait("gateway"); a != "" {
		// OPPNP_CLOCK=gateway: the functions follow the simulator's settable
		// clock (/__admin/clock), so the SIPRE hours are testable end to end.
		out = append(out, "GATEWAY_URL=http://"+a, "OPPNP_CLOCK=gateway")
	}
	if a := wait("hosting"); a != "" {
		out = append(out, "REMOTE_CONFIG_URL=http://"+a+remoteconfig.Prefix+"template")
	}
	return out
}

// functionsSource reads firebase.json's functions.source (an object, or
// the first entry of the multi-codebase array); "functions" by default, as
// the Firebase CLI.
func functionsSource(configPath string) string {
	b, err := os.ReadFile(configPath)
	if err != nil {
		return "functions"
	}
	var top struct {
		Functions json.RawMessage `json:"functions"`
	}
	if json.Unmarshal(b, &top) != nil || len(top.Functions) == 0 {
		return "functions"
	}
	type block struct {
		Source string `json:"source"`
	}
	var one block
	if json.Unmarshal(top.Functions, &one) == nil && one.Source != "" {
		return one.Source
	}
	var many []block
	if json.Unmarshal(top.Functions, &many) == nil {
		for _, b := range many {
			if b.Source != "" {
				return b.Source
			}
		}
	}
	return "functions"
}

// moduleRoot is the nearest directory at or above start holding go.mod.
func moduleRoot(start, fallback string) string {
	for dir := filepath.Clean(start); ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		if filepath.Dir(dir) == dir {
			return fallback
		}
	}
}

// reserveTriggers makes the durable watch of every database trigger in
// the functions manifest exist before the database listens: a write the
// database acknowledges before the functions host has subscribed is
// journaled in the outbox too, and the host's subscription takes it
// (docs/adr/0059-durable-trigger-delivery.md). It reads the manifest as
// buildFunctions does; without the functions service or a manifest there
// is nothing to reserve.
func (s *suite) reserveTriggers(db *rtdb.Server) error {
	if !slices.Contains(s.opts.only, "functions") {
		return nil
	}
	manifest := filepath.Join(s.cfg.resolve(functionsSource(s.opts.config)), "functions.json")
	if _, err := os.Stat(manifest); err != nil {
		return nil
	}
	m, err := functionshost.LoadManifest(manifest)
	if err != nil {
		return err
	}
	for _, w := range m.DatabaseWatches(s.opts.project + "-default-rtdb") {
		db.ReserveDurable(w.Name, w.Namespace, w.Pattern)
	}
	return nil
}

// rtdbChanges adapts the database's change feed to the functions host.
type rtdbChanges struct{ s *rtdb.Server }

func (a rtdbChanges) Watch(name, ns, pattern string, fn func(functionshost.Change)) func() {
	return a.s.WatchDurable(name, ns, pattern, func(c rtdb.Change) {
		fn(functionshost.Change{Namespace: c.Namespace, Ref: c.Ref, Params: c.Params, Before: c.Before, After: c.After, Time: c.Time,
			AuthType: c.AuthType, AuthID: c.AuthID, ID: c.ID, Done: c.Done})
	})
}

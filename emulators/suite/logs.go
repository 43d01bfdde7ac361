package suite

import (
	"context"
	"log/slog"

	"oppnp/emulators/logsink"
)

// The console's log sink receives every record the services write to the
// suite's logger (the gateway's request log, the database's denials, the
// functions' JSON lines through the functions host) as well as the SPA's
// records POSTed to the console.
//
// The sink must exist before the first service starts, but the suite's
// logger is created in Main; so every builder registered before this
// file's init (Go runs a package's init functions in file-name order, and
// the database's, which starts first, lives in database.go) is wrapped to
// install the tee first; every builder that runs after the first one then
// receives the teed env.log. The ui package's TestSuite_Console and
// TestChain_SPAAndGateway prove the wiring: they find the gateway's and the
// database's records in the console. (The one-line alternative, teeing in
// Main where the logger is made, is in suite.go, which this branch does
// not own.)
func init() {
	for name, build := range builders {
		builders[name] = withSink(build)
	}
}

// withSink installs the sink before build runs.
func withSink(build func(context.Context, *environment) (*service, error)) func(context.Context, *environment) (*service, error) {
	return func(ctx context.Context, env *environment) (*service, error) {
		sinkOf(env)
		return build(ctx, env)
	}
}

// sinkOf returns the suite's log sink, creating it and teeing env.log into
// it on first use. Builders run one after another, so no lock is needed
// beyond the hooks' own.
func sinkOf(env *environment) *logsink.Sink {
	if s, ok := env.hooks.lookup("logsink").(*logsink.Sink); ok {
		return s
	}
	s := logsink.New(logsink.DefaultCapacity)
	env.hooks.publish("logsink", s)
	env.log = slog.New(logsink.Tee(env.log.Handler(), s))
	return s
}

package suite

import (
	"context"
	"log/slog"
)

// allServices lists the services in start order: the database first, since
// the functions host subscribes to its writes, hosting last, since it proxies
// to functions.
var allServices = []string{"database", "auth", "gateway", "functions", "hosting", "ui"}

// environment is what a service builder may read.
type environment struct {
	opts  *options
	cfg   *firebaseConfig
	log   *slog.Logger
	hooks *hooks
}

// hooks connect services that start independently.
type hooks struct{}

// builders construct each service. A service without a builder yet is
// refused at start with ErrUnknownService rather than silently skipped.
var builders = map[string]func(context.Context, *environment) (*service, error){}

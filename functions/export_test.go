package functions

import (
	"context"
	"net/http"
	"time"
)

// NewAPIForTest builds the api function in the test's process, as the
// functions host builds it from the same environment, for the races a
// test must place exactly: beforeLinkWrite runs when a link run has read
// the folio's link and not yet written its own (the trigger reads the
// link's lifetime in between).
func NewAPIForTest(ctx context.Context, beforeLinkWrite func(ctx context.Context)) (http.Handler, error) {
	a, err := newApp(ctx)
	if err != nil {
		return nil, err
	}
	ttl := a.trigger.LinkTTL
	a.trigger.LinkTTL = func(ctx context.Context) time.Duration {
		beforeLinkWrite(ctx)
		return ttl(ctx)
	}
	return a.router, nil
}

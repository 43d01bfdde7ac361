package functionshost

import (
	"fmt"
	"net/http"
	"time"

	"oppnp/emulators/panics"
)

// eventTimeout bounds one CloudEvent delivery, as a gen2 function's
// maximum request timeout does.
const eventTimeout = 10 * time.Minute

// subscribe watches the database for every event-triggered endpoint, each
// through its own pool (pool.go).
func (h *Host) subscribe() {
	for _, dw := range h.manifest.DatabaseWatches(h.opts.DefaultInstance) {
		ep := h.manifest.Endpoints[dw.Name]
		t, ns, pattern := ep.EventTrigger, dw.Namespace, dw.Pattern
		pl := newPool(h.opts.MaxConcurrency, h.opts.QueueSize)
		pl.start(&h.wg)
		h.pools = append(h.pools, pl)
		// The feed calls this on its reader goroutine, one change at a
		// time: a full pool holds the reader here (back-pressure), and the
		// feed's own queue, not the database's writers, takes the wait.
		// A change is done once delivered or given up on; one the host
		// stopped with (queued, in flight or between retries) is not, so
		// the next host on the same data delivers it.
		stop := h.opts.Changes.Watch(ep.ID, ns, pattern, func(c Change) {
			kind := matchingKind(c, t.EventType)
			if kind == "" {
				done(c)
				return
			}
			pl.putAttempts(c.Ref, h.delivery(ep, kind, c))
		})
		h.stops = append(h.stops, stop)
		h.opts.Log.Info("database trigger", "function", ep.ID, "instance", ns, "ref", pattern, "event", t.EventType,
			"maxConcurrency", pl.workers, "queueSize", pl.capacity)
	}
}

// matchingKind is the event type of c that a trigger on eventType
// receives, or "".
func matchingKind(c Change, eventType string) string {
	for _, kind := range eventKinds(c) {
		if kind == eventType {
			return kind
		}
	}
	return ""
}

func done(c Change) {
	if c.Done != nil {
		c.Done()
	}
}

// delivery posts one event, retrying with backoff (Options.Retry) when
// the trigger asks for retries: each attempt returns the next one and its
// pause, and the pool runs no attempt during the pause (pool.go). The
// change is done once the event needs nothing more: delivered, or dropped
// (no retry, the retry window is over, or it cannot be encoded); not when
// the host stopped first or an attempt panicked.
func (h *Host) delivery(ep *Endpoint, kind string, c Change) attempt {
	retry := Retry{Attempts: 1}
	if ep.EventTrigger.Retry {
		retry = h.opts.Retry
	}
	var body []byte
	var start time.Time
	try := 0
	var next attempt
	next = func() (attempt, time.Duration) {
		if try == 0 {
			var err error
			if body, err = cloudEvent(kind, ep.Region[0], c); err != nil {
				h.opts.Log.Error("event not encodable", "function", ep.ID, "ref", c.Ref, "err", err)
				done(c)
				return nil, 0
			}
			start = time.Now()
		}
		try++
		var pause time.Duration
		again, settled := false, false
		// A panicking delivery loses that event until a restart, not the suite.
		panics.Recover(h.opts.Log, "event delivery", func() {
			settled, pause = h.attempt(ep, kind, c, body, retry, try, start)
			again = pause > 0
		}, "function", ep.ID, "ref", c.Ref)
		switch {
		case again:
			return next, pause
		case settled:
			done(c)
		}
		return nil, 0
	}
	return next
}

// attempt posts the event once. settled is true once it needs nothing
// more (delivered, or dropped by the retry policy); a pause > 0 asks for
// another try after it; neither, when the host stopped.
func (h *Host) attempt(ep *Endpoint, kind string, c Change, body []byte, retry Retry, try int, start time.Time) (settled bool, pause time.Duration) {
	err := h.deliverOnce(h.procs[ep.ID], body)
	if err == nil {
		return true, 0
	}
	if h.ctx.Err() != nil {
		return false, 0
	}
	pause, ok := retry.pause(try, time.Since(start))
	if !ok {
		h.opts.Log.Error("event dropped", "function", ep.ID, "type", kind, "ref", c.Ref, "id", c.ID, "attempts", try,
			"err", fmt.Errorf("%w: %v", ErrDelivery, err))
		return true, 0
	}
	h.opts.Log.Warn("event failed; retrying", "function", ep.ID, "type", kind, "ref", c.Ref, "attempt", try, "retryIn", pause, "err", err)
	return false, max(pause, time.Nanosecond)
}

func (h *Host) deliverOnce(p *process, body []byte) error {
	addr, transport, err := p.await(h.ctx)
	if err != nil {
		return err
	}
	return post(h.ctx, &http.Client{Transport: transport, Timeout: eventTimeout}, addr, body)
}

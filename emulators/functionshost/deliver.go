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
			pl.put(c.Ref, func() {
				settled := false
				// A panicking delivery loses that event until a restart, not the suite.
				panics.Recover(h.opts.Log, "event delivery", func() { settled = h.deliver(ep, kind, c) }, "function", ep.ID, "ref", c.Ref)
				if settled {
					done(c)
				}
			})
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

// deliver posts one event, retrying with backoff (Options.Retry) when the
// trigger asks for retries. settled is true once the event needs nothing
// more: delivered, or dropped (no retry, the retry window is over, or it
// cannot be encoded); false when the host stopped first.
func (h *Host) deliver(ep *Endpoint, kind string, c Change) (settled bool) {
	location := ep.Region[0]
	body, err := cloudEvent(kind, location, c)
	if err != nil {
		h.opts.Log.Error("event not encodable", "function", ep.ID, "ref", c.Ref, "err", err)
		return true
	}
	p := h.procs[ep.ID]
	retry := Retry{Attempts: 1}
	if ep.EventTrigger.Retry {
		retry = h.opts.Retry
	}
	start := time.Now()
	for try := 1; ; try++ {
		err := h.deliverOnce(p, body)
		if err == nil {
			return true
		}
		if h.ctx.Err() != nil {
			return false
		}
		pause, ok := retry.pause(try, time.Since(start))
		if !ok {
			h.opts.Log.Error("event dropped", "function", ep.ID, "type", kind, "ref", c.Ref, "id", c.ID, "attempts", try,
				"err", fmt.Errorf("%w: %v", ErrDelivery, err))
			return true
		}
		h.opts.Log.Warn("event failed; retrying", "function", ep.ID, "type", kind, "ref", c.Ref, "attempt", try, "retryIn", pause, "err", err)
		select {
		case <-h.ctx.Done():
			return false
		case <-time.After(pause):
		}
	}
}

func (h *Host) deliverOnce(p *process, body []byte) error {
	addr, transport, err := p.await(h.ctx)
	if err != nil {
		return err
	}
	return post(h.ctx, &http.Client{Transport: transport, Timeout: eventTimeout}, addr, body)
}

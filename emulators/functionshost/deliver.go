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
	for _, ep := range h.manifest.Sorted() {
		t := ep.EventTrigger
		if t == nil {
			continue
		}
		pattern, _ := watchPattern(t.EventFilterPathPatterns["ref"]) // checked by LoadManifest
		ns := t.instance(h.opts.DefaultInstance)
		ep := ep
		pl := newPool(h.opts.MaxConcurrency, h.opts.QueueSize)
		pl.start(&h.wg)
		h.pools = append(h.pools, pl)
		// The feed calls this on its reader goroutine, one change at a
		// time: a full pool holds the reader here (back-pressure), and the
		// feed's own queue, not the database's writers, takes the wait.
		stop := h.opts.Changes.Watch(ns, pattern, func(c Change) {
			for _, kind := range eventKinds(c) {
				if kind == t.EventType {
					pl.put(c.Ref, func() {
						// A panicking delivery loses that event, not the suite.
						panics.Recover(h.opts.Log, "event delivery", func() { h.deliver(ep, kind, c) }, "function", ep.ID, "ref", c.Ref)
					})
				}
			}
		})
		h.stops = append(h.stops, stop)
		h.opts.Log.Info("database trigger", "function", ep.ID, "instance", ns, "ref", pattern, "event", t.EventType,
			"maxConcurrency", pl.workers, "queueSize", pl.capacity)
	}
}

// deliver posts one event, retrying with backoff when the trigger asks
// for retries.
func (h *Host) deliver(ep *Endpoint, kind string, c Change) {
	location := ep.Region[0]
	body, err := cloudEvent(kind, location, c)
	if err != nil {
		h.opts.Log.Error("event not encodable", "function", ep.ID, "ref", c.Ref, "err", err)
		return
	}
	p := h.procs[ep.ID]
	attempts := 1
	if ep.EventTrigger.Retry {
		attempts = h.opts.Retry.Attempts
	}
	pause := h.opts.Retry.Initial
	for try := 1; ; try++ {
		err := h.deliverOnce(p, body)
		if err == nil {
			return
		}
		if try >= attempts || h.ctx.Err() != nil {
			h.opts.Log.Error("event dropped", "function", ep.ID, "type", kind, "ref", c.Ref, "attempts", try,
				"err", fmt.Errorf("%w: %v", ErrDelivery, err))
			return
		}
		h.opts.Log.Warn("event failed; retrying", "function", ep.ID, "type", kind, "ref", c.Ref, "attempt", try, "retryIn", pause, "err", err)
		select {
		case <-h.ctx.Done():
			return
		case <-time.After(pause):
		}
		pause = min(2*pause, h.opts.Retry.Max)
	}
}

func (h *Host) deliverOnce(p *process, body []byte) error {
	addr, transport, err := p.await(h.ctx)
	if err != nil {
		return err
	}
	return post(h.ctx, &http.Client{Transport: transport, Timeout: eventTimeout}, addr, body)
}

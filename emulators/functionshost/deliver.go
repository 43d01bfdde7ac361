package functionshost

import (
	"fmt"
	"net/http"
	"time"
)

// eventTimeout bounds one CloudEvent delivery, as a gen2 function's
// maximum request timeout does.
const eventTimeout = 10 * time.Minute

// subscribe watches the database for every event-triggered endpoint.
func (h *Host) subscribe() {
	for _, ep := range h.manifest.Sorted() {
		t := ep.EventTrigger
		if t == nil {
			continue
		}
		pattern, _ := watchPattern(t.EventFilterPathPatterns["ref"]) // checked by LoadManifest
		ns := t.instance(h.opts.DefaultInstance)
		ep := ep
		stop := h.opts.Changes.Watch(ns, pattern, func(c Change) {
			for _, kind := range eventKinds(c) {
				if kind == t.EventType {
					h.enqueue(ep, kind, c)
				}
			}
		})
		h.stops = append(h.stops, stop)
		h.opts.Log.Info("database trigger", "function", ep.ID, "instance", ns, "ref", pattern, "event", t.EventType)
	}
}

// enqueue delivers events of one endpoint and ref one after another, in
// the order the database committed them; other refs proceed in parallel.
func (h *Host) enqueue(ep *Endpoint, kind string, c Change) {
	key := ep.ID + "\x00" + c.Ref
	job := func() { h.deliver(ep, kind, c) }
	h.qmu.Lock()
	if h.ctx.Err() != nil {
		h.qmu.Unlock()
		return
	}
	q, running := h.queues[key]
	h.queues[key] = append(q, job)
	h.qmu.Unlock()
	if running {
		return
	}
	h.wg.Add(1)
	go func() {
		defer h.wg.Done()
		for {
			h.qmu.Lock()
			q := h.queues[key]
			if len(q) == 0 || h.ctx.Err() != nil {
				delete(h.queues, key)
				h.qmu.Unlock()
				return
			}
			next := q[0]
			h.queues[key] = q[1:]
			h.qmu.Unlock()
			next()
		}
	}()
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

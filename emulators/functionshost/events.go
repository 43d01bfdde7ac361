package functionshost

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"time"
)

// Change is one database location whose value a write changed.
type Change struct {
	Namespace string
	// Ref is the concrete location that matched the pattern, no leading
	// slash.
	Ref    string
	Params map[string]string
	// Before and After are the plain JSON values (nil when absent).
	Before, After any
	Time          time.Time
	// AuthType is app_user, admin, unauthenticated or "" (unknown);
	// AuthID is the uid for app_user.
	AuthType, AuthID string
	// ID, when set, is the change's id in the source's outbox: the same on
	// every delivery of the change, it is the CloudEvent's id.
	ID string
	// Done, when set, tells the source the change needs no more delivery
	// (delivered, or given up after the retry window). A change never done
	// is delivered again by the next host on the same data.
	Done func()
}

// ChangeSource is the database's change feed (rtdb.Server.WatchDurable
// adapted).
type ChangeSource interface {
	// Watch calls fn for every change of a location matching pattern
	// ("requests/{requestId}") in namespace ns, in commit order, until
	// stop is called. name is the subscriber (the endpoint id), stable
	// across restarts: a durable source keeps each change until it is
	// done and hands the ones not done to the next subscriber of that name.
	Watch(name, ns, pattern string, fn func(Change)) (stop func())
}

// eventKinds are the event types a change yields: always written, plus
// created, updated or deleted.
func eventKinds(c Change) []string {
	switch {
	case c.Before == nil && c.After != nil:
		return []string{EventWritten, EventCreated}
	case c.Before != nil && c.After == nil:
		return []string{EventWritten, EventDeleted}
	default:
		return []string{EventWritten, EventUpdated}
	}
}

// eventDataType is the @type of the payload, as in production.
const eventDataType = "type.googleapis.com/google.events.firebase.database.v1.ReferenceEventData"

// cloudEvent builds the structured-mode gen2 event for one change.
func cloudEvent(eventType, location string, c Change) ([]byte, error) {
	authType := c.AuthType
	if authType == "" {
		authType = "unknown"
	}
	id := c.ID
	if id == "" {
		id = newEventID()
	}
	ev := map[string]any{
		"specversion":          "1.0",
		"id":                   id,
		"time":                 c.Time.UTC().Format("2006-01-02T15:04:05.000Z"),
		"type":                 eventType,
		"source":               "//firebasedatabase.googleapis.com/projects/_/locations/" + location + "/instances/" + c.Namespace,
		"subject":              "refs/" + c.Ref,
		"datacontenttype":      "application/json",
		"ref":                  c.Ref,
		"instance":             c.Namespace,
		"location":             location,
		"firebasedatabasehost": databaseHost(location),
		"authtype":             authType,
		"data": map[string]any{
			"@type": eventDataType,
			"data":  c.Before,
			"delta": delta(c.Before, c.After),
		},
	}
	if c.AuthID != "" {
		ev["authid"] = c.AuthID
	}
	return json.Marshal(ev)
}

// databaseHost is the domain firebase-functions rebuilds URLs from:
// firebaseio.com for us-central1, <region>.firebasedatabase.app otherwise.
func databaseHost(location string) string {
	if location == "" || location == "us-central1" {
		return "firebaseio.com"
	}
	return location + ".firebasedatabase.app"
}

// delta is the change firebase-functions merges into before to get after:
// the children that changed, with an explicit null for every key that
// disappeared, so that a replaced object does not keep stale children.
// Unchanged children are left out, as in production's delta of an update:
// a write of one small child of a large object is delivered small.
func delta(before, after any) any {
	if after == nil {
		return nil
	}
	b, bok := before.(map[string]any)
	a, aok := after.(map[string]any)
	if !bok || !aok {
		return after
	}
	out := make(map[string]any, len(a))
	for k, av := range a {
		if bv, ok := b[k]; ok {
			if reflect.DeepEqual(bv, av) {
				continue
			}
			out[k] = delta(bv, av)
			continue
		}
		out[k] = av
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			out[k] = nil
		}
	}
	return out
}

func newEventID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// Retry bounds redelivery of a failed event of a trigger with "retry":
// true, as Eventarc's retry policy does (docs/adr/0059-durable-trigger-delivery.md).
type Retry struct {
	// Window is how long an event is retried, from its first attempt in
	// this host (24 h when zero).
	Window time.Duration
	// Attempts, when positive, also bounds the tries.
	Attempts int
	// Initial is the first pause (200 ms when zero); it doubles up to Max
	// (60 s when zero).
	Initial, Max time.Duration
}

func (r Retry) withDefaults() Retry {
	if r.Window <= 0 {
		r.Window = 24 * time.Hour
	}
	if r.Initial <= 0 {
		r.Initial = 200 * time.Millisecond
	}
	if r.Max <= 0 {
		r.Max = time.Minute
	}
	return r
}

// pause is the wait before retry number try (1 = the first retry), after
// elapsed since the first attempt; ok is false when the policy gives up
// instead: the pauses double from Initial up to Max, and end when the
// next one would go past Window or Attempts tries were made.
func (r Retry) pause(try int, elapsed time.Duration) (d time.Duration, ok bool) {
	if r.Attempts > 0 && try >= r.Attempts {
		return 0, false
	}
	d = r.Initial
	for i := 1; i < try && d < r.Max; i++ {
		d *= 2
	}
	d = min(d, r.Max)
	return d, elapsed+d <= r.Window
}

// post sends one structured CloudEvent to a function process.
func post(ctx context.Context, client *http.Client, addr string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://"+addr+"/", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/cloudevents+json; charset=utf-8")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	msg, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("HTTP %d: %s", resp.StatusCode, bytes.TrimSpace(msg))
	}
	return nil
}

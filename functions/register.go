package functions

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	ff "github.com/GoogleCloudPlatform/functions-framework-go/functions"
	"github.com/cloudevents/sdk-go/v2/event"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/trigger"
)

func init() {
	ff.HTTP("api", API)
	// Not ff.CloudEvent: its receive handler can hold an event back until
	// the next one arrives (cloudEventHandler says why).
	ff.HTTP("onRequestWritten", cloudEventHandler(OnRequestWritten))
}

// API is the HTTP function behind the Hosting rewrite /api/**.
func API(w http.ResponseWriter, r *http.Request) {
	a, err := getApp(r.Context())
	if err != nil {
		httpx.WriteError(w, fmt.Errorf("functions: init: %w", err))
		return
	}
	a.router.ServeHTTP(w, r)
}

// OnRequestWritten is the google.firebase.database.ref.v1.written trigger
// on requests/{requestId}. An error makes the platform redeliver the event.
func OnRequestWritten(ctx context.Context, e event.Event) error {
	a, err := getApp(ctx)
	if err != nil {
		return err
	}
	ref, _ := e.Extensions()["ref"].(string)
	if ref == "" {
		ref = strings.TrimPrefix(e.Subject(), "refs/")
	}
	parts := strings.Split(strings.Trim(ref, "/"), "/")
	if len(parts) != 2 || parts[0] != "requests" {
		return fmt.Errorf("%w: ref %q", trigger.ErrBadEvent, ref)
	}
	var payload struct {
		Data  json.RawMessage `json:"data"`
		Delta json.RawMessage `json:"delta"`
	}
	if err := json.Unmarshal(e.Data(), &payload); err != nil {
		return fmt.Errorf("%w: %v", trigger.ErrBadEvent, err)
	}
	var before, delta any
	if len(payload.Delta) > 0 {
		_ = json.Unmarshal(payload.Delta, &delta)
	}
	authType := extension(e, "authtype")
	hadBefore := len(payload.Data) > 0 && string(payload.Data) != "null"
	if trigger.KeysOnlyDelta(authType, hadBefore, delta) {
		return nil // the list keys' own echo: nothing to record or run
	}
	if hadBefore {
		_ = json.Unmarshal(payload.Data, &before)
	}
	after := trigger.ApplyChange(before, delta)
	ev := trigger.Event{ID: e.ID(), Time: e.Time(), RequestID: parts[1],
		AuthType: authType, AuthID: extension(e, "authid")}
	ev.BeforeTree, _ = before.(map[string]any)
	ev.AfterTree, _ = after.(map[string]any)
	ev.Before = a.decodeFolio(ctx, ev, ev.BeforeTree, payload.Data)
	if hadBefore {
		ev.After = a.decodeFolio(ctx, ev, ev.AfterTree, nil)
	} else {
		// Nothing before: the folio after is the delta as sent (an import
		// creates every folio so), decoded from it instead of encoded anew.
		ev.After = a.decodeFolio(ctx, ev, ev.AfterTree, payload.Delta)
	}
	err = a.trigger.Handle(ctx, ev)
	if err != nil {
		a.log.ErrorContext(ctx, "request trigger failed", "event", e.ID(), "ref", ref, "error", err.Error())
	}
	return err
}

// decodeFolio reads one side of the write in the contract's types. A folio
// that does not fit them is still handled, as far as it fits: the trail
// must record every write, and a redelivery would not make it fit.
func (a *app) decodeFolio(ctx context.Context, ev trigger.Event, tree map[string]any, raw json.RawMessage) *folio.Folio {
	if tree == nil {
		return nil
	}
	var f *folio.Folio
	var err error
	if len(raw) > 0 {
		f, err = folio.Decode(raw) // the same JSON the tree was decoded from
	} else {
		f, err = folio.FromTree(tree)
	}
	if err != nil {
		a.log.WarnContext(ctx, "folio off the contract", "event", ev.ID, "requestId", ev.RequestID, "error", err.Error())
	}
	return f
}

// extension reads a string CloudEvent extension ("" when absent).
func extension(e event.Event, name string) string {
	v, ok := e.Extensions()[name]
	if !ok || v == nil {
		return ""
	}
	if s, ok := v.(string); ok {
		return s
	}
	return fmt.Sprint(v)
}

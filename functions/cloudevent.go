package functions

import (
	"context"
	"net/http"

	"github.com/cloudevents/sdk-go/v2/event"
	cehttp "github.com/cloudevents/sdk-go/v2/protocol/http"
)

// cloudEventHandler serves a CloudEvent function as a plain HTTP handler:
// it decodes the event (structured or binary mode) and runs fn in the
// request's own goroutine, answering 200 when fn succeeds (as the
// framework's route did) and 500 when it fails (the platform then retries
// the event).
//
// functions-framework-go's own CloudEvent route (ff.CloudEvent) goes
// through the CloudEvents SDK's receive handler, which hands each request
// over on one unbuffered channel shared by the process to a consumer
// goroutine of whichever request takes it. A consumer whose own request
// ended before it took a message gives up, and from then on each event
// waits for the next request's consumer: an event is held back until the
// next event arrives, however long that is. Running fn inline leaves no
// hand-off to lose.
func cloudEventHandler(fn func(context.Context, event.Event) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			http.Error(w, "POST a CloudEvent", http.StatusMethodNotAllowed)
			return
		}
		ev, err := cehttp.NewEventFromHTTPRequest(r)
		if err == nil {
			err = ev.Validate()
		}
		if err != nil {
			http.Error(w, "not a CloudEvent: "+err.Error(), http.StatusBadRequest)
			return
		}
		if err := fn(r.Context(), *ev); err != nil {
			http.Error(w, "Function error: "+err.Error(), http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusOK)
	}
}

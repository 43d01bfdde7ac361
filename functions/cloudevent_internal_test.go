package functions

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/cloudevents/sdk-go/v2/event"
)

const structuredEvent = `{"specversion":"1.0","id":"ev-1","type":"google.firebase.database.ref.v1.written",` +
	`"source":"//firebasedatabase.googleapis.com/projects/_/locations/us-central1/instances/i","ref":"requests/R-1",` +
	`"datacontenttype":"application/json","data":{"data":null,"delta":{"status":"documents"}}}`

func TestCloudEventHandler(t *testing.T) {
	tests := []struct {
		name     string
		method   string
		headers  map[string]string
		body     string
		fnErr    error
		wantCode int
		wantID   string
	}{
		{"structured mode, as the emulator host posts it", "POST", map[string]string{"Content-Type": "application/cloudevents+json"},
			structuredEvent, nil, http.StatusOK, "ev-1"},
		{"binary mode, as the platform posts it", "POST", map[string]string{"Content-Type": "application/json", "Ce-Specversion": "1.0",
			"Ce-Id": "ev-2", "Ce-Type": "google.firebase.database.ref.v1.written", "Ce-Source": "//db", "Ce-Ref": "requests/R-1"},
			`{"data":null,"delta":{}}`, nil, http.StatusOK, "ev-2"},
		{"the function fails: 500, so the event is redelivered", "POST", map[string]string{"Content-Type": "application/cloudevents+json"},
			structuredEvent, errors.New("boom"), http.StatusInternalServerError, "ev-1"},
		{"not a CloudEvent", "POST", map[string]string{"Content-Type": "application/json"}, `{}`, nil, http.StatusBadRequest, ""},
		{"not a POST", "GET", nil, "", nil, http.StatusMethodNotAllowed, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got string
			h := cloudEventHandler(func(_ context.Context, e event.Event) error {
				got = e.ID()
				return tt.fnErr
			})
			req := httptest.NewRequest(tt.method, "/", bytes.NewBufferString(tt.body))
			for k, v := range tt.headers {
				req.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			h(rec, req)
			if rec.Code != tt.wantCode || got != tt.wantID {
				t.Fatalf("code %d, event %q; want %d, %q (%s)", rec.Code, got, tt.wantCode, tt.wantID, rec.Body)
			}
		})
	}
}

// A delivery whose caller gave up before it was handed over (its request
// context already done) must not hold back later events: a lone event
// afterwards is handled at once, not when some next event arrives.
func TestCloudEventHandler_LoneEventAfterAbandonedDeliveries(t *testing.T) {
	h := cloudEventHandler(func(context.Context, event.Event) error { return nil })
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	serve := func(ctx context.Context) <-chan int {
		done := make(chan int, 1)
		go func() {
			req := httptest.NewRequest("POST", "/", bytes.NewBufferString(structuredEvent)).WithContext(ctx)
			req.Header.Set("Content-Type", "application/cloudevents+json")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			done <- rec.Code
		}()
		return done
	}
	for round := range 20 {
		abandoned := serve(gone)
		time.Sleep(time.Millisecond)
		select {
		case code := <-serve(context.Background()):
			if code != http.StatusOK {
				t.Fatalf("round %d: lone event answered %d", round, code)
			}
		case <-time.After(3 * time.Second):
			t.Fatalf("round %d: a lone event after an abandoned delivery was held back", round)
		}
		select {
		case <-abandoned:
		case <-time.After(3 * time.Second):
			t.Fatalf("round %d: the abandoned delivery never returned", round)
		}
	}
}

package conformance_test

import (
	"bufio"
	"strings"
	"testing"
	"time"
)

// TestREST_StreamingPatch: a REST PATCH reaches EventSource listeners as an
// `event: patch` (Firebase blog "Announcing Streaming for the Firebase REST
// API"), not as separate puts.
func TestREST_StreamingPatch(t *testing.T) {
	ns := newNS("rest-sse-patch")
	rest(t, "PUT", "/room", ns, "", `{"a":1}`)
	res := listen(t, "/room", ns)
	lines := make(chan string, 64)
	go func() {
		sc := bufio.NewScanner(res.Body)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	rest(t, "PATCH", "/room", ns, "", `{"c":3,"d":4}`)
	deadline := time.After(5 * time.Second)
	var ev string
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				t.Fatal("stream ended")
			}
			if strings.HasPrefix(line, "event:") {
				ev = strings.TrimSpace(strings.TrimPrefix(line, "event:"))
				continue
			}
			data := strings.TrimSpace(strings.TrimPrefix(line, "data:"))
			if ev == "patch" {
				if compactJSON(data) != `{"data":{"c":3,"d":4},"path":"/"}` {
					t.Errorf("patch event data = %s", data)
				}
				return
			}
			if ev == "put" && strings.Contains(data, `"c"`) {
				t.Fatalf("PATCH delivered as put: %s", data)
			}
		case <-deadline:
			t.Fatal("no patch event within 5s")
		}
	}
}

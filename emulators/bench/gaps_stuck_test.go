//go:build rtdbgaps

package bench_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"
)

// TestConnections_StuckSubscriberIsCutOff: once a subscriber that never
// reads has overflowed its bounded buffer, the server closes its socket, so
// it cannot silently miss updates (issue 2 item 8).
func TestConnections_StuckSubscriberIsCutOff(t *testing.T) {
	stuck, closeAll := stuckScenario(t)
	defer closeAll()
	time.Sleep(12 * time.Second) // past the server's 10 s write timeout too
	read := 0
	for {
		rctx, rcancel := context.WithTimeout(context.Background(), 10*time.Second)
		_, b, err := stuck.Read(rctx)
		rcancel()
		if err != nil {
			if rctx.Err() != nil {
				t.Fatalf("stuck client still connected after reading %d messages", read)
			}
			break
		}
		var env struct{ T string }
		if json.Unmarshal(b, &env) == nil && env.T == "d" {
			read++
		}
	}
	if read >= stuckWrites {
		t.Errorf("stuck client received all %d updates: it was never cut off", read)
	}
	t.Logf("stuck client was cut off after %d of %d updates", read, stuckWrites)
}

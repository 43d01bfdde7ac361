package rtdb_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"oppnp/emulators/rtdb"
)

// In-process write throughput with many filtered listeners on one list;
// the process-level numbers come from make bench (emulators/bench).
func BenchmarkServer_WriteWithFilteredListeners(b *testing.B) {
	for _, n := range []int{100, 1000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, hs := newServer(b, rtdb.Options{ClientBuffer: 1 << 16})
			for i := 0; i < n; i++ {
				cl := dial(b, hs.URL, "ns=bench")
				go func() { // keep draining
					for range cl.msgs {
					}
				}()
				cl.send("q", map[string]any{"p": "/items", "h": "", "t": i + 1,
					"q": map[string]any{"i": "v", "sp": i * 10, "ep": i*10 + 9}})
			}
			srv := hs.Config.Handler
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				body := fmt.Sprintf(`{"v":%d,"n":%d}`, (i*7919)%(n*10), i)
				req := httptest.NewRequest(http.MethodPut, fmt.Sprintf("/items/k%d.json?ns=bench&print=silent", i%1000), strings.NewReader(body))
				rec := httptest.NewRecorder()
				srv.ServeHTTP(rec, req)
				if rec.Code != 204 {
					b.Fatal(rec.Code, rec.Body)
				}
			}
		})
	}
}

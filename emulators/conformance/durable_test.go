package conformance_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"oppnp/emulators/conformance/emuproc"
	"oppnp/emulators/conformance/v5client"
)

// TestDurable_KillNineKeepsAcknowledgedWrites writes from several protocol
// connections and firebase-admin-go at once, kills the process with SIGKILL
// while writes are in flight, restarts it on the same --data directory and
// checks that every acknowledged write is served.
func TestDurable_KillNineKeepsAcknowledgedWrites(t *testing.T) {
	dataDir := filepath.Join(t.TempDir(), "data")
	cfgDir := t.TempDir()
	const ns = "durable"
	opts := emuproc.Options{Rules: openRules, ConfigDir: cfgDir, Args: []string{"--data", dataDir}}
	acked := map[string]int{} // path → highest acknowledged value
	var ops atomic.Int64      // acknowledged writes, all rounds
	var mu sync.Mutex

	for round := range 3 {
		p := emuproc.Start(t, opts)
		// Everything acknowledged in earlier rounds is there.
		adm := adminDB(t, p.Addr(), ns)
		var got map[string]map[string]int
		if err := adm.NewRef("/").Get(context.Background(), &got); err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		for path, v := range acked {
			var w, k int
			fmt.Sscanf(path, "w%d/k%d", &w, &k)
			if have := got[fmt.Sprintf("w%d", w)][fmt.Sprintf("k%d", k)]; have < v {
				t.Errorf("round %d: %s = %d after kill -9, but %d was acknowledged", round, path, have, v)
			}
		}
		mu.Unlock()

		ctx, cancel := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		for w := range 4 {
			conn, err := v5client.Dial(ctx, p.Addr(), ns, nil)
			if err != nil {
				t.Fatal(err)
			}
			wg.Add(1)
			go func() { // pipelined writes: up to 16 in flight per connection
				defer wg.Done()
				defer conn.Close()
				sem := make(chan struct{}, 16)
				for i := round * 100000; ; i++ {
					select {
					case sem <- struct{}{}:
					case <-ctx.Done():
						return
					}
					path := fmt.Sprintf("w%d/k%d", w, i%20)
					ch, err := conn.Send("p", map[string]any{"p": "/" + path, "d": i})
					if err != nil {
						return
					}
					go func(i int) {
						defer func() { <-sem }()
						select {
						case rep := <-ch:
							if rep.Status == "ok" {
								ops.Add(1)
								mu.Lock()
								acked[path] = max(acked[path], i)
								mu.Unlock()
							}
						case <-conn.Done():
						}
					}(i)
				}
			}()
		}
		wg.Add(1)
		go func() { // firebase-admin-go writes through REST
			defer wg.Done()
			for i := round * 100000; ctx.Err() == nil; i++ {
				path := fmt.Sprintf("w9/k%d", i%5)
				if err := adm.NewRef(path).Set(ctx, i); err == nil {
					ops.Add(1)
					mu.Lock()
					acked[path] = max(acked[path], i)
					mu.Unlock()
				}
			}
		}()
		time.Sleep(700 * time.Millisecond)
		p.Kill()
		cancel()
		wg.Wait()
		mu.Lock()
		n := len(acked)
		mu.Unlock()
		if n == 0 {
			t.Fatalf("round %d: no write was acknowledged", round)
		}
		t.Logf("round %d: killed after %d acknowledged writes in total (%d paths)", round, ops.Load(), n)
	}
}

// TestExportOnExit_ThenImport stops the emulator with Ctrl+C and checks the
// export is in the Firebase CLI's layout, then starts a fresh emulator with
// --import and reads the same data back.
func TestExportOnExit_ThenImport(t *testing.T) {
	exportDir := filepath.Join(t.TempDir(), "export")
	p := emuproc.Start(t, emuproc.Options{Rules: openRules, Args: []string{"--export-on-exit", exportDir}})
	data := map[string]string{
		"exp-one": `{"a":{"b":1},"p":{".priority":3,".value":"v"}}`,
		"exp-two": `{"list":{"0":"x","1":"y"}}`,
	}
	ctx := ctxT(t)
	for ns, v := range data {
		var val any
		json.Unmarshal([]byte(v), &val)
		if err := adminDB(t, p.Addr(), ns).NewRef("/").Set(ctx, val); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.Stop(ctx); err != nil {
		t.Fatalf("clean stop: %v", err)
	}
	var meta struct {
		Version  string
		Database struct{ Version, Path string }
	}
	b, err := os.ReadFile(filepath.Join(exportDir, "firebase-export-metadata.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &meta); err != nil || meta.Version == "" || meta.Database.Path != "database_export" {
		t.Fatalf("metadata = %s (%v)", b, err)
	}
	for ns, want := range data {
		b, err := os.ReadFile(filepath.Join(exportDir, "database_export", ns+".json"))
		if err != nil {
			t.Fatal(err)
		}
		if compactJSON(string(b)) != compactJSON(want) {
			t.Errorf("%s.json = %s, want %s", ns, b, want)
		}
	}

	q := emuproc.Start(t, emuproc.Options{Rules: openRules, Args: []string{"--import", exportDir}})
	for ns := range data {
		var got any
		if err := adminDB(t, q.Addr(), ns).NewRef("a/b").Get(ctx, &got); err != nil {
			t.Fatal(err)
		}
		if ns == "exp-one" && got != float64(1) {
			t.Errorf("imported a/b = %v", got)
		}
	}
	var list []string
	if err := adminDB(t, q.Addr(), "exp-two").NewRef("list").Get(ctx, &list); err != nil || len(list) != 2 || list[1] != "y" {
		t.Errorf("imported list = %v, %v", list, err)
	}
}

package persist_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"oppnp/emulators/rtdb/persist"
)

const crashChildEnv = "PERSIST_CRASH_CHILD_DIR"

// TestMain lets the crash test re-run this binary as a writer process that
// it can kill -9.
func TestMain(m *testing.M) {
	if dir := os.Getenv(crashChildEnv); dir != "" {
		crashChild(dir)
		return
	}
	os.Exit(m.Run())
}

// crashChild writes forever from 8 goroutines, printing "ack <g> <i>" after
// each Record returns.
func crashChild(dir string) {
	s, _, err := persist.Open(dir, persist.Options{SegmentBytes: 16 << 10})
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	var mu sync.Mutex
	out := bufio.NewWriter(os.Stdout)
	for g := range 8 {
		go func() {
			for i := 0; ; i++ {
				err := s.Record("ns", persist.KindUpdate, "/acked", []byte(fmt.Sprintf(`{"g%d":%d}`, g, i)))
				mu.Lock()
				if err != nil {
					fmt.Fprintln(out, "error", err)
				} else {
					fmt.Fprintln(out, "ack", g, i)
				}
				out.Flush()
				mu.Unlock()
			}
		}()
	}
	select {}
}

func TestStore_KillNineLosesNothingAcknowledged(t *testing.T) {
	dir := t.TempDir()
	for round := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+dir)
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		acked := map[int]int{}
		sc := bufio.NewScanner(stdout)
		total := 0
		for total < 1500 && sc.Scan() {
			f := strings.Fields(sc.Text())
			if f[0] != "ack" {
				cmd.Process.Kill()
				t.Fatalf("child: %s", sc.Text())
			}
			g, _ := strconv.Atoi(f[1])
			i, _ := strconv.Atoi(f[2])
			acked[g] = max(acked[g], i)
			total++
		}
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()

		s, st, err := persist.Open(dir, persist.Options{})
		if err != nil {
			t.Fatalf("round %d: recovery failed: %v", round, err)
		}
		b, _ := st.JSON("ns")
		var got struct{ Acked map[string]int }
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatal(err)
		}
		for g, i := range acked {
			// Each goroutine writes increasing values in order, so the
			// recovered value is at least the last acknowledged one.
			if v := got.Acked[fmt.Sprintf("g%d", g)]; v < i {
				t.Errorf("round %d: g%d = %d, but %d was acknowledged", round, g, v, i)
			}
		}
		s.Close()
	}
}

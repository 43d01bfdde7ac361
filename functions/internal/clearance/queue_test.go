package clearance_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"oppnp/functions/internal/clearance"
	"oppnp/functions/internal/store/memstore"
)

// seedAttempt files a refused attempt of promoter bp in branch at ago.
func seedAttempt(t *testing.T, st *memstore.Store, key, branch string, ago time.Duration) {
	t.Helper()
	a := map[string]any{"key": key, "curp": "C", "bpId": "P", "branches": []any{branch}, "at": now.Add(-ago).UnixMilli()}
	if err := st.Set(context.Background(), "duplicateAttempts/"+key, a); err != nil {
		t.Fatal(err)
	}
}

func TestService_Queue_Pages(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	s := newService(st, checker{}, &notifier{})
	total := clearance.QueuePage + 20
	for i := 0; i < total; i++ {
		seedAttempt(t, st, fmt.Sprintf("k%03d", i), "B1", time.Duration(i)*time.Minute)
	}
	// Two attempts at one instant across the page boundary, and what the queue leaves out.
	seedAttempt(t, st, "tie", "B1", time.Duration(clearance.QueuePage-2)*time.Minute)
	seedAttempt(t, st, "old", "B1", 8*24*time.Hour)
	seedAttempt(t, st, "other-branch", "B2", time.Minute)
	seen := map[string]int{}
	pages, before := 0, int64(0)
	for {
		p, err := s.Queue(ctx, roles["A1"], before)
		if err != nil {
			t.Fatal(err)
		}
		pages++
		if len(p.Attempts) > clearance.QueuePage {
			t.Fatalf("page of %d", len(p.Attempts))
		}
		for i, a := range p.Attempts {
			seen[a.Key]++
			if i > 0 && a.At > p.Attempts[i-1].At {
				t.Fatalf("not newest first: %v", p.Attempts)
			}
		}
		if p.Next == 0 {
			break
		}
		if pages > 5 {
			t.Fatal("the pages do not end")
		}
		before = p.Next
	}
	if pages != 2 || len(seen) != total+1 || seen["tie"] != 1 || seen["old"] != 0 || seen["other-branch"] != 0 {
		t.Fatalf("%d pages, %d attempts seen: %v", pages, len(seen), seen)
	}
	for k, n := range seen {
		if n != 1 {
			t.Fatalf("%s seen %d times", k, n)
		}
	}
	if p, _ := s.Queue(ctx, roles["P1"], 0); len(p.Attempts) != 0 {
		t.Fatalf("a promoter sees the queue: %v", p.Attempts)
	}
}

func TestService_Expire(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	s := newService(st, checker{}, &notifier{})
	seedAttempt(t, st, "week", "B1", 7*24*time.Hour)
	seedAttempt(t, st, "allowed-late", "B1", 8*24*time.Hour-time.Minute)
	seedAttempt(t, st, "expired", "B1", 8*24*time.Hour+time.Minute)
	// A new refusal sweeps.
	if _, err := s.Clear(ctx, "P1", clean); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Clear(ctx, "P2", clean); err == nil {
		t.Fatal("duplicate cleared")
	}
	var all map[string]any
	if err := st.Get(ctx, "duplicateAttempts", &all); err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]bool{"week": true, "allowed-late": true, "expired": false, "ORNG541120MOCRXD03_P2": true} {
		if _, has := all[k]; has != want {
			t.Errorf("%s kept = %v, want %v", k, has, want)
		}
	}
}

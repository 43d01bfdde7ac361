package rtdbstore_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	firebase "firebase.google.com/go/v4"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/rtdbstore"
)

const ns = "demo-oppnp-default-rtdb"

// open starts the database emulator and returns a store over it, as the
// functions reach it (FIREBASE_DATABASE_EMULATOR_HOST).
func open(t *testing.T) *rtdbstore.Store {
	t.Helper()
	if testing.Short() {
		t.Skip("starts the database emulator")
	}
	s := emutest.Start(t, emutest.Options{Services: []string{"database"}})
	_, port, _ := strings.Cut(s.Addrs["database"], ":")
	t.Setenv("FIREBASE_DATABASE_EMULATOR_HOST", "localhost:"+port+"?ns="+ns)
	ctx := context.Background()
	app, err := firebase.NewApp(ctx, &firebase.Config{ProjectID: "demo-oppnp", DatabaseURL: "https://" + ns + ".firebaseio.com"})
	if err != nil {
		t.Fatal(err)
	}
	c, err := app.Database(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return rtdbstore.New(c)
}

func keysOf(nodes []store.Node) []string {
	out := []string{}
	for _, n := range nodes {
		out = append(out, n.Key)
	}
	return out
}

// Page walks a collection in the database's key order, one bounded query
// (orderBy "$key", startAt, limitToFirst) per page.
func TestStore_Page(t *testing.T) {
	st := open(t)
	ctx := context.Background()
	all := []string{"2", "10", "R-1", "R-2", "R-3", "x"}
	for _, k := range all {
		var v any = map[string]any{"id": k}
		if k == "x" {
			v = "not an object"
		}
		if err := st.Set(ctx, "requests/"+k, v); err != nil {
			t.Fatal(err)
		}
	}
	for _, k := range []string{"0", "1", "2"} { // may come back as a JSON array
		if err := st.Set(ctx, "numbers/"+k, map[string]any{"n": k}); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name, path, after string
		limit             int
		want              []string
	}{
		{"first page", "requests", "", 2, []string{"2", "10"}},
		{"integers then strings", "requests", "10", 2, []string{"R-1", "R-2"}},
		{"a page that ends on the last key", "requests", "R-1", 3, []string{"R-2", "R-3", "x"}},
		{"after the last key", "requests", "x", 3, []string{}},
		{"a limit past the end", "requests", "", 50, all},
		{"after a key that is gone", "requests", "R-15", 2, []string{"R-2", "R-3"}},
		{"empty collection", "nothing", "", 10, []string{}},
		{"integer keys only", "numbers", "", 10, []string{"0", "1", "2"}},
		{"integer keys only, after one", "numbers", "0", 1, []string{"1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := st.Page(ctx, tt.path, tt.after, tt.limit)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(keysOf(got), tt.want) {
				t.Fatalf("Page(%q, %q, %d) = %v, want %v", tt.path, tt.after, tt.limit, keysOf(got), tt.want)
			}
		})
	}
	t.Run("values, and nil for a non-object child", func(t *testing.T) {
		got, err := st.Page(ctx, "requests", "R-3", 1)
		if err != nil || len(got) != 1 || got[0].Key != "x" || got[0].Value != nil {
			t.Fatalf("non-object child: %+v %v", got, err)
		}
		got, _ = st.Page(ctx, "requests", "", 1)
		if got[0].Value["id"] != "2" {
			t.Fatalf("value: %+v", got)
		}
	})
	t.Run("a walk page by page reads every child once", func(t *testing.T) {
		for limit := 1; limit <= 7; limit++ {
			var walked []string
			for after := ""; ; {
				page, err := st.Page(ctx, "requests", after, limit)
				if err != nil {
					t.Fatal(err)
				}
				if len(page) == 0 {
					break
				}
				walked = append(walked, keysOf(page)...)
				after = page[len(page)-1].Key
			}
			if !slices.Equal(walked, all) {
				t.Fatalf("limit %d: walked %v", limit, walked)
			}
		}
	})
	if _, err := st.Page(ctx, "requests", "", 0); !errors.Is(err, store.ErrBadLimit) {
		t.Errorf("limit 0: %v", err)
	}
}

package conformance_test

import (
	"context"
	"encoding/json"
	"regexp"
	"sort"
	"sync"
	"testing"

	firebase "firebase.google.com/go/v4"
	"firebase.google.com/go/v4/db"
)

func TestAdminDB_ReadWrite(t *testing.T) {
	ctx := ctxT(t)
	c := adminDB(t, shared.Addr(), newNS("admin-rw"))
	root := c.NewRef("/")
	if err := root.Set(ctx, map[string]any{"a": map[string]any{"b": 1, "c": "x"}, "list": []int{10, 20}}); err != nil {
		t.Fatal(err)
	}
	if err := c.NewRef("a").Update(ctx, map[string]any{"b": 2, "d/e": true, "c": nil}); err != nil {
		t.Fatal(err)
	}
	pushed, err := c.NewRef("msgs").Push(ctx, map[string]any{"t": "uno"})
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^[-0-9A-Za-z_]{20}$`).MatchString(pushed.Key) {
		t.Errorf("push key %q is not a push id", pushed.Key)
	}
	second, err := c.NewRef("msgs").Push(ctx, map[string]any{"t": "dos"})
	if err != nil {
		t.Fatal(err)
	}
	if second.Key <= pushed.Key {
		t.Errorf("push ids not chronological: %s then %s", pushed.Key, second.Key)
	}
	if err := c.NewRef("gone").Set(ctx, "x"); err != nil {
		t.Fatal(err)
	}
	if err := c.NewRef("gone").Delete(ctx); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name string
		path string
		want string
	}{
		{"update merged deep paths and deleted c", "a", `{"b":2,"d":{"e":true}}`},
		{"arrays come back as arrays", "list", `[10,20]`},
		{"push stored the value", "msgs/" + pushed.Key, `{"t":"uno"}`},
		{"delete removed the node", "gone", `null`},
		{"missing path is null", "nothing/here", `null`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got any
			if err := c.NewRef(tt.path).Get(ctx, &got); err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(got)
			if string(b) != tt.want {
				t.Errorf("Get(%s) = %s, want %s", tt.path, b, tt.want)
			}
		})
	}
	var shallow map[string]any
	if err := root.GetShallow(ctx, &shallow); err != nil {
		t.Fatal(err)
	}
	if len(shallow) != 3 || shallow["a"] != true || shallow["msgs"] != true {
		t.Errorf("GetShallow = %v", shallow)
	}
}

func TestAdminDB_ETags(t *testing.T) {
	ctx := ctxT(t)
	c := adminDB(t, shared.Addr(), newNS("admin-etag"))
	ref := c.NewRef("doc")
	if err := ref.Set(ctx, map[string]any{"v": 1}); err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	etag, err := ref.GetWithETag(ctx, &got)
	if err != nil || etag == "" {
		t.Fatalf("GetWithETag = %q, %v", etag, err)
	}
	changed, _, err := ref.GetIfChanged(ctx, etag, &got)
	if err != nil || changed {
		t.Errorf("GetIfChanged with the current etag = %v, %v; want unchanged", changed, err)
	}
	if ok, err := ref.SetIfUnchanged(ctx, "not-the-etag", map[string]any{"v": 99}); err != nil || ok {
		t.Errorf("SetIfUnchanged with a stale etag = %v, %v; want false", ok, err)
	}
	if ok, err := ref.SetIfUnchanged(ctx, etag, map[string]any{"v": 2}); err != nil || !ok {
		t.Errorf("SetIfUnchanged with the current etag = %v, %v; want true", ok, err)
	}
	changed, newTag, err := ref.GetIfChanged(ctx, etag, &got)
	if err != nil || !changed || newTag == etag || got["v"] != float64(2) {
		t.Errorf("GetIfChanged after a write = %v %q %v %v", changed, newTag, got, err)
	}
}

func TestAdminDB_Transaction_TwoClients(t *testing.T) {
	ctx := ctxT(t)
	ns := newNS("admin-tx")
	clients := []*db.Client{adminDB(t, shared.Addr(), ns), adminDB(t, shared.Addr(), ns)}
	var wg sync.WaitGroup
	const per = 10
	for _, c := range clients {
		for range per {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := c.NewRef("counter").Transaction(ctx, func(n db.TransactionNode) (any, error) {
					var cur int
					if err := n.Unmarshal(&cur); err != nil {
						return nil, err
					}
					return cur + 1, nil
				})
				if err != nil {
					t.Error(err)
				}
			}()
		}
	}
	wg.Wait()
	var n int
	if err := clients[0].NewRef("counter").Get(ctx, &n); err != nil {
		t.Fatal(err)
	}
	if n != 2*per {
		t.Errorf("counter = %d, want %d", n, 2*per)
	}
}

func TestAdminDB_Queries(t *testing.T) {
	ctx := ctxT(t)
	c := adminDB(t, shared.Addr(), newNS("admin-query"))
	if err := c.NewRef("dinos").Set(ctx, map[string]any{
		"bruhathkayosaurus": map[string]any{"height": 25, "order": "saurischia"},
		"lambeosaurus":      map[string]any{"height": 2.1, "order": "ornithischia"},
		"linhenykus":        map[string]any{"height": 0.6, "order": "theropoda"},
		"pterodactyl":       map[string]any{"height": 0.6, "order": "pterosauria"},
		"stegosaurus":       map[string]any{"height": 4, "order": "ornithischia"},
		"triceratops":       map[string]any{"height": 3, "order": "ornithischia"},
	}); err != nil {
		t.Fatal(err)
	}
	if err := c.NewRef("scores").Set(ctx, map[string]any{"a": 5, "b": "x", "c": true, "d": 1, "10": 0, "9": 0, "100": 7}); err != nil {
		t.Fatal(err)
	}
	ref := c.NewRef("dinos")
	// Rows marked set check which children the server selected (admin-go
	// sorts keys as plain strings on the client, so only the selection, not
	// the order, shows the server's integer-like key order).
	tests := []struct {
		name string
		q    *db.Query
		want []string
		set  bool
	}{
		{"orderByChild", ref.OrderByChild("height"), []string{"linhenykus", "pterodactyl", "lambeosaurus", "triceratops", "stegosaurus", "bruhathkayosaurus"}, false},
		{"limitToFirst", ref.OrderByChild("height").LimitToFirst(2), []string{"linhenykus", "pterodactyl"}, false},
		{"limitToLast", ref.OrderByChild("height").LimitToLast(2), []string{"stegosaurus", "bruhathkayosaurus"}, false},
		{"startAt endAt", ref.OrderByChild("height").StartAt(2).EndAt(4), []string{"lambeosaurus", "triceratops", "stegosaurus"}, false},
		{"equalTo", ref.OrderByChild("order").EqualTo("ornithischia"), []string{"lambeosaurus", "stegosaurus", "triceratops"}, false},
		{"orderByKey range", ref.OrderByKey().StartAt("l").EndAt("p~"), []string{"lambeosaurus", "linhenykus", "pterodactyl"}, false},
		{"orderByValue first three", c.NewRef("scores").OrderByValue().LimitToFirst(3), []string{"10", "9", "c"}, true},
		{"orderByValue last two", c.NewRef("scores").OrderByValue().LimitToLast(2), []string{"100", "b"}, true},
		{"orderByKey int-like keys first", c.NewRef("scores").OrderByKey().LimitToFirst(2), []string{"10", "9"}, true},
		{"orderByKey strings last", c.NewRef("scores").OrderByKey().LimitToLast(2), []string{"c", "d"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			nodes, err := tt.q.GetOrdered(ctx)
			if err != nil {
				t.Fatal(err)
			}
			var keys []string
			for _, n := range nodes {
				keys = append(keys, n.Key())
			}
			if tt.set {
				sort.Strings(keys)
			}
			if len(keys) != len(tt.want) {
				t.Fatalf("keys = %v, want %v", keys, tt.want)
			}
			for i := range keys {
				if keys[i] != tt.want[i] {
					t.Fatalf("keys = %v, want %v", keys, tt.want)
				}
			}
		})
	}
}

func TestAdminDB_EmulatorHostEnv(t *testing.T) {
	ns := newNS("admin-env")
	t.Setenv("FIREBASE_DATABASE_EMULATOR_HOST", "localhost:"+port(shared.Addr())+"?ns="+ns)
	ctx := context.Background()
	app, err := firebase.NewApp(ctx, &firebase.Config{ProjectID: "demo-conformance", DatabaseURL: "https://" + ns + ".firebaseio.com"})
	if err != nil {
		t.Fatal(err)
	}
	c, err := app.Database(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.NewRef("x").Set(ctx, map[string]any{"at": map[string]any{".sv": "timestamp"}}); err != nil {
		t.Fatal(err)
	}
	var got struct{ At float64 }
	if err := adminDB(t, shared.Addr(), ns).NewRef("x").Get(ctx, &got); err != nil {
		t.Fatal(err)
	}
	if got.At < 1.7e12 {
		t.Errorf("server timestamp not resolved: %v", got.At)
	}
}

package rtdb_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	firebase "firebase.google.com/go/v4"
	"firebase.google.com/go/v4/db"

	"oppnp/emulators/emutest"
)

type dino struct {
	Name   string  `json:"name"`
	Height float64 `json:"height"`
	Order  string  `json:"order"`
}

// firebase-admin-go's db package, unchanged, through
// FIREBASE_DATABASE_EMULATOR_HOST against the suite.
func TestAdminGo(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	s := emutest.Start(t, emutest.Options{Services: []string{"database"}})
	host := strings.TrimPrefix(s.URL("database"), "http://")
	host = strings.Replace(host, "127.0.0.1", "localhost", 1)
	t.Setenv("FIREBASE_DATABASE_EMULATOR_HOST", host+"?ns=admin-go")
	ctx := context.Background()
	app, err := firebase.NewApp(ctx, &firebase.Config{ProjectID: "demo-oppnp", DatabaseURL: "https://admin-go.firebaseio.com"})
	if err != nil {
		t.Fatal(err)
	}
	client, err := app.Database(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ref := client.NewRef("dinos")

	t.Run("Set and Get", func(t *testing.T) {
		in := map[string]dino{
			"bruhathkayosaurus": {"bruhathkayosaurus", 25, "saurischia"},
			"linhenykus":        {"linhenykus", 0.6, "theropoda"},
			"pterodactyl":       {"pterodactyl", 1.6, "pterosauria"},
			"stegosaurus":       {"stegosaurus", 4, "ornithischia"},
		}
		if err := ref.Set(ctx, in); err != nil {
			t.Fatal(err)
		}
		var got map[string]dino
		if err := ref.Get(ctx, &got); err != nil {
			t.Fatal(err)
		}
		if len(got) != 4 || got["linhenykus"].Height != 0.6 {
			t.Fatalf("Get = %+v", got)
		}
	})
	t.Run("Update", func(t *testing.T) {
		if err := ref.Update(ctx, map[string]any{"stegosaurus/height": 9, "linhenykus/order": "x"}); err != nil {
			t.Fatal(err)
		}
		var d dino
		if err := ref.Child("stegosaurus").Get(ctx, &d); err != nil || d.Height != 9 || d.Order != "ornithischia" {
			t.Fatalf("after Update: %+v, %v", d, err)
		}
	})
	t.Run("Push", func(t *testing.T) {
		logs := client.NewRef("logs")
		var keys []string
		for i := 0; i < 5; i++ {
			r, err := logs.Push(ctx, map[string]any{"i": i})
			if err != nil {
				t.Fatal(err)
			}
			keys = append(keys, r.Key)
		}
		for i := 1; i < len(keys); i++ {
			if len(keys[i]) != 20 || keys[i-1] >= keys[i] {
				t.Fatalf("push ids not chronological: %q", keys)
			}
		}
		res, err := logs.OrderByKey().LimitToLast(2).GetOrdered(ctx)
		if err != nil || len(res) != 2 || res[1].Key() != keys[4] {
			t.Fatalf("LimitToLast(2) = %v, %v", res, err)
		}
	})
	t.Run("OrderByChild", func(t *testing.T) {
		res, err := ref.OrderByChild("height").StartAt(1).EndAt(10).GetOrdered(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, r := range res {
			names = append(names, r.Key())
		}
		if strings.Join(names, ",") != "pterodactyl,stegosaurus" {
			t.Fatalf("OrderByChild(height) 1..10 = %v", names)
		}
		res, err = ref.OrderByChild("height").LimitToFirst(1).GetOrdered(ctx)
		if err != nil || len(res) != 1 || res[0].Key() != "linhenykus" {
			t.Fatalf("LimitToFirst(1) = %v, %v", res, err)
		}
		res, err = ref.OrderByChild("order").EqualTo("saurischia").GetOrdered(ctx)
		if err != nil || len(res) != 1 || res[0].Key() != "bruhathkayosaurus" {
			t.Fatalf("EqualTo = %v, %v", res, err)
		}
		res, err = ref.OrderByValue().GetOrdered(ctx)
		if err != nil || len(res) != 4 {
			t.Fatalf("OrderByValue = %v, %v", res, err)
		}
	})
	t.Run("Transaction", func(t *testing.T) {
		counter := client.NewRef("counter")
		var wg sync.WaitGroup
		for i := 0; i < 10; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := counter.Transaction(ctx, func(n db.TransactionNode) (any, error) {
					var v float64
					if err := n.Unmarshal(&v); err != nil {
						return nil, err
					}
					return v + 1, nil
				})
				if err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		var v float64
		if err := counter.Get(ctx, &v); err != nil || v != 10 {
			t.Fatalf("counter = %v, %v; want 10", v, err)
		}
	})
	t.Run("ETag", func(t *testing.T) {
		r := client.NewRef("etag")
		if err := r.Set(ctx, "a"); err != nil {
			t.Fatal(err)
		}
		var v string
		etag, err := r.GetWithETag(ctx, &v)
		if err != nil || v != "a" || etag == "" {
			t.Fatalf("GetWithETag = %q, %q, %v", v, etag, err)
		}
		changed, _, err := r.GetIfChanged(ctx, etag, &v)
		if err != nil || changed {
			t.Fatalf("GetIfChanged(same) = %v, %v", changed, err)
		}
		ok, err := r.SetIfUnchanged(ctx, "wrong-etag", "b")
		if err != nil || ok {
			t.Fatalf("SetIfUnchanged(wrong) = %v, %v; want false", ok, err)
		}
		ok, err = r.SetIfUnchanged(ctx, etag, "c")
		if err != nil || !ok {
			t.Fatalf("SetIfUnchanged(right) = %v, %v; want true", ok, err)
		}
	})
	t.Run("Delete", func(t *testing.T) {
		if err := ref.Child("linhenykus").Delete(ctx); err != nil {
			t.Fatal(err)
		}
		var v any
		if err := ref.Child("linhenykus").Get(ctx, &v); err != nil || v != nil {
			t.Fatalf("after Delete = %v, %v", v, err)
		}
	})
	t.Run("GetShallow", func(t *testing.T) {
		var v map[string]any
		if err := ref.GetShallow(ctx, &v); err != nil || v["stegosaurus"] != true {
			t.Fatalf("GetShallow = %v, %v", v, err)
		}
	})
}

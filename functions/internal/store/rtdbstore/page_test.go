package rtdbstore_test

import (
	"context"
	"strings"
	"testing"

	firebase "firebase.google.com/go/v4"

	"oppnp/emulators/emutest"
	"oppnp/functions/internal/store/rtdbstore"
	"oppnp/functions/internal/store/storetest"
)

const ns = "demo-oppnp-default-rtdb"

// open starts the database emulator and returns a store over it, as the
// functions reach it (FIREBASE_DATABASE_EMULATOR_HOST).
func open(t *testing.T) *rtdbstore.Store {
	t.Helper()
	emutest.SkipShort(t, "starts the database emulator")
	s := emutest.Start(t, emutest.Options{Services: []string{"database"}})
	_, port, _ := strings.Cut(s.Addrs["database"], ":")
	return storeAt(t, port)
}

// storeAt returns a store over the database listening on port, reached as
// the functions reach the emulator.
func storeAt(t *testing.T, port string) *rtdbstore.Store {
	t.Helper()
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

// Page walks a collection in the database's key order, one bounded query
// (orderBy "$key", startAt, limitToFirst) per page.
func TestStore_Page(t *testing.T) {
	storetest.Page(t, open(t))
}

// Range answers a window of a numeric child as the database orders it
// (orderByChild, startAt, endAt, limitToLast).
func TestStore_Range(t *testing.T) { storetest.Range(t, open(t)) }

func TestStore_NumericKeys(t *testing.T) { storetest.NumericKeys(t, open(t)) }

func TestStore_SetIfAbsent(t *testing.T) { storetest.SetIfAbsent(t, open(t)) }

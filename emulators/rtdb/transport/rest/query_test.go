package rest_test

import (
	"net/url"
	"testing"

	"oppnp/emulators/rtdb/transport/rest"
)

func FuzzParseQuery(f *testing.F) {
	for _, s := range []string{
		`orderBy="$key"&limitToFirst=1`,
		`orderBy="height"&startAt=1&endAt=10`,
		`orderBy="$value"&equalTo="x"`,
		`orderBy="a"&startAt=1,"k"`,
		`shallow=true&limitToFirst=1`,
		`orderBy="$priority"&startAfter=null&endBefore=5`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		v, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		q, err := rest.ParseQuery(v)
		if err != nil || q == nil {
			return
		}
		if q.Limit < 0 {
			t.Fatalf("negative limit from %q", raw)
		}
	})
}

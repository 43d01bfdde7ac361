package wire_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"oppnp/emulators/rtdb/wire"
)

type member struct{ k, v string }

func TestMembers(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		want   []member
		wantOK bool
	}{
		{"request", `{"r":9,"a":"p","b":{"p":"/a","d":[1,{"x":"}"}]}}`, []member{{"r", "9"}, {"a", `"p"`}, {"b", `{"p":"/a","d":[1,{"x":"}"}]}`}}, true},
		{"spaces", " { \"t\" : \"d\" ,\n\"d\" : null } ", []member{{"t", `"d"`}, {"d", "null"}}, true},
		{"escaped quote in value", `{"s":"a\"}b","n":-1.5e3}`, []member{{"s", `"a\"}b"`}, {"n", "-1.5e3"}}, true},
		{"empty", `{}`, nil, true},
		{"escaped key", `{"\u0074":"d"}`, nil, false},
		{"array", `[1]`, nil, false},
		{"string", `"x"`, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []member
			ok := wire.Members([]byte(tt.in), func(k, v []byte) bool {
				got = append(got, member{string(k), string(v)})
				return true
			})
			if ok != tt.wantOK {
				t.Fatalf("ok = %v, want %v", ok, tt.wantOK)
			}
			if ok && !equalMembers(got, tt.want) {
				t.Fatalf("members = %q, want %q", got, tt.want)
			}
		})
	}
}

func equalMembers(a, b []member) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestString(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{`"abc"`, "abc", true},
		{`"a\u00e9\n"`, "aé\n", true},
		{`"/rooms/1"`, "/rooms/1", true},
		{`12`, "", false},
		{`null`, "", false},
	}
	for _, tt := range tests {
		got, ok := wire.String([]byte(tt.in))
		if ok != tt.ok || got != tt.want {
			t.Errorf("String(%s) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// reference is what encoding/json makes of a message: the slow path the
// sliced one must agree with.
func reference(msg []byte) (env *wire.Envelope, req *wire.Request, envErr, reqErr bool) {
	var e wire.Envelope
	if json.Unmarshal(msg, &e) != nil || e.T != wire.LayerControl && e.T != wire.LayerData || len(e.D) == 0 {
		return nil, nil, true, true
	}
	var r wire.Request
	if json.Unmarshal(e.D, &r) != nil || r.A == "" {
		return &e, nil, false, true
	}
	return &e, &r, false, false
}

// The sliced decoding accepts, rejects and extracts exactly what
// encoding/json does.
func FuzzDecode_MatchesEncodingJSON(f *testing.F) {
	for _, s := range []string{
		`{"t":"d","d":{"r":1,"a":"p","b":{"p":"/a b","d":{"x":[1,"y"]},"h":"abc="}}}`,
		`{"t":"d","d":{"r":1.5,"a":"p","b":{}}}`,
		`{"t":"d","d":{"r":null,"a":"p","b":null}}`,
		`{"t":"d","d":{"a":"s","b":{"c":{"sdk.js.12-19-0":1}}}}`,
		`{"t":"d","d":{"R":1,"A":"p","B":{}}}`,
		`{"T":"d","d":{"r":2,"a":"\u0070","b":{}}}`,
		`{"t":"d","d":{"r":3,"a":"p","b":{},"x":1},"t":"c"}`,
		`{"t":"c","d":{"t":"p","d":{}}}`,
		`{"t":"d","d":{"r":99999999999999999999,"a":"p","b":{}}}`,
		` {"t" : "d" , "d" : { "r" : -0 , "a" : "m" , "b" : [] } } `,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, msg []byte) {
		wantE, wantR, wantEnvErr, wantReqErr := reference(msg)
		e, err := wire.Decode(msg)
		if (err != nil) != wantEnvErr {
			t.Fatalf("Decode(%s) err = %v, reference err %v", msg, err, wantEnvErr)
		}
		if err != nil {
			return
		}
		if e.T != wantE.T || !bytes.Equal(e.D, wantE.D) {
			t.Fatalf("Decode(%s) = %q %s, reference %q %s", msg, e.T, e.D, wantE.T, wantE.D)
		}
		if e.T != wire.LayerData {
			return
		}
		r, err := e.DecodeRequest()
		if (err != nil) != wantReqErr {
			t.Fatalf("DecodeRequest(%s) err = %v, reference err %v", msg, err, wantReqErr)
		}
		if err != nil {
			return
		}
		if r.A != wantR.A || !bytes.Equal(r.B, wantR.B) || (r.R == nil) != (wantR.R == nil) || r.R != nil && *r.R != *wantR.R {
			t.Fatalf("DecodeRequest(%s) = %+v, reference %+v", msg, r, wantR)
		}
	})
}

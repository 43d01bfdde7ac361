package tree_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"oppnp/emulators/rtdb/tree"
)

// referenceDecode is encoding/json's Decoder with UseNumber: what Decode
// must agree with.
func referenceDecode(data []byte) (any, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil || len(bytes.TrimLeft(data[dec.InputOffset():], " \t\r\n")) > 0 {
		return nil, false // not JSON, or something after the value
	}
	return v, true
}

var decodeSeeds = []string{
	`{"v":12,"n":-1.5e-3,"s":"x","b":[true,false,null],"o":{}}`,
	` [ 1 , "a\u00e9\"\\" , {"k":[]} ] `,
	`"caf\xc3\xa9 \xff"`,
	`{"a":1,"a":2}`,
	`{".sv":{"increment":1}}`,
	`123456789012345678901234567890`,
	`1 2`,
	`{"a":}`,
	``,
	`nul`,
	`{"\ud83d\ude00":"\ud800"}`,
}

func TestDecode(t *testing.T) {
	for _, s := range decodeSeeds {
		checkDecode(t, []byte(s))
	}
	if _, err := tree.Decode([]byte(`{"a":`)); !errors.Is(err, tree.ErrInvalidData) {
		t.Fatalf("truncated JSON: err = %v, want ErrInvalidData", err)
	}
	v, err := tree.Decode([]byte(`{"n":1.50}`))
	if err != nil || v.(map[string]any)["n"] != json.Number("1.50") {
		t.Fatalf("number spelling not kept: %#v, %v", v, err)
	}
}

func checkDecode(t *testing.T, data []byte) {
	t.Helper()
	want, ok := referenceDecode(data)
	got, err := tree.Decode(data)
	if (err == nil) != ok {
		t.Fatalf("Decode(%q) err = %v, reference ok = %v", data, err, ok)
	}
	if ok && !reflect.DeepEqual(got, want) {
		t.Fatalf("Decode(%q) = %#v, reference %#v", data, got, want)
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range decodeSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(checkDecode)
}

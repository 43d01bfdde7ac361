package persist_test

import (
	"bytes"
	"errors"
	"testing"

	"oppnp/emulators/rtdb/persist"
)

func TestAppendRecord_RoundTrip(t *testing.T) {
	tests := []struct {
		name string
		rec  persist.Record
	}{
		{"set root", persist.Record{NS: "demo", Kind: persist.KindSet, Path: "/", Value: []byte(`{"a":1}`)}},
		{"update deep", persist.Record{NS: "demo-default-rtdb", Kind: persist.KindUpdate, Path: "/a/b", Value: []byte(`{"c/d":null,"e":"x"}`)}},
		{"empty ns and value", persist.Record{Kind: persist.KindSet, Path: "/x", Value: nil}},
		{"unicode", persist.Record{NS: "ñ", Kind: persist.KindSet, Path: "/México/año", Value: []byte(`"¡hola!"`)}},
		{"long value", persist.Record{NS: "n", Kind: persist.KindSet, Path: "/big", Value: bytes.Repeat([]byte("7"), 70000)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := persist.AppendRecord([]byte("prefix"), tt.rec)
			if err != nil {
				t.Fatal(err)
			}
			got, n, err := persist.DecodeRecord(b[len("prefix"):])
			if err != nil {
				t.Fatal(err)
			}
			if n != len(b)-len("prefix") {
				t.Errorf("consumed %d of %d bytes", n, len(b)-len("prefix"))
			}
			if got.NS != tt.rec.NS || got.Kind != tt.rec.Kind || got.Path != tt.rec.Path || !bytes.Equal(got.Value, tt.rec.Value) {
				t.Errorf("got %+v, want %+v", got, tt.rec)
			}
		})
	}
}

func TestDecodeRecord_Damage(t *testing.T) {
	good, err := persist.AppendRecord(nil, persist.Record{NS: "n", Kind: persist.KindSet, Path: "/a", Value: []byte(`123`)})
	if err != nil {
		t.Fatal(err)
	}
	flip := func(i int) []byte {
		b := bytes.Clone(good)
		b[i] ^= 0x40
		return b
	}
	tests := []struct {
		name string
		in   []byte
		want error
	}{
		{"empty", nil, persist.ErrShortRecord},
		{"half header", good[:5], persist.ErrShortRecord},
		{"torn payload", good[:len(good)-1], persist.ErrShortRecord},
		{"flipped value byte", flip(len(good) - 1), persist.ErrChecksum},
		{"flipped checksum", flip(5), persist.ErrChecksum},
		{"huge length", append([]byte{0xff, 0xff, 0xff, 0xff}, good[4:]...), persist.ErrMalformed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, _, err := persist.DecodeRecord(tt.in); !errors.Is(err, tt.want) {
				t.Errorf("err = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestAppendRecord_BadKind(t *testing.T) {
	if _, err := persist.AppendRecord(nil, persist.Record{Kind: "merge"}); !errors.Is(err, persist.ErrMalformed) {
		t.Errorf("err = %v, want ErrMalformed", err)
	}
}

// FuzzDecodeRecord feeds arbitrary bytes to the log decoder: it must never
// panic, never claim more bytes than it was given, and whatever it accepts
// must re-encode to the same bytes.
func FuzzDecodeRecord(f *testing.F) {
	seed, _ := persist.AppendRecord(nil, persist.Record{NS: "n", Kind: persist.KindUpdate, Path: "/a", Value: []byte(`{"b":1}`)})
	f.Add(seed)
	f.Add(seed[:len(seed)-2])
	f.Add([]byte{})
	f.Add([]byte{1, 0, 0, 0, 0, 0, 0, 0, 's'})
	f.Fuzz(func(t *testing.T, b []byte) {
		r, n, err := persist.DecodeRecord(b)
		if err != nil {
			return
		}
		if n <= 0 || n > len(b) {
			t.Fatalf("consumed %d of %d", n, len(b))
		}
		again, err := persist.AppendRecord(nil, r)
		if err != nil {
			t.Fatalf("re-encode: %v", err)
		}
		if !bytes.Equal(again, b[:n]) {
			t.Fatalf("re-encoding differs:\n%x\n%x", again, b[:n])
		}
	})
}

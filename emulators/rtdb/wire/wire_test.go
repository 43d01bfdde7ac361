package wire_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"oppnp/emulators/rtdb/wire"
)

func TestSplit(t *testing.T) {
	tests := []struct {
		name       string
		msg        string
		max        int
		wantFrames int // including the count frame
	}{
		{"fits", strings.Repeat("a", 16384), 16384, 1},
		{"two chunks", strings.Repeat("a", 20051), 16384, 3},
		{"three chunks", strings.Repeat("a", 40008), 16384, 4},
		{"utf8 boundary", strings.Repeat("é", 20), 7, 1 + 7},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			frames := wire.Split([]byte(tt.msg), tt.max)
			if len(frames) != tt.wantFrames {
				t.Fatalf("got %d frames, want %d", len(frames), tt.wantFrames)
			}
			var a wire.Assembler
			var got []byte
			for i, f := range frames {
				if !utf8.Valid(f) {
					t.Fatalf("frame %d is not UTF-8", i)
				}
				if len(frames) > 1 && i > 0 && len(f) > tt.max {
					t.Fatalf("frame %d has %d bytes > %d", i, len(f), tt.max)
				}
				m, err := a.Feed(f)
				if err != nil {
					t.Fatal(err)
				}
				if m != nil {
					got = m
				}
			}
			if string(got) != tt.msg {
				t.Fatalf("reassembled %d bytes, want %d", len(got), len(tt.msg))
			}
		})
	}
}

func TestAssembler_Feed(t *testing.T) {
	tests := []struct {
		name    string
		frames  []string
		want    []string
		wantErr error
	}{
		{"single message", []string{`{"t":"d","d":{}}`}, []string{`{"t":"d","d":{}}`}, nil},
		{"keepalive ignored", []string{"0", `{"t":"c","d":{}}`}, []string{`{"t":"c","d":{}}`}, nil},
		{"counted", []string{"2", `{"t":"d",`, `"d":1}`}, []string{`{"t":"d","d":1}`}, nil},
		{"count of one", []string{"1", `{"x":1}`}, []string{`{"x":1}`}, nil},
		{"short number inside chunks", []string{"3", "12", "34", "5"}, []string{"12345"}, nil},
		{"negative count", []string{"-1"}, nil, wire.ErrMalformed},
		{"too many frames", []string{"999999"}, nil, wire.ErrTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := wire.Assembler{Max: 1000}
			var got []string
			var err error
			for _, f := range tt.frames {
				var m []byte
				m, err = a.Feed([]byte(f))
				if err != nil {
					break
				}
				if m != nil {
					got = append(got, string(m))
				}
			}
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Fatalf("messages = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestDecode(t *testing.T) {
	tests := []struct {
		name    string
		msg     string
		wantA   string
		wantErr bool
	}{
		{"put", `{"t":"d","d":{"r":9,"a":"p","b":{"p":"/a","d":1}}}`, "p", false},
		{"ping", `{"t":"c","d":{"t":"p","d":{}}}`, "", false},
		{"no d", `{"t":"d"}`, "", true},
		{"bad layer", `{"t":"x","d":{}}`, "", true},
		{"not json", `{`, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := wire.Decode([]byte(tt.msg))
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v", err)
			}
			if err != nil || e.T != wire.LayerData {
				return
			}
			r, err := e.DecodeRequest()
			if err != nil || r.A != tt.wantA || r.R == nil || *r.R != 9 {
				t.Fatalf("DecodeRequest = %+v, %v", r, err)
			}
		})
	}
}

func TestEncode(t *testing.T) {
	hs := wire.EncodeHandshake(wire.Handshake{TS: 5, H: "localhost:9000", S: "sess"})
	want := `{"d":{"d":{"ts":5,"v":"5","h":"localhost:9000","s":"sess"},"t":"h"},"t":"c"}`
	if string(hs) != want {
		t.Errorf("handshake = %s, want %s", hs, want)
	}
	if got := string(wire.EncodePong()); got != `{"d":{"d":{},"t":"o"},"t":"c"}` {
		t.Errorf("pong = %s", got)
	}
	if got := string(wire.EncodeReply(3, wire.StatusOK, json.RawMessage(`{}`))); got != `{"d":{"b":{"d":{},"s":"ok"},"r":3},"t":"d"}` {
		t.Errorf("reply = %s", got)
	}
	tag := int64(2)
	got := wire.EncodePush(wire.PushData, wire.DataPush{P: "a", D: json.RawMessage(`1`), T: &tag})
	if string(got) != `{"d":{"a":"d","b":{"p":"a","d":1,"t":2}},"t":"d"}` {
		t.Errorf("push = %s", got)
	}
}

func TestEncodeDataPush(t *testing.T) {
	tag := int64(4)
	tests := []struct {
		action, path, data string
		tag                *int64
	}{
		{"d", "a/b", `{"x":1}`, nil},
		{"m", "", `{"a/b":null}`, &tag},
		{"d", "q\"uote", `"s"`, nil},
		{"d", "año/ñ✓", `1`, nil},
		{"d", "a<b>&c\\d", `null`, &tag},
	}
	for _, tt := range tests {
		got := wire.EncodeDataPush(tt.action, tt.path, []byte(tt.data), tt.tag)
		want := wire.EncodePush(tt.action, wire.DataPush{P: tt.path, D: json.RawMessage(tt.data), T: tt.tag})
		var g, w any
		if json.Unmarshal(got, &g) != nil || json.Unmarshal(want, &w) != nil || jsonString(g) != jsonString(w) {
			t.Errorf("EncodeDataPush = %s, want the same as %s", got, want)
		}
	}
}

func jsonString(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestLPDecode(t *testing.T) {
	msg := []byte(`{"t":"d","d":{"r":1,"a":"s","b":{}}}`)
	enc := wire.LPEncoding.EncodeToString(msg)
	got, err := wire.LPDecode(enc)
	if err != nil || !bytes.Equal(got, msg) {
		t.Fatalf("LPDecode = %s, %v", got, err)
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"t":"d","d":{"r":1,"a":"q","b":{"p":"/"}}}`, `{"t":"c","d":{"t":"p","d":{}}}`, "0", "2", `{`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, frame []byte) {
		a := wire.Assembler{Max: 1 << 16}
		m, err := a.Feed(frame)
		if err != nil || m == nil {
			return
		}
		e, err := wire.Decode(m)
		if err != nil {
			return
		}
		_, _ = e.DecodeControl()
		_, _ = e.DecodeRequest()
	})
}

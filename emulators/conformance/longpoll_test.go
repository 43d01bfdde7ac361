package conformance_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// lpResponses extracts every pRTLPCB(<n>,[envelopes]) call of a JSONP body.
func lpResponses(body string) (map[int][]json.RawMessage, error) {
	out := map[int][]json.RawMessage{}
	for rest := body; ; {
		i := strings.Index(rest, "pRTLPCB(")
		if i < 0 {
			return out, nil
		}
		rest = rest[i+len("pRTLPCB("):]
		comma := strings.IndexByte(rest, ',')
		if comma < 0 {
			return out, nil
		}
		n, err := strconv.Atoi(strings.TrimSpace(rest[:comma]))
		if err != nil {
			continue // the function definition, not a call
		}
		var envs []json.RawMessage
		dec := json.NewDecoder(strings.NewReader(rest[comma+1:]))
		if err := dec.Decode(&envs); err != nil {
			return nil, fmt.Errorf("pRTLPCB(%d, ...) is not a JSON array: %w", n, err)
		}
		out[n] = envs
		rest = rest[comma+1+int(dec.InputOffset()):]
	}
}

// TestLongPolling_Session walks the long-polling transport as the browser
// SDK does with forceLongPolling(): start (handshake as response 0), data
// segments carrying requests, held polls that return the replies with
// consecutive response numbers.
func TestLongPolling_Session(t *testing.T) {
	ns := newNS("lp")
	base := "http://" + shared.Addr() + "/.lp?"
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	get := func(q url.Values) (string, error) {
		req, _ := http.NewRequestWithContext(ctx, "GET", base+q.Encode(), nil)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return "", err
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 {
			return "", fmt.Errorf("GET /.lp?%s: %d %s", q.Encode(), res.StatusCode, b)
		}
		return string(b), nil
	}
	start, err := get(url.Values{"start": {"t"}, "ser": {"81234"}, "cb": {"1"}, "v": {"5"}, "ns": {ns}})
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`pLPCommand\(\s*['"]start['"]\s*,\s*['"]([^'"]+)['"]\s*,\s*['"]([^'"]+)['"]`).FindStringSubmatch(start)
	if m == nil {
		t.Fatalf("no start command in %q", start)
	}
	id, pw := m[1], m[2]
	first, err := lpResponses(start)
	if err != nil || len(first[0]) != 1 || !bytes.Contains(first[0][0], []byte(`"t":"h"`)) {
		t.Fatalf("response 0 is not the handshake (%v): %s", err, start)
	}

	type batch struct {
		resp map[int][]json.RawMessage
		err  error
	}
	batches := make(chan batch, 64)
	var ser atomic.Int64
	seg := 0
	request := func(envelope string) {
		q := url.Values{"id": {id}, "pw": {pw}, "ser": {strconv.FormatInt(ser.Add(1), 10)}, "ns": {ns}}
		if envelope != "" {
			q.Set("seg0", strconv.Itoa(seg))
			q.Set("ts0", "1")
			q.Set("d0", strings.ReplaceAll(base64.URLEncoding.EncodeToString([]byte(envelope)), "=", "."))
			seg++
		}
		go func() {
			body, err := get(q)
			if err == nil {
				var r map[int][]json.RawMessage
				r, err = lpResponses(body)
				batches <- batch{r, err}
				return
			}
			if ctx.Err() == nil {
				batches <- batch{nil, err}
			}
		}()
	}
	seen := map[int]bool{0: true}
	await := func(r int) json.RawMessage {
		t.Helper()
		deadline := time.After(10 * time.Second)
		for {
			select {
			case b := <-batches:
				if b.err != nil {
					t.Fatal(b.err)
				}
				request("") // keep one poll open, as the SDK does
				var found json.RawMessage
				for n, envs := range b.resp {
					if seen[n] {
						t.Errorf("response number %d delivered twice", n)
					}
					seen[n] = true
					for _, e := range envs {
						var env struct {
							T string
							D struct {
								R int
								B json.RawMessage
							}
						}
						if json.Unmarshal(e, &env) == nil && env.T == "d" && env.D.R == r {
							found = env.D.B
						}
					}
				}
				if found != nil {
					return found
				}
			case <-deadline:
				t.Fatalf("no reply to request %d over long polling", r)
			}
		}
	}
	request("")
	request(`{"t":"d","d":{"r":1,"a":"p","b":{"p":"/lp/x","d":{"via":"long polling"}}}}`)
	if b := await(1); !bytes.Contains(b, []byte(`"s":"ok"`)) {
		t.Fatalf("put reply = %s", b)
	}
	request(`{"t":"d","d":{"r":2,"a":"g","b":{"p":"/lp/x","q":{}}}}`)
	if b := await(2); compactJSON(string(b)) != `{"d":{"via":"long polling"},"s":"ok"}` {
		t.Errorf("get reply = %s", b)
	}
	// The REST side sees the write made over long polling.
	if _, _, body := rest(t, "GET", "/lp/x/via", ns, "", ""); body != `"long polling"` {
		t.Errorf("REST read = %s", body)
	}
	// Responses already numbered may still be in flight on other polls:
	// collect them before checking the numbering has no holes.
	for drained := false; !drained; {
		select {
		case b := <-batches:
			for n := range b.resp {
				if seen[n] {
					t.Errorf("response number %d delivered twice", n)
				}
				seen[n] = true
			}
		case <-time.After(500 * time.Millisecond):
			drained = true
		}
	}
	for n := range seen {
		for k := 0; k < n; k++ {
			if !seen[k] {
				t.Errorf("response numbers not consecutive: saw %d but not %d", n, k)
			}
		}
	}
	_, _ = get(url.Values{"disconn": {"t"}, "id": {id}, "pw": {pw}, "ns": {ns}})
}

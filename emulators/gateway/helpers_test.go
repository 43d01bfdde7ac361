package gateway_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"testing"
	"time"

	"oppnp/emulators/emutest"
	"oppnp/emulators/gateway"
)

const clientID = "test-client"

// env is a simulator on a random loopback port plus a promotor1 session.
type env struct {
	t     *testing.T
	url   string
	srv   *gateway.Server
	token string // promotor1's access token
}

func newEnv(t *testing.T) *env {
	t.Helper()
	return newEnvWith(t, gateway.Config{ClientID: clientID, BiometricDelay: 20 * time.Millisecond, VideoWait: 50 * time.Millisecond})
}

// newEnvWith serves a simulator of cfg and logs promotor1 in.
func newEnvWith(t *testing.T, cfg gateway.Config) *env {
	t.Helper()
	srv, err := gateway.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { hs.Close(); srv.Close() })
	e := &env{t: t, url: hs.URL, srv: srv}
	e.token = e.login("promotor1").Token
	return e
}

// call is one request; zero values mean "send the normal headers".
type call struct {
	method, path string
	body         any    // JSON-encoded unless raw is set
	raw          []byte // sent as is with contentType
	contentType  string
	token        string // Bearer; "" uses env.token
	noClient     bool
	badClient    bool
	noDevice     bool
	noAuth       bool
	headers      map[string]string // extra request headers
}

type reply struct {
	status int
	header http.Header
	raw    []byte
	body   map[string]any // decoded JSON object, if any
}

func (e *env) do(c call) reply {
	e.t.Helper()
	if c.method == "" {
		c.method = http.MethodPost
	}
	var rd io.Reader
	ct := c.contentType
	switch {
	case c.raw != nil:
		rd = bytes.NewReader(c.raw)
	case c.body != nil:
		b, err := json.Marshal(c.body)
		if err != nil {
			e.t.Fatal(err)
		}
		rd, ct = bytes.NewReader(b), "application/json"
	}
	req, err := http.NewRequest(c.method, e.url+c.path, rd)
	if err != nil {
		e.t.Fatal(err)
	}
	if ct != "" {
		req.Header.Set("Content-Type", ct)
	}
	switch {
	case c.badClient:
		req.Header.Set("X-IBM-Client-Id", "someone-else")
	case !c.noClient:
		req.Header.Set("X-IBM-Client-Id", clientID)
	}
	if !c.noDevice {
		req.Header.Set("X-Device-Id", "device-test-1")
	}
	if !c.noAuth {
		tok := c.token
		if tok == "" {
			tok = e.token
		}
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	for k, v := range c.headers {
		req.Header.Set(k, v)
	}
	resp, raw := emutest.Do(e.t, req)
	r := reply{status: resp.StatusCode, header: resp.Header, raw: raw}
	_ = json.Unmarshal(raw, &r.body)
	return r
}

// post sends a JSON body with applicationId OPPNP added.
func (e *env) post(path string, body map[string]any) reply {
	e.t.Helper()
	b := map[string]any{"applicationId": "OPPNP"}
	for k, v := range body {
		b[k] = v
	}
	return e.do(call{path: path, body: b})
}

func (e *env) admin(method, path string, body any) reply {
	e.t.Helper()
	return e.do(call{method: method, path: path, body: body, noClient: true, noDevice: true, noAuth: true})
}

type loginReply struct {
	Token, TokenRefresh       string
	TokenTTL, TokenRefreshTTL int
	Data                      struct {
		DataSeller *struct{ BpID, Name string }
		Code       string
		Profile    string
	}
}

func (e *env) login(user string) loginReply {
	e.t.Helper()
	r := e.do(call{path: "/auth/login", noAuth: true, body: map[string]any{"applicationId": "OPPNP", "username": user, "password": "Demo.2026"}})
	if r.status != http.StatusOK {
		e.t.Fatalf("login %s: %d %s", user, r.status, r.raw)
	}
	var l loginReply
	if err := json.Unmarshal(r.raw, &l); err != nil {
		e.t.Fatal(err)
	}
	return l
}

// data returns reply.body["data"] as an object.
func (r reply) data() map[string]any {
	m, _ := r.body["data"].(map[string]any)
	return m
}

// jpeg is the smallest byte string the simulator accepts as a JPEG.
var jpeg = []byte{0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 'J', 'F', 'I', 'F', 0x00, 0xFF, 0xD9}

// pdf and mp4 are the smallest bytes the simulator takes for those formats.
var (
	pdf = []byte("%PDF-1.4\n%%EOF\n")
	mp4 = []byte{0x00, 0x00, 0x00, 0x18, 'f', 't', 'y', 'p', 'm', 'p', '4', '2'}
)

// multipartBody builds a document upload: the fields and, when fileName is
// set, its file part.
func multipartBody(t *testing.T, fields map[string]string, fileName string, data []byte) ([]byte, string) {
	t.Helper()
	if fileName == "" {
		return formBody(t, fields, nil, nil)
	}
	return formBody(t, fields, filePart(fileName, "application/octet-stream"), data)
}

// videoBody is a multipart body whose file part declares contentType.
func videoBody(t *testing.T, fields map[string]string, contentType string, data []byte) ([]byte, string) {
	t.Helper()
	return formBody(t, fields, filePart("video", contentType), data)
}

// filePart is the header of a part named file, as multipart's
// CreateFormFile writes it but with the content type given.
func filePart(fileName, contentType string) textproto.MIMEHeader {
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="file"; filename=%q`, fileName))
	h.Set("Content-Type", contentType)
	return h
}

// formBody is a multipart body of fields and, with a header, one part
// holding data.
func formBody(t *testing.T, fields map[string]string, part textproto.MIMEHeader, data []byte) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		if err := w.WriteField(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if part != nil {
		fw, err := w.CreatePart(part)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = fw.Write(data)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), w.FormDataContentType()
}

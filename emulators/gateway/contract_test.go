package gateway_test

import (
	"encoding/json"
	"net/http"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"oppnp/emulators/gateway"
)

// operation is one documented method + path of openapi.json.
type operation struct {
	method, tmpl string
	re           *regexp.Regexp
	spec         map[string]any
}

func (o *operation) key() string { return o.method + " " + o.tmpl }

func loadDoc(t *testing.T) map[string]any {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(gateway.OpenAPI(), &doc); err != nil {
		t.Fatalf("openapi.json: %v", err)
	}
	return doc
}

func operations(doc map[string]any) []*operation {
	var out []*operation
	param := regexp.MustCompile(`\{[^/]+\}`)
	for tmpl, item := range doc["paths"].(map[string]any) {
		re := regexp.MustCompile("^" + param.ReplaceAllString(tmpl, "[^/]+") + "$")
		for m, spec := range item.(map[string]any) {
			out = append(out, &operation{strings.ToUpper(m), tmpl, re, spec.(map[string]any)})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].key() < out[j].key() })
	return out
}

func findOp(ops []*operation, method, path string) *operation {
	path, _, _ = strings.Cut(path, "?")
	for _, o := range ops {
		if o.method == method && o.re.MatchString(path) {
			return o
		}
	}
	return nil
}

// response returns the documented response for a status, or "default".
func (o *operation) response(doc map[string]any, status int) (map[string]any, bool) {
	rs := o.spec["responses"].(map[string]any)
	r, ok := rs[strconv.Itoa(status)].(map[string]any)
	if !ok {
		r, ok = rs["default"].(map[string]any)
	}
	if !ok {
		return nil, false
	}
	if ref, isRef := r["$ref"].(string); isRef {
		r = resolve(doc, ref)
	}
	return r, true
}

// checkReply asserts the status is documented and the body matches its schema.
func checkReply(t *testing.T, doc map[string]any, o *operation, r reply) {
	t.Helper()
	resp, ok := o.response(doc, r.status)
	if !ok {
		t.Errorf("%s answered %d, which is not documented", o.key(), r.status)
		return
	}
	content, _ := resp["content"].(map[string]any)
	if len(content) == 0 {
		if len(r.raw) != 0 {
			t.Errorf("%s %d: documented without body, got %s", o.key(), r.status, r.raw)
		}
		return
	}
	ct := r.header.Get("Content-Type")
	for media, c := range content {
		if !strings.HasPrefix(ct, media) {
			continue
		}
		if media != "application/json" {
			return
		}
		var v any
		if err := json.Unmarshal(r.raw, &v); err != nil {
			t.Errorf("%s %d: body is not JSON: %s", o.key(), r.status, r.raw)
			return
		}
		for _, e := range validate(doc, c.(map[string]any)["schema"].(map[string]any), v, "$") {
			t.Errorf("%s %d: %s", o.key(), r.status, e)
		}
		return
	}
	t.Errorf("%s %d: Content-Type %q is not documented", o.key(), r.status, ct)
}

type contractCase struct {
	name string
	want int
	req  func(e *env) call
}

func post(path string, body map[string]any) func(*env) call {
	return func(*env) call {
		b := map[string]any{"applicationId": "OPPNP"}
		for k, v := range body {
			b[k] = v
		}
		return call{path: path, body: b}
	}
}

// TestContract_EveryPathAndStatus walks openapi.json: every documented
// operation is served, every documented status is produced by some request,
// and every response validates against its documented schema.
func TestContract_EveryPathAndStatus(t *testing.T) {
	doc := loadDoc(t)
	ops := operations(doc)
	e := newEnv(t)
	covered := map[string]map[string]bool{}
	happy := map[string]call{}

	run := func(tc contractCase, generic bool) {
		t.Helper()
		c := tc.req(e)
		if c.method == "" {
			c.method = http.MethodPost
		}
		o := findOp(ops, c.method, c.path)
		if o == nil {
			t.Errorf("%s: %s %s is not in openapi.json", tc.name, c.method, c.path)
			return
		}
		r := e.do(c)
		if r.status != tc.want {
			t.Errorf("%s: %s %s = %d %s, want %d", tc.name, c.method, c.path, r.status, r.raw, tc.want)
			return
		}
		checkReply(t, doc, o, r)
		if covered[o.key()] == nil {
			covered[o.key()] = map[string]bool{}
		}
		covered[o.key()][strconv.Itoa(r.status)] = true
		if !generic && r.status < 300 {
			if _, ok := happy[o.key()]; !ok {
				happy[o.key()] = c
			}
		}
	}

	for _, tc := range contractCases(t) {
		run(tc, false)
	}

	// Header, token and applicationId failures apply to every operation.
	for _, o := range ops {
		base, ok := happy[o.key()]
		if !ok {
			continue
		}
		params, _ := json.Marshal(o.spec["parameters"])
		security, _ := json.Marshal(o.spec["security"])
		mut := func(name string, want int, f func(c *call)) {
			c := base
			f(&c)
			run(contractCase{o.key() + " " + name, want, func(*env) call { return c }}, true)
		}
		if strings.Contains(string(params), "ClientId") {
			mut("without client id", 401, func(c *call) { c.noClient = true })
			mut("with a foreign client id", 403, func(c *call) { c.badClient = true })
		}
		if strings.Contains(string(params), "DeviceId") {
			mut("without device id", 400, func(c *call) { c.noDevice = true })
		}
		if strings.Contains(string(security), "bearer") {
			mut("without token", 401, func(c *call) { c.noAuth = true })
			mut("with an unknown token", 401, func(c *call) { c.token = "at_unknown" })
		}
		if b, ok := base.body.(map[string]any); ok {
			if _, has := b["applicationId"]; has {
				mut("with another applicationId", 400, func(c *call) {
					nb := map[string]any{}
					for k, v := range b {
						nb[k] = v
					}
					nb["applicationId"] = "OTRA"
					c.body = nb
				})
			}
		}
	}

	// Reset last: it revokes every token the cases above reuse.
	run(contractCase{"reset", 204, func(*env) call {
		return call{path: "/__admin/reset", noClient: true, noDevice: true, noAuth: true}
	}}, false)
	if r := e.do(call{path: "/customers/search", body: map[string]any{"applicationId": "OPPNP", "curp": "SABC560626MDFLRN01"}}); r.status != http.StatusUnauthorized {
		t.Errorf("after reset, the old token answered %d, want 401", r.status)
	}

	for _, o := range ops {
		if _, ok := happy[o.key()]; !ok {
			t.Errorf("%s: no successful request in the contract cases", o.key())
		}
		for status := range o.spec["responses"].(map[string]any) {
			if status != "default" && !covered[o.key()][status] {
				t.Errorf("%s: documented status %s never produced", o.key(), status)
			}
		}
	}
}

// TestContract_ExamplesValidate checks every request example against its
// request schema, so the contract's examples can be copied.
func TestContract_ExamplesValidate(t *testing.T) {
	doc := loadDoc(t)
	for _, o := range operations(doc) {
		rb, ok := o.spec["requestBody"].(map[string]any)
		if !ok {
			continue
		}
		c, ok := rb["content"].(map[string]any)["application/json"].(map[string]any)
		if !ok {
			continue
		}
		ex, ok := c["example"]
		if !ok {
			t.Errorf("%s: JSON request body without example", o.key())
			continue
		}
		for _, err := range validate(doc, c["schema"].(map[string]any), ex, "$") {
			t.Errorf("%s example: %s", o.key(), err)
		}
	}
}

// TestContract_Refs checks that every $ref resolves and operationIds are unique.
func TestContract_Refs(t *testing.T) {
	doc := loadDoc(t)
	var walk func(v any, at string)
	walk = func(v any, at string) {
		switch v := v.(type) {
		case map[string]any:
			if ref, ok := v["$ref"].(string); ok {
				func() {
					defer func() {
						if recover() != nil {
							t.Errorf("%s: $ref %s does not resolve", at, ref)
						}
					}()
					resolve(doc, ref)
				}()
			}
			for k, x := range v {
				walk(x, at+"/"+k)
			}
		case []any:
			for i, x := range v {
				walk(x, at+"/"+strconv.Itoa(i))
			}
		}
	}
	walk(doc, "#")
	seen := map[string]string{}
	for _, o := range operations(doc) {
		id, _ := o.spec["operationId"].(string)
		if id == "" || seen[id] != "" {
			t.Errorf("%s: operationId %q missing or also used by %s", o.key(), id, seen[id])
		}
		seen[id] = o.key()
	}
}

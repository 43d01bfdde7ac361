package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"

	"oppnp/emulators/remoteconfig"
)

func (s *Server) remoteConfig() http.Handler {
	if s.o.RemoteConfig != nil {
		return s.o.RemoteConfig
	}
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "no hay plantilla de Remote Config"})
	})
}

// call runs the Remote Config handler in-process.
func (s *Server) call(method, path string, body []byte) (int, []byte) {
	req, _ := http.NewRequest(method, path, bytes.NewReader(body))
	rec := &recorder{header: http.Header{}}
	s.remoteConfig().ServeHTTP(rec, req)
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	return rec.status, rec.body.Bytes()
}

// toggle sets a BOOLEAN parameter, or the "enabled" member of a JSON
// object parameter, to the requested value, through the same PUT the
// template handler offers (the file is rewritten atomically, the rest of it
// byte for byte).
func (s *Server) toggle(w http.ResponseWriter, r *http.Request) {
	key := r.PathValue("key")
	var in struct {
		Enabled *bool `json:"enabled"`
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, 1<<16)).Decode(&in); err != nil || in.Enabled == nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": `se esperaba {"enabled": true|false}`})
		return
	}
	status, b := s.call(http.MethodGet, "/template", nil)
	if status != http.StatusOK {
		relay(w, status, b, nil, "")
		return
	}
	t, err := remoteconfig.ParseTemplate(b)
	if err != nil {
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": err.Error()})
		return
	}
	p, ok := findParameter(t, key)
	if !ok {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "parámetro desconocido: " + key})
		return
	}
	value, err := Toggled(p, *in.Enabled)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "el parámetro " + key + " no tiene un interruptor (BOOLEAN o JSON con \"enabled\")"})
		return
	}
	body, _ := json.Marshal(map[string]string{"value": value})
	status, b = s.call(http.MethodPut, "/parameters/"+key, body)
	relay(w, status, b, nil, "")
}

func findParameter(t *remoteconfig.Template, key string) (remoteconfig.Parameter, bool) {
	if p, ok := t.Parameters[key]; ok {
		return p, true
	}
	for _, g := range t.ParameterGroups {
		if p, ok := g.Parameters[key]; ok {
			return p, true
		}
	}
	return remoteconfig.Parameter{}, false
}

// Toggled returns p's default value with its switch set to on: "true" or
// "false" for a BOOLEAN, the JSON object with "enabled" replaced (other
// members kept in order, byte for byte) for a JSON parameter.
func Toggled(p remoteconfig.Parameter, on bool) (string, error) {
	cur := ""
	if p.DefaultValue != nil && p.DefaultValue.Value != nil {
		cur = *p.DefaultValue.Value
	}
	if strings.EqualFold(p.ValueType, "BOOLEAN") {
		return fmt.Sprint(on), nil
	}
	if !strings.EqualFold(p.ValueType, "JSON") {
		return "", ErrNoToggle
	}
	return setEnabled(cur, on)
}

// setEnabled replaces the top-level "enabled" boolean of a JSON object.
func setEnabled(doc string, on bool) (string, error) {
	b := []byte(doc)
	dec := json.NewDecoder(bytes.NewReader(b))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return "", ErrNoToggle
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return "", ErrNoToggle
		}
		start := int(dec.InputOffset())
		for start < len(b) && strings.ContainsRune(" \t\r\n:", rune(b[start])) {
			start++
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return "", ErrNoToggle
		}
		if tok != "enabled" {
			continue
		}
		if s := string(raw); s != "true" && s != "false" {
			return "", ErrNoToggle
		}
		end := int(dec.InputOffset())
		return string(b[:start]) + fmt.Sprint(on) + string(b[end:]), nil
	}
	return "", ErrNoToggle
}

// recorder is a minimal in-memory http.ResponseWriter.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header { return r.header }
func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.body.Write(b)
}
func (r *recorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
}

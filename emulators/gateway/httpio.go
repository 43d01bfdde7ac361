package gateway

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
)

const maxJSONBody = 1 << 20

func writeJSON(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if body != nil {
		_ = json.NewEncoder(w).Encode(body)
	}
}

func writeError(w http.ResponseWriter, err error) {
	var e *apiError
	if !errors.As(err, &e) {
		e = fail(http.StatusInternalServerError, "INTERNAL", err.Error())
	}
	body := map[string]any{"code": e.code, "message": e.message}
	for k, v := range e.extra {
		body[k] = v
	}
	writeJSON(w, e.status, body)
}

// appRequest is embedded in every payload that carries applicationId.
type appRequest struct {
	ApplicationID string `json:"applicationId"`
}

func (a appRequest) appID() string { return a.ApplicationID }

// decode reads a JSON body into v.
func decode(r *request, v any) error {
	b, err := io.ReadAll(io.LimitReader(r.Body, maxJSONBody))
	if err != nil {
		return fail(http.StatusBadRequest, CodeBadRequest, MsgInvalidJSON)
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fail(http.StatusBadRequest, CodeBadRequest, MsgInvalidJSON)
	}
	return nil
}

// decodeApp reads a JSON body and requires applicationId OPPNP.
func decodeApp(r *request, v interface{ appID() string }) error {
	if err := decode(r, v); err != nil {
		return err
	}
	if v.appID() != "OPPNP" {
		return fail(http.StatusBadRequest, CodeApplicationID, MsgApplicationID)
	}
	return nil
}

// need fails with FIELD_REQUIRED for the first blank value of name/value pairs.
func need(pairs ...string) error {
	for i := 0; i+1 < len(pairs); i += 2 {
		if strings.TrimSpace(pairs[i+1]) == "" {
			return fail(http.StatusBadRequest, CodeFieldRequired, "Falta el campo "+pairs[i])
		}
	}
	return nil
}

type envelope struct {
	Data any `json:"data"`
}

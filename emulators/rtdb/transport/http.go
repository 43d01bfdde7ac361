package transport

import (
	"encoding/json"
	"net/http"
)

// WriteError sends {"error": msg} with the status CodeOf maps err to.
func WriteError(w http.ResponseWriter, err error) {
	c := CodeOf(err)
	WriteJSON(w, c.HTTP, MustMarshal(map[string]string{"error": c.Msg}))
}

func WriteJSON(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

func MustMarshal(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

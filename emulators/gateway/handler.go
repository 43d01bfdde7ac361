package gateway

import (
	"net/http"
	"reflect"
	"strings"
)

// The shape every JSON route shares, after wrap has checked its headers and
// session: bind the payload, find what it names (404 when absent), reply
// with the data in the gateway's envelope.

// bind decodes r's payload into v, a pointer to a struct embedding
// appRequest; requires applicationId OPPNP; then fails with FIELD_REQUIRED
// for the first blank string field tagged `need:""`, in declaration order
// (embedded structs included), as need does.
func bind(r *request, v interface{ appID() string }) error {
	if err := decodeApp(r, v); err != nil {
		return err
	}
	return needTagged(reflect.ValueOf(v).Elem())
}

func needTagged(v reflect.Value) error {
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous && f.Type.Kind() == reflect.Struct {
			if err := needTagged(v.Field(i)); err != nil {
				return err
			}
			continue
		}
		if _, ok := f.Tag.Lookup("need"); ok && f.Type.Kind() == reflect.String {
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if err := need(name, v.Field(i).String()); err != nil {
				return err
			}
		}
	}
	return nil
}

// find returns m[key], or a 404 with code and message when there is none.
func find[V any](m map[string]*V, key, code, message string) (*V, error) {
	if v := m[key]; v != nil {
		return v, nil
	}
	return nil, fail(http.StatusNotFound, code, message)
}

// reply answers status with data in the gateway's {data} envelope.
func reply(status int, data any) (int, any, error) {
	return status, envelope{data}, nil
}

package rtdb_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"oppnp/emulators/rtdb"
)

// writeREST PUTs v at path as the owner through the handler, in process.
func writeREST(srv *rtdb.Server, ns, path string, v any) error {
	req := httptest.NewRequest(http.MethodPut, path+".json?ns="+ns, strings.NewReader(fmt.Sprint(v)))
	req.Header.Set("Authorization", "Bearer owner")
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	if rec.Code != 200 {
		return fmt.Errorf("PUT %s: %d %s", path, rec.Code, rec.Body)
	}
	return nil
}

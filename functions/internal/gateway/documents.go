package gateway

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

// maxDocument bounds a document's bytes read from the gateway (it accepts
// uploads of at most 5 MB).
const maxDocument = 6 << 20

// DocumentInfo is one entry of POST /documents/byFolio: what the gateway
// keeps about an uploaded file (documentType "ine", "selfie", "lifeTest",
// "signature", …).
type DocumentInfo struct {
	DocumentID   string `json:"documentId"`
	Folio        string `json:"folio"`
	DocumentType string `json:"documentType"`
	Side         string `json:"side"`
	FileName     string `json:"fileName"`
	ContentType  string `json:"contentType"`
}

// DocumentsByFolio calls POST /documents/byFolio: the folio's uploads,
// oldest first.
func (c *Client) DocumentsByFolio(ctx context.Context, bearer, folio string) ([]DocumentInfo, error) {
	var out struct {
		Data struct {
			Documents []DocumentInfo `json:"documents"`
		} `json:"data"`
	}
	err := c.do(ctx, "POST", "/documents/byFolio", bearer, map[string]any{"applicationId": ApplicationID, "folio": folio}, &out)
	return out.Data.Documents, err
}

// Document GETs /documents/{id}: the file's bytes (JPEG). A document the
// gateway does not hold is an *APIError with status 404.
func (c *Client) Document(ctx context.Context, bearer, id string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+"/documents/"+url.PathEscape(id), nil)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnreachable, err)
	}
	req.Header.Set("X-IBM-Client-Id", c.ClientID)
	req.Header.Set("X-Device-Id", deviceID(ctx))
	req.Header.Set("Authorization", "Bearer "+bearer)
	resp, err := c.httpClient().Do(req)
	if err != nil {
		return nil, fmt.Errorf("%w: GET /documents: %v", ErrUnreachable, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxDocument))
	switch {
	case err != nil:
		return nil, fmt.Errorf("%w: GET /documents: %v", ErrUnreachable, err)
	case resp.StatusCode == http.StatusNotFound:
		return nil, &APIError{Status: resp.StatusCode, Code: "DOCUMENT_NOT_FOUND", Message: "Documento no encontrado"}
	case resp.StatusCode == http.StatusUnauthorized:
		return nil, &APIError{Status: resp.StatusCode, Code: "UNAUTHORIZED"}
	case resp.StatusCode != http.StatusOK:
		return nil, fmt.Errorf("%w: GET /documents: %s", ErrUnreachable, resp.Status)
	}
	return b, nil
}

// DocumentsByFolio lists a folio's uploads with the service session.
func (s *Service) DocumentsByFolio(ctx context.Context, folio string) (d []DocumentInfo, err error) {
	err = s.T.Do(ctx, func(b string) error { d, err = s.C.DocumentsByFolio(ctx, b, folio); return err })
	return d, err
}

// Document fetches a document's bytes with the service session.
func (s *Service) Document(ctx context.Context, id string) (data []byte, err error) {
	err = s.T.Do(ctx, func(b string) error { data, err = s.C.Document(ctx, b, id); return err })
	return data, err
}

package gateway

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
)

// maxDocument is the largest accepted upload.
const maxDocument = 5 << 20

type document struct {
	DocumentID   string `json:"documentId"`
	Folio        string `json:"folio"`
	DocumentType string `json:"documentType"`
	Side         string `json:"side"`
	FileName     string `json:"fileName"`
	Size         int    `json:"size"`
	ContentType  string `json:"contentType"`
	data         []byte
}

// format is one accepted file format: its extensions, how its bytes
// begin and the content type it is kept and served as.
type format struct {
	exts        []string
	magic       func([]byte) bool
	contentType string
}

var (
	jpegFormat = format{[]string{".jpg", ".jpeg"}, func(b []byte) bool { return bytes.HasPrefix(b, []byte{0xFF, 0xD8, 0xFF}) }, "image/jpeg"}
	pdfFormat  = format{[]string{".pdf"}, func(b []byte) bool { return bytes.HasPrefix(b, []byte("%PDF-")) }, "application/pdf"}
	mp4Format  = format{[]string{".mp4"}, func(b []byte) bool { return len(b) >= 8 && string(b[4:8]) == "ftyp" }, "video/mp4"}
	webmFormat = format{[]string{".webm"}, func(b []byte) bool { return bytes.HasPrefix(b, []byte{0x1A, 0x45, 0xDF, 0xA3}) }, "video/webm"}
)

// formatsOf is what a documentType may be: images for the official ID and
// the customer's photos and signature; PDF or JPEG for the lender's
// documents (loan report, payroll letter, others, CUB); MP4 or WebM for a
// video. A type not named here is an image.
func formatsOf(documentType string) []format {
	switch documentType {
	case "informe-prestamo", "carta-libranza", "otros", "CUB":
		return []format{pdfFormat, jpegFormat}
	case "video":
		return []format{mp4Format, webmFormat}
	}
	return []format{jpegFormat}
}

// accepted returns the content type of a file of documentType whose name's
// extension and first bytes are of one of the type's formats.
func accepted(documentType, name string, data []byte) (string, bool) {
	ext := strings.ToLower(filepath.Ext(name))
	for _, f := range formatsOf(documentType) {
		if slices.Contains(f.exts, ext) && f.magic(data) {
			return f.contentType, true
		}
	}
	return "", false
}

func (s *Server) uploadDocument(r *request) (int, any, error) {
	r.Body = http.MaxBytesReader(r.w, r.Body, maxDocument+1<<20)
	if err := r.ParseMultipartForm(1 << 20); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return 0, nil, fail(http.StatusBadRequest, CodeFieldInvalid, "El archivo excede 5 MB")
		}
		return 0, nil, fail(http.StatusBadRequest, CodeBadRequest, "Se esperaba multipart/form-data")
	}
	defer r.MultipartForm.RemoveAll()
	if r.FormValue("applicationId") != "OPPNP" {
		return 0, nil, fail(http.StatusBadRequest, CodeApplicationID, MsgApplicationID)
	}
	folio, side, kind := r.FormValue("folio"), r.FormValue("side"), r.FormValue("documentType")
	if err := need("folio", folio, "side", side); err != nil {
		return 0, nil, err
	}
	if side != "front" && side != "back" {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldInvalid, "side debe ser front o back")
	}
	if kind == "" {
		kind = "ine"
	}
	f, hdr, err := r.FormFile("file")
	if err != nil {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldRequired, "Falta el campo file")
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxDocument+1))
	if err != nil {
		return 0, nil, fail(http.StatusBadRequest, CodeBadRequest, "No se pudo leer el archivo")
	}
	if len(data) > maxDocument {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldInvalid, "El archivo excede 5 MB")
	}
	ct, ok := accepted(kind, hdr.Filename, data)
	if !ok && len(formatsOf(kind)) == 1 {
		return 0, nil, fail(http.StatusUnsupportedMediaType, CodeDocumentType, MsgDocumentType)
	}
	if !ok {
		return 0, nil, fail(http.StatusUnsupportedMediaType, CodeDocumentType, MsgDocumentFormat)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	d := &document{DocumentID: s.nextID("DOC"), Folio: folio, DocumentType: kind, Side: side,
		FileName: filepath.Base(hdr.Filename), Size: len(data), ContentType: ct, data: data}
	s.st.docs[d.DocumentID] = d
	s.st.docSeq = append(s.st.docSeq, d.DocumentID)
	return reply(http.StatusCreated, *d)
}

func (s *Server) getDocument(r *request) (int, any, error) {
	s.mu.Lock()
	d := s.st.docs[r.PathValue("documentId")]
	s.mu.Unlock()
	if d == nil {
		return 0, nil, fail(http.StatusNotFound, CodeDocumentNotFound, "Documento no encontrado")
	}
	r.w.Header().Set("Content-Type", d.ContentType)
	r.w.WriteHeader(http.StatusOK)
	_, _ = r.w.Write(d.data)
	return 0, nil, nil
}

func (s *Server) documentsByFolio(r *request) (int, any, error) {
	var req struct {
		appRequest
		Folio string `json:"folio" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []document{}
	for _, id := range s.st.docSeq {
		if d := s.st.docs[id]; d.Folio == req.Folio {
			out = append(out, *d)
		}
	}
	return reply(http.StatusOK, map[string]any{"documents": out})
}

package gateway

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
)

// Bounds of a recorded video (the customer's browser records at most
// maxRecordingMs; docs/adr/0041-video-recording-in-the-browser.md).
const (
	maxRecording   = 4 << 20
	minRecordingMs = 1000
	maxRecordingMs = 30000
)

// Messages of a refused recording.
const (
	MsgRecordingType     = "Solo se aceptan videos WebM o MP4"
	MsgRecordingSize     = "El video excede 4 MB"
	MsgRecordingDuration = "El video debe durar entre 1 y 30 segundos"
	MsgRecordingEmpty    = "El video está vacío o dañado"
)

type recording struct {
	RecordingID string `json:"recordingId"`
	Folio       string `json:"folio"`
	SessionID   string `json:"sessionId,omitempty"`
	Status      string `json:"status"`
	ContentType string `json:"contentType"`
	Size        int    `json:"size"`
	DurationMs  int    `json:"durationMs"`
}

// videoMagic reports whether data starts as a WebM (EBML) or MP4 (ftyp box)
// file of the declared type.
func videoMagic(contentType string, data []byte) bool {
	switch {
	case strings.HasPrefix(contentType, "video/webm"):
		return bytes.HasPrefix(data, []byte{0x1A, 0x45, 0xDF, 0xA3})
	case strings.HasPrefix(contentType, "video/mp4"):
		return len(data) >= 8 && string(data[4:8]) == "ftyp"
	}
	return false
}

// uploadRecording accepts the video a customer recorded when the live call
// could not happen: WebM or MP4, at most 4 MB and 1–30 s. Only its metadata
// is kept.
func (s *Server) uploadRecording(r *request) (int, any, error) {
	r.Body = http.MaxBytesReader(r.w, r.Body, maxRecording+1<<20)
	if err := r.ParseMultipartForm(1 << 20); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return 0, nil, fail(http.StatusRequestEntityTooLarge, CodeFieldInvalid, MsgRecordingSize)
		}
		return 0, nil, fail(http.StatusBadRequest, CodeBadRequest, "Se esperaba multipart/form-data")
	}
	defer r.MultipartForm.RemoveAll()
	if r.FormValue("applicationId") != "OPPNP" {
		return 0, nil, fail(http.StatusBadRequest, CodeApplicationID, MsgApplicationID)
	}
	folio, dur := r.FormValue("folio"), r.FormValue("durationMs")
	if err := need("folio", folio, "durationMs", dur); err != nil {
		return 0, nil, err
	}
	ms, err := strconv.Atoi(dur)
	if err != nil || ms < minRecordingMs || ms > maxRecordingMs {
		return 0, nil, fail(http.StatusUnprocessableEntity, CodeRecordingRejected, MsgRecordingDuration)
	}
	f, hdr, err := r.FormFile("file")
	if err != nil {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldRequired, "Falta el campo file")
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxRecording+1))
	if err != nil {
		return 0, nil, fail(http.StatusBadRequest, CodeBadRequest, "No se pudo leer el archivo")
	}
	if len(data) > maxRecording {
		return 0, nil, fail(http.StatusRequestEntityTooLarge, CodeFieldInvalid, MsgRecordingSize)
	}
	ct := hdr.Header.Get("Content-Type")
	if !strings.HasPrefix(ct, "video/webm") && !strings.HasPrefix(ct, "video/mp4") {
		return 0, nil, fail(http.StatusUnsupportedMediaType, CodeRecordingType, MsgRecordingType)
	}
	if !videoMagic(ct, data) {
		return 0, nil, fail(http.StatusUnprocessableEntity, CodeRecordingRejected, MsgRecordingEmpty)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	rec := &recording{RecordingID: s.nextID("VR"), Folio: folio, SessionID: r.FormValue("sessionId"), Status: "ACCEPTED",
		ContentType: ct, Size: len(data), DurationMs: ms}
	s.st.recordings[rec.RecordingID] = rec
	return reply(http.StatusCreated, *rec)
}

package link

import (
	"crypto/rand"
	"fmt"
	"time"
)

// The action codes of SPEC §4.
const (
	ActionBiometric         = 1
	ActionSignature         = 2
	ActionVideo             = 3
	ActionSignatureAndVideo = 4
	ActionCorrectData       = 5
)

// Link is requests/{id}/link.
type Link struct {
	Action    int    `json:"action"`
	ExpiresAt int64  `json:"expiresAt"` // ms since epoch
	UsedAt    *int64 `json:"usedAt,omitempty"`
	SentAt    int64  `json:"sentAt,omitempty"`
}

// stages are the statuses in which the customer is still working on each
// action's link.
var stages = map[int][]string{
	ActionBiometric:         {"waitingProcessCustomer"},
	ActionCorrectData:       {"documentsReprocessing", "uploadingDocuments"},
	ActionSignature:         {"sentForSignature", "waitingSignature"},
	ActionVideo:             {"sentForSignature", "waitingSignature", "signature", "videocall", "videoRecording"},
	ActionSignatureAndVideo: {"sentForSignature", "waitingSignature", "signature", "videocall", "videoRecording"},
}

// InStage reports whether status is part of the action's customer stage.
func InStage(action int, status string) bool {
	for _, s := range stages[action] {
		if s == status {
			return true
		}
	}
	return false
}

// Check validates a link for a folio in status at now.
func Check(l *Link, status string, now time.Time) error {
	if l == nil || l.Action == 0 {
		return ErrNotFound
	}
	if l.UsedAt != nil || !InStage(l.Action, status) {
		return &Error{Kind: ErrUsed, Action: l.Action}
	}
	if now.UnixMilli() >= l.ExpiresAt {
		return &Error{Kind: ErrExpired, Action: l.Action}
	}
	return nil
}

// NewUUID returns a random RFC 4122 version 4 uuid.
func NewUUID() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16]), nil
}

// Path is the SPA route a link opens, per action.
func Path(uuid string, action int) string {
	switch action {
	case ActionCorrectData:
		return "/folio/" + uuid + "/documentos"
	case ActionVideo:
		return "/folio/" + uuid + "/bienvenida-video"
	default:
		return "/folio/" + uuid + "/bienvenida"
	}
}

// SMS is the text sent with a link.
func SMS(baseURL, uuid string, action int) string {
	what := map[int]string{
		ActionBiometric:         "continuar tu solicitud de crédito",
		ActionSignature:         "firmar tu solicitud de crédito",
		ActionVideo:             "realizar tu videollamada",
		ActionSignatureAndVideo: "firmar tu solicitud y realizar tu videollamada",
		ActionCorrectData:       "corregir tus datos o documentos",
	}[action]
	if what == "" {
		what = "continuar tu solicitud de crédito"
	}
	return fmt.Sprintf("Ingresa a %s%s para %s.", baseURL, Path(uuid, action), what)
}

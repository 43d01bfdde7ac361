package link

import (
	"fmt"
	"time"

	"oppnp/functions/internal/folio"
)

// The action codes of docs/requirements.md §4.
const (
	ActionBiometric         = 1
	ActionSignature         = 2
	ActionVideo             = 3
	ActionSignatureAndVideo = 4
	ActionCorrectData       = 5
)

// Link is requests/{id}/link: the folio's current link, without its
// credential.
type Link struct {
	ID        string `json:"id"`
	Action    int    `json:"action"`
	ExpiresAt int64  `json:"expiresAt"` // ms since epoch
	UsedAt    *int64 `json:"usedAt,omitempty"`
	SentAt    int64  `json:"sentAt,omitempty"`
}

// InStage reports whether status is part of the action's customer stage:
// the folio contract's link stages (docs/contract.md), the same the
// database rules hold the link's token to.
func InStage(action int, status string) bool {
	return folio.InLinkStage(action, folio.Status(status))
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

// Path is the SPA route a link opens, per action; the credential is the
// route's :uuid segment.
func Path(credential string, action int) string {
	switch action {
	case ActionCorrectData:
		return "/folio/" + credential + "/documentos"
	case ActionVideo:
		return "/folio/" + credential + "/bienvenida-video"
	default:
		return "/folio/" + credential + "/bienvenida"
	}
}

// SMS is the text sent with a link.
func SMS(baseURL, credential string, action int) string {
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
	return fmt.Sprintf("Ingresa a %s%s para %s.", baseURL, Path(credential, action), what)
}

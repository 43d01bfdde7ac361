package folio

import (
	"fmt"
	"slices"
	"strings"
)

// A folio is complete for COX when the customer took every step its link
// action asks for (docs/requirements.md §4 action codes, docs/contract.md
// transitions): the identity steps of action 1 that every loan passed —
// consent, the OTP, an accepted biometric — and, by the link that brought
// it to sentCOX, the signature (2 and 4) and the video (3 and 4).
// docs/adr/0050-cox-only-complete-folios-exactly-once.md.

// EvidenceRecord is evidence/{requestId}/{kind}: an upload the functions
// registered (the gateway's document id and the bytes' SHA-256).
type EvidenceRecord struct {
	GatewayID string `json:"gatewayId"`
	SHA256    string `json:"sha256"`
}

// COXFacts is what the functions hold of a folio entering sentCOX: the
// folio, the signature the functions registered (nil when none), and
// whether a staff member accepted a PENDIENTE biometric by moving the
// folio biometricValidation → fileValidation (the trail).
type COXFacts struct {
	Folio             *Folio
	Signature         *EvidenceRecord
	BiometricReviewed bool
}

// Missing is one thing a folio lacks before COX.
type Missing string

// What COXMissing may report, in this order.
const (
	MissingLink              Missing = "link"
	MissingConsent           Missing = "consent"
	MissingOTP               Missing = "otp"
	MissingBiometric         Missing = "biometric"
	MissingSignature         Missing = "signature"
	MissingSignatureEvidence Missing = "signatureEvidence"
	MissingVideo             Missing = "video"
)

// Link actions whose stage ends in sentCOX, and which of them ask for the
// signature and the video (docs/requirements.md §4 action codes).
var (
	coxActions       = []int{2, 3, 4}
	signatureActions = []int{2, 4}
	videoActions     = []int{3, 4}
)

// VideoDone lists the video step's outcomes that confirm the customer on
// video: a call that ended well, or a recorded video the provider accepted
// (docs/adr/0041-video-recording-in-the-browser.md).
var VideoDone = []string{"CALL_ENDS_SUCCESSFULLY", "CALL_ENDS_SUCCESSFULLY_HB", "VIDEO_RECORDED"}

var missingText = map[Missing]string{
	MissingLink:              "una liga de firma o video del cliente (acción 2, 3 o 4)",
	MissingConsent:           "el consentimiento del cliente",
	MissingOTP:               "la verificación del código OTP",
	MissingBiometric:         "la validación biométrica aceptada",
	MissingSignature:         "la firma del cliente",
	MissingSignatureEvidence: "la imagen de la firma registrada por el sistema",
	MissingVideo:             "la videollamada o el video del cliente",
}

// COXMissing lists what the folio lacks before it may go to COX; none
// means complete.
func COXMissing(c COXFacts) []Missing {
	f := c.Folio
	if f == nil {
		f = &Folio{}
	}
	s := f.CustomerSteps
	if s == nil {
		s = &CustomerSteps{}
	}
	var out []Missing
	action := 0
	if f.Link != nil {
		action = f.Link.Action
	}
	if !slices.Contains(coxActions, action) {
		out = append(out, MissingLink)
	}
	if s.Consent == nil || !s.Consent.Done {
		out = append(out, MissingConsent)
	}
	if s.Otp == nil || !s.Otp.Done {
		out = append(out, MissingOTP)
	}
	if r := f.BiometricResult(); r != "ACEPTADO" && (r != "PENDIENTE" || !c.BiometricReviewed) {
		out = append(out, MissingBiometric)
	}
	if slices.Contains(signatureActions, action) {
		signed := s.Signature != nil && s.Signature.Done && s.Signature.GatewayID != ""
		if !signed {
			out = append(out, MissingSignature)
		}
		if c.Signature == nil || c.Signature.GatewayID == "" || (signed && c.Signature.GatewayID != s.Signature.GatewayID) {
			out = append(out, MissingSignatureEvidence)
		}
	}
	if slices.Contains(videoActions, action) && (s.Video == nil || !s.Video.Done || !slices.Contains(VideoDone, s.Video.Outcome)) {
		out = append(out, MissingVideo)
	}
	return out
}

// COXRefusal is the Spanish reason staff read on a folio refused before
// COX (statusReason, errors/cox): what it lacks.
func COXRefusal(missing []Missing) string {
	parts := make([]string, 0, len(missing))
	for _, m := range missing {
		if t, ok := missingText[m]; ok {
			parts = append(parts, t)
		} else {
			parts = append(parts, string(m))
		}
	}
	return fmt.Sprintf("No se envió a COX porque falta: %s. Completa los pasos del cliente y reenvíalo a COX.", strings.Join(parts, "; "))
}

package evidence

import (
	"slices"
	"strings"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// Kind names one of a folio's uploads.
type Kind string

// The uploads a folio's screens make, in the order the desk shows them.
const (
	IneFront  Kind = "ineFront"  // capture or an action-5 link: documents/ineFront
	IneBack   Kind = "ineBack"   // capture or an action-5 link: documents/ineBack
	Selfie    Kind = "selfie"    // the biometric photo (action 1): nothing on the folio
	LifeTest  Kind = "lifeTest"  // the life test (action 1): customerSteps/lifeTest
	Signature Kind = "signature" // the signature pad (actions 2, 4): customerSteps/signature
)

// Kinds lists every kind.
var Kinds = []Kind{IneFront, IneBack, Selfie, LifeTest, Signature}

// Valid reports whether k is a known kind.
func (k Kind) Valid() bool { return slices.Contains(Kinds, k) }

// upload is what the gateway must say of a kind's document: its
// documentType and, for the INE, its side (the screens' uploads,
// web/src/features/customer-link/api/gateway.ts and
// web/src/features/capture/api/upload-document.ts).
type upload struct{ documentType, side string }

var uploads = map[Kind]upload{
	IneFront:  {"ine", "front"},
	IneBack:   {"ine", "back"},
	Selfie:    {"selfie", ""},
	LifeTest:  {"lifeTest", ""},
	Signature: {"signature", ""},
}

// window is when a customer link may register kinds: its action and the
// folio's statuses of that step (the contract's link stages).
type window struct {
	actions  []int
	statuses []folio.Status
	kinds    []Kind
}

var customerWindows = []window{
	{[]int{1}, []folio.Status{folio.StatusWaitingProcessCustomer}, []Kind{LifeTest, Selfie}},
	{[]int{2, 4}, []folio.Status{folio.StatusSentForSignature, folio.StatusWaitingSignature}, []Kind{Signature}},
	{[]int{5}, []folio.Status{folio.StatusDocumentsReprocessing, folio.StatusUploadingDocuments}, []Kind{IneFront, IneBack}},
}

// customerMay reports whether a link of action may register k while the
// folio is in status.
func customerMay(action int, status folio.Status, k Kind) bool {
	for _, w := range customerWindows {
		if slices.Contains(w.actions, action) && slices.Contains(w.statuses, status) && slices.Contains(w.kinds, k) {
			return true
		}
	}
	return false
}

// staffMay reports whether the folio's promoter or admin staff may
// register k in status: the INE, during capture.
func staffMay(status folio.Status, k Kind) bool {
	return (k == IneFront || k == IneBack) && status.Group() == folio.GroupCapture
}

// folioFields is what the functions write on the folio for a registered
// upload of kind k, beside the registry entry.
func folioFields(k Kind, gatewayID, fileName string) map[string]any {
	switch k {
	case IneFront, IneBack:
		// The gateway accepts JPG and JPEG only; the type follows the name it kept.
		ext := "JPG"
		if strings.HasSuffix(strings.ToLower(fileName), ".jpeg") {
			ext = "JPEG"
		}
		if len(fileName) > 200 { // the contract's document shape
			fileName = fileName[:200]
		}
		return map[string]any{"documents/" + string(k): map[string]any{"status": "uploaded", "gatewayId": gatewayID,
			"uploadedAt": store.ServerTime, "fileName": fileName, "fileType": ext}}
	case LifeTest:
		return map[string]any{"customerSteps/lifeTest": map[string]any{"done": true, "at": store.ServerTime,
			"gatewayId": gatewayID, "customField": 1016}}
	case Signature:
		return map[string]any{"customerSteps/signature": map[string]any{"done": true, "at": store.ServerTime, "gatewayId": gatewayID}}
	}
	return nil
}

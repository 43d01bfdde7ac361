package evidence

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"oppnp/functions/internal/catalogue"

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

// Valid reports whether k is a known kind: a fixed one or an annex's slot.
func (k Kind) Valid() bool {
	_, _, annex := k.Slot()
	return annex || slices.Contains(Kinds, k)
}

// SlotKind is the registry key of slot n (1-based) of an annex type:
// "otros-d1", the folio's documents/annexes/otros/d1.
func SlotKind(typeID string, n int) Kind { return Kind(fmt.Sprintf("%s-d%d", typeID, n)) }

// Slot splits an annex slot's kind into its type and number; annex is
// false for every other kind.
func (k Kind) Slot() (typeID string, n int, annex bool) {
	i := strings.LastIndex(string(k), "-d")
	if i < 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(string(k)[i+2:])
	typeID = string(k)[:i]
	if err != nil || n < 1 || n > catalogue.Slots || !slices.Contains(catalogue.Annexes, typeID) || string(SlotKind(typeID, n)) != string(k) {
		return "", 0, false
	}
	return typeID, n, true
}

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

// annexMay reports whether a caller may register an annex type's document
// in status: a customer link of action 5 while the folio is reprocessed,
// or the promoter or its branch's admin staff during capture (the same
// steps that upload the INE).
func annexMay(action int, customer bool, status folio.Status) bool {
	if customer {
		return action == 5 && (status == folio.StatusDocumentsReprocessing || status == folio.StatusUploadingDocuments)
	}
	return status.Group() == folio.GroupCapture
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

// annexField is the folio's field for an annex's slot:
// documents/annexes/{type}/d{n}, in the contract's document shape.
func annexField(typeID string, n int, gatewayID, fileName, format string) map[string]any {
	if len(fileName) > 200 {
		fileName = fileName[:200]
	}
	return map[string]any{fmt.Sprintf("documents/annexes/%s/d%d", typeID, n): map[string]any{"status": "uploaded",
		"gatewayId": gatewayID, "uploadedAt": store.ServerTime, "fileName": fileName, "fileType": format}}
}

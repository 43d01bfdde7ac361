package monitor

import (
	"regexp"
	"strings"

	"oppnp/functions/internal/lifecycle"
	"oppnp/functions/internal/store"
)

// Entry is monitor/requests/{id}: what anyone may see of a folio. It holds
// no RFC, phone, e-mail, address, CLABE, full name or full CURP, and no uid
// or link uuid (a uuid opens the customer's link).
type Entry struct {
	Status          string              `json:"status"`
	Label           string              `json:"label"`
	Group           string              `json:"group,omitempty"`
	GroupLabel      string              `json:"groupLabel,omitempty"`
	Name            string              `json:"name,omitempty"`
	CURP            string              `json:"curp,omitempty"`
	Promoter        string              `json:"promoter,omitempty"`
	Branch          string              `json:"branch,omitempty"`
	Product         string              `json:"product,omitempty"`
	Amount          float64             `json:"amount,omitempty"`
	Term            float64             `json:"term,omitempty"`
	CNCACode        string              `json:"cncaCode,omitempty"`
	Documents       map[string]Document `json:"documents,omitempty"`
	CreatedAt       int64               `json:"createdAt,omitempty"`
	LastUpdateAt    int64               `json:"lastUpdateAt,omitempty"`
	EnteredStatusAt int64               `json:"enteredStatusAt"`
}

// Document is a document's state in the projection; the file stays in the
// gateway and is fetched, with the operator key, through the functions.
type Document struct {
	Status     string `json:"status"`
	FileType   string `json:"fileType,omitempty"`
	UploadedAt int64  `json:"uploadedAt,omitempty"`
	HasFile    bool   `json:"hasFile"`
}

// Step is monitor/history/{id}/{eventId}: one status change with the
// writer's role name, never its uid.
type Step struct {
	From string `json:"from,omitempty"`
	To   string `json:"to"`
	Role string `json:"role,omitempty"`
	At   int64  `json:"at"`
}

var docKey = regexp.MustCompile(`^[A-Za-z0-9_-]{1,40}$`)

// Project builds the entry of a folio (requests/{id} as JSON-shaped maps).
// enteredAt is when the folio entered its current status.
func Project(def *lifecycle.Definition, req map[string]any, enteredAt int64) Entry {
	st := store.String(req["status"])
	e := Entry{
		Status:          st,
		Label:           st,
		Name:            MaskName(clientName(req)),
		CURP:            MaskCURP(store.String(req["curp"])),
		Promoter:        MaskBpID(store.String(req["currentPromoterBpId"])),
		CreatedAt:       int64(store.Number(req["createdAt"])),
		LastUpdateAt:    int64(store.Number(req["lastUpdateAt"])),
		EnteredStatusAt: enteredAt,
	}
	if def != nil {
		if s := def.Statuses[st]; s != nil {
			e.Label, e.Group, e.GroupLabel = s.Label, s.Group, def.Groups[s.Group]
		}
	}
	q := store.Child(store.Child(req, "offer"), "quoter")
	e.Branch = store.String(store.Child(store.Child(q, "agreement"), "branch")["branchID"])
	e.Product, e.Amount, e.Term = store.String(q["product"]), store.Number(q["amount"]), store.Number(q["term"])
	e.CNCACode = store.String(store.Child(req, "cnca")["code"])
	for k, v := range store.Child(req, "documents") {
		d, ok := v.(map[string]any)
		if !ok || !docKey.MatchString(k) {
			continue
		}
		if e.Documents == nil {
			e.Documents = map[string]Document{}
		}
		e.Documents[k] = Document{
			Status:     store.String(d["status"]),
			FileType:   strings.ToUpper(store.String(d["fileType"])),
			UploadedAt: int64(store.Number(d["uploadedAt"])),
			HasFile:    store.String(d["gatewayId"]) != "",
		}
	}
	return e
}

// EnteredAt is when a folio entered its current status, for a projection
// built without the event: the latest history entry into that status, else
// lastUpdateAt, else createdAt.
func EnteredAt(req map[string]any, history map[string]any) int64 {
	st := store.String(req["status"])
	var best int64
	for _, v := range history {
		h, ok := v.(map[string]any)
		if !ok || !StatusChange(h) || store.String(h["to"]) != st {
			continue
		}
		if at := int64(store.Number(h["at"])); at > best {
			best = at
		}
	}
	if best > 0 {
		return best
	}
	if at := int64(store.Number(req["lastUpdateAt"])); at > 0 {
		return at
	}
	return int64(store.Number(req["createdAt"]))
}

// StatusChange reports whether a requestHistory entry changed the status:
// the trail records every write of a folio, most of them within a status.
func StatusChange(h map[string]any) bool {
	return store.String(h["from"]) != store.String(h["to"])
}

// HistoryStep projects one requestHistory entry.
func HistoryStep(h map[string]any) Step {
	return Step{From: store.String(h["from"]), To: store.String(h["to"]), Role: store.String(h["role"]), At: int64(store.Number(h["at"]))}
}

func clientName(req map[string]any) string {
	c := store.Child(req, "client")
	if n := store.String(c["fullName"]); strings.TrimSpace(n) != "" {
		return n
	}
	return strings.Join([]string{store.String(c["names"]), store.String(c["firstLastName"]), store.String(c["secondLastName"])}, " ")
}

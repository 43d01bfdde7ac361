package monitor

import (
	"regexp"
	"strings"

	"oppnp/functions/internal/lifecycle"
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
	st := str(req["status"])
	e := Entry{
		Status:          st,
		Label:           st,
		Name:            MaskName(clientName(req)),
		CURP:            MaskCURP(str(req["curp"])),
		Promoter:        MaskBpID(str(req["currentPromoterBpId"])),
		CreatedAt:       int64(num(req["createdAt"])),
		LastUpdateAt:    int64(num(req["lastUpdateAt"])),
		EnteredStatusAt: enteredAt,
	}
	if def != nil {
		if s := def.Statuses[st]; s != nil {
			e.Label, e.Group, e.GroupLabel = s.Label, s.Group, def.Groups[s.Group]
		}
	}
	q := child(child(req, "offer"), "quoter")
	e.Branch = str(child(child(q, "agreement"), "branch")["branchID"])
	e.Product, e.Amount, e.Term = str(q["product"]), num(q["amount"]), num(q["term"])
	e.CNCACode = str(child(req, "cnca")["code"])
	for k, v := range child(req, "documents") {
		d, ok := v.(map[string]any)
		if !ok || !docKey.MatchString(k) {
			continue
		}
		if e.Documents == nil {
			e.Documents = map[string]Document{}
		}
		e.Documents[k] = Document{
			Status:     str(d["status"]),
			FileType:   strings.ToUpper(str(d["fileType"])),
			UploadedAt: int64(num(d["uploadedAt"])),
			HasFile:    str(d["gatewayId"]) != "",
		}
	}
	return e
}

// EnteredAt is when a folio entered its current status, for a projection
// built without the event: the latest history entry into that status, else
// lastUpdateAt, else createdAt.
func EnteredAt(req map[string]any, history map[string]any) int64 {
	st := str(req["status"])
	var best int64
	for _, v := range history {
		h, ok := v.(map[string]any)
		if !ok || str(h["to"]) != st {
			continue
		}
		if at := int64(num(h["at"])); at > best {
			best = at
		}
	}
	if best > 0 {
		return best
	}
	if at := int64(num(req["lastUpdateAt"])); at > 0 {
		return at
	}
	return int64(num(req["createdAt"]))
}

// HistoryStep projects one requestHistory entry.
func HistoryStep(h map[string]any) Step {
	return Step{From: str(h["from"]), To: str(h["to"]), Role: str(h["role"]), At: int64(num(h["at"]))}
}

func clientName(req map[string]any) string {
	c := child(req, "client")
	if n := str(c["fullName"]); strings.TrimSpace(n) != "" {
		return n
	}
	return strings.Join([]string{str(c["names"]), str(c["firstLastName"]), str(c["secondLastName"])}, " ")
}

func child(m map[string]any, k string) map[string]any {
	c, _ := m[k].(map[string]any)
	return c
}

func str(v any) string { s, _ := v.(string); return s }

func num(v any) float64 {
	switch n := v.(type) {
	case float64:
		return n
	case int:
		return float64(n)
	case int64:
		return float64(n)
	}
	return 0
}

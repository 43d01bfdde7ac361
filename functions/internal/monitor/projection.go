package monitor

import (
	"strings"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/mask"
)

// Entry is monitor/requests/{id}: what anyone may see of a folio. It holds
// nothing of the customer's identity: no name, not even initials, and no
// CURP, not even its first letters (the initials and the CURP's prefix
// narrow a folio to a person together with the branch and the amount;
// docs/adr/0024-monitor-masked-projection.md), no RFC, phone, e-mail,
// address or CLABE, and no uid or link uuid (a uuid opens the customer's
// link).
type Entry struct {
	Status          folio.Status        `json:"status"`
	Label           string              `json:"label"`
	Group           folio.Group         `json:"group,omitempty"`
	GroupLabel      string              `json:"groupLabel,omitempty"`
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
	From folio.Status `json:"from,omitempty"`
	To   folio.Status `json:"to"`
	Role string       `json:"role,omitempty"`
	At   int64        `json:"at"`
}

// Project builds the entry of a folio. enteredAt is when the folio entered
// its current status.
func Project(req *folio.Folio, enteredAt int64) Entry {
	st := req.Status
	e := Entry{
		Status:          st,
		Label:           string(st),
		Promoter:        mask.Field("currentPromoterBpId", req.CurrentPromoterBpID), // by its class in the contract
		CreatedAt:       req.CreatedAt,
		LastUpdateAt:    req.LastUpdateAt,
		EnteredStatusAt: enteredAt,
		Branch:          req.BranchID(),
		CNCACode:        string(req.CNCACode()),
	}
	if st.Valid() {
		e.Label, e.Group, e.GroupLabel = st.Label(), st.Group(), st.Group().Label()
	}
	if q := req.Quoter(); q != nil {
		e.Product, e.Amount, e.Term = q.Product, q.Amount, q.Term
	}
	if d := req.Documents; d != nil {
		if d.CartaLibranza != nil {
			e.addDocument("carta-libranza", document(*d.CartaLibranza))
		}
		if d.IneBack != nil {
			e.addDocument("ineBack", document(*d.IneBack))
		}
		if d.IneFront != nil {
			e.addDocument("ineFront", document(*d.IneFront))
		}
	}
	return e
}

// document is the contract's document shape (docs/contract.md); the
// generated types of the folio's documents all convert to it.
type document struct {
	FileName, FileType, GatewayID, Status string
	UploadedAt                            int64
}

// addDocument projects one of the folio's documents.
func (e *Entry) addDocument(key string, d document) {
	if e.Documents == nil {
		e.Documents = map[string]Document{}
	}
	e.Documents[key] = Document{
		Status:     d.Status,
		FileType:   strings.ToUpper(d.FileType),
		UploadedAt: d.UploadedAt,
		HasFile:    d.GatewayID != "",
	}
}

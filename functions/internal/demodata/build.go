package demodata

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"strings"

	"oppnp/functions/internal/catalogue"
	"oppnp/functions/internal/clearance"
	registry "oppnp/functions/internal/evidence"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
	"oppnp/functions/internal/trigger"
)

// Base is the demo's clock: every folio was last touched in the days
// before it, demo-0001 first.
const Base int64 = 1795300000000

const (
	minute = int64(60_000)
	hour   = 60 * minute
	day    = 24 * hour
)

// Document is one gateway document the demo seeds: the manifest entry of
// the emulators' import (gateway_export/documents.json, read by the
// simulator) and the image it serves.
type Document struct {
	DocumentID   string `json:"documentId"`
	Folio        string `json:"folio"`
	DocumentType string `json:"documentType"`
	Side         string `json:"side,omitempty"`
	FileName     string `json:"fileName"`
}

// Export is the demo: the database (requests, requestHistory, evidence,
// evidenceClaims, errors/cox, operators) and the gateway's documents.
type Export struct {
	Database  map[string]any
	Documents []Document
}

// Image names one committed image: the person's key and the kind
// (ine-front, ine-back, selfie, life-test, signature).
func Image(person, kind string) string { return person + "-" + kind + ".jpg" }

// ImageKinds are the images drawn for each person, by file kind.
var ImageKinds = map[string]func(Person) []byte{
	"ine-front": IneFront, "ine-back": IneBack, "selfie": Selfie, "life-test": LifeTest, "signature": Signature,
}

// evidenceKind is what each evidence kind is at the gateway and on disk.
var evidenceKinds = []struct {
	kind, file, docType, side, suffix string
}{
	{"ineFront", "ine-front", "ine", "front", "INEF"},
	{"ineBack", "ine-back", "ine", "back", "INEB"},
	{"selfie", "selfie", "selfie", "", "SELFIE"},
	{"lifeTest", "life-test", "lifeTest", "", "VIDA"},
	{"signature", "signature", "signature", "", "FIRMA"},
}

// People returns every demo folio's customer, in plan order.
func People(fixtures []byte) ([]Person, error) {
	ps, err := personas(fixtures)
	if err != nil {
		return nil, err
	}
	out := make([]Person, len(plans))
	made := 0
	for i, p := range plans {
		if p.person == "" {
			out[i] = madeUpPerson(made)
			made++
			continue
		}
		per, ok := ps[p.person]
		if !ok {
			return nil, fmt.Errorf("%w: persona %q is not in fixtures.json", ErrInput, p.person)
		}
		out[i] = per
	}
	return out, nil
}

// Build makes the demo from the simulator's fixtures and the committed
// images (file name → bytes); an image the evidence needs and that is
// missing is ErrInput.
func Build(fixtures []byte, images map[string][]byte) (*Export, error) {
	people, err := People(fixtures)
	if err != nil {
		return nil, err
	}
	db := map[string]any{}
	requests, history, evidence, claims := map[string]any{}, map[string]any{}, map[string]any{}, map[string]any{}
	coxErrors, letters, inFlight := map[string]any{}, map[string]any{}, map[string]any{}
	var docs []Document
	for i, p := range plans {
		id := fmt.Sprintf("demo-%04d", i+1)
		b := &builder{id: id, n: i + 1, plan: p, person: people[i], images: images,
			at:       Base - int64(len(plans)-i)*3*hour - int64(len(p.path))*20*minute,
			evidence: map[string]any{}, trail: map[string]any{}}
		if err := b.run(); err != nil {
			return nil, fmt.Errorf("%s: %w", id, err)
		}
		requests[id] = b.tree
		if err := b.index(inFlight); err != nil {
			return nil, fmt.Errorf("%s: %w", id, err)
		}
		history[id] = b.trail
		if len(b.evidence) > 0 {
			evidence[id] = b.evidence
		}
		for _, d := range b.docs {
			claims[d.DocumentID] = id
		}
		docs = append(docs, b.docs...)
		if b.letter != nil {
			letters[id] = b.letter
		}
		if b.coxError != nil {
			coxErrors[b.tree["probankNumber"].(string)] = b.coxError
		}
	}
	db["requests"], db["requestHistory"], db["evidence"], db["evidenceClaims"] = requests, history, evidence, claims
	db["errors"] = map[string]any{"cox": coxErrors}
	db["operators"] = operators
	db["letterSignatures"] = letters
	db["inFlight"] = inFlight
	// The catalogue's required types as the functions publish them for the rules.
	db["documentCatalogue"] = map[string]any{"required": registry.RequiredKey(catalogue.Default)}
	return &Export{Database: db, Documents: docs}, nil
}

// operators are the monitor's demo operators (their keys in README.md).
var operators = map[string]any{
	"ana":  map[string]any{"name": "Ana Ruiz", "keyHash": "858fe20a1ba5722068cffdbd8b388374edf00f29614ef16af99e155a2b9fcdae"},
	"luis": map[string]any{"name": "Luis Peña", "keyHash": "5f686e4851b6f04a9a6850b353c183fb20ad01b57a3667115785a9100512bbac"},
}

// builder walks one plan's path, writing the folio as its writers would,
// and recording each write in the trail as the request trigger does.
type builder struct {
	id       string
	n        int
	plan     plan
	person   Person
	images   map[string][]byte
	at       int64
	tree     map[string]any
	trail    map[string]any
	evidence map[string]any
	docs     []Document
	coxError map[string]any
	letter   map[string]any // letterSignatures/{id}
	events   int
	linkID   string
}

// staffRoles are the roles of the staff who write in the trail: their
// profiles, as login writes them in roles/{bpId}/name.
var staffRoles = map[string]string{
	promotor1: "Promotor", promotor2: "Promotor", gerente1: "Gerente", supervis1: "Supervisor",
}

// write applies change as uid, moving the folio to status, and records it.
func (b *builder) write(uid string, status folio.Status, change func(t map[string]any)) {
	before := clone(b.tree)
	if b.tree == nil {
		b.tree = map[string]any{}
	}
	b.at += 7*minute + int64(b.events%5)*minute
	change(b.tree)
	b.tree["status"] = string(status)
	if strings.HasPrefix(uid, "bp:") || strings.HasPrefix(uid, "link:") {
		b.tree["lastUpdateAt"], b.tree["lastUpdateBy"] = b.at, uid
	}
	paths, changes := trigger.Diff(before, b.tree)
	// The roles the trigger records (trigger.Handler.role).
	var role string
	switch {
	case uid == trigger.FunctionsUID:
		role = "Sistema"
	case strings.HasPrefix(uid, "link:"):
		role = "Cliente"
	case strings.HasPrefix(uid, "bp:"):
		role = staffRoles[uid[3:]]
	}
	var from any
	if before != nil {
		from = before["status"]
	}
	e := map[string]any{"at": b.at, "by": uid, "role": role, "from": from, "to": string(status),
		"paths": paths, "changes": changes}
	if r, _ := b.tree["statusReason"].(string); r != "" && from != string(status) && (before == nil || before["statusReason"] != r) {
		e["reason"] = r
	}
	b.events++
	b.trail[fmt.Sprintf("e%02d", b.events)] = e
}

func clone(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	out := make(map[string]any, len(m))
	for k, v := range m {
		if c, ok := v.(map[string]any); ok {
			v = clone(c)
		}
		out[k] = v
	}
	return out
}

// set writes v at a slash path of t, making the objects on the way.
func set(t map[string]any, path string, v any) {
	parts := strings.Split(path, "/")
	for _, p := range parts[:len(parts)-1] {
		c, ok := t[p].(map[string]any)
		if !ok {
			c = map[string]any{}
			t[p] = c
		}
		t = c
	}
	t[parts[len(parts)-1]] = v
}

// register files an upload at the gateway and registers it as the
// functions do (docs/adr/0049-evidence-held-by-the-server.md): the
// registry entry with the bytes' SHA-256, the claim, the folio's field.
func (b *builder) register(kind, by string) error {
	for _, k := range evidenceKinds {
		if k.kind != kind {
			continue
		}
		file := Image(b.person.Key, k.file)
		data, ok := b.images[file]
		if !ok {
			return fmt.Errorf("%w: image %s is missing (go run ./functions/cmd/demogen -images)", ErrInput, file)
		}
		sum := sha256.Sum256(data)
		gid := fmt.Sprintf("DOC-DEMO-%04d-%s", b.n, k.suffix)
		b.docs = append(b.docs, Document{DocumentID: gid, Folio: b.id, DocumentType: k.docType, Side: k.side, FileName: file})
		b.evidence[kind] = map[string]any{"gatewayId": gid, "sha256": hex.EncodeToString(sum[:]), "size": len(data),
			"contentType": "image/jpeg", "at": b.at + minute, "by": by}
		b.write(trigger.FunctionsUID, folio.Status(b.tree["status"].(string)), func(t map[string]any) {
			switch kind {
			case "ineFront", "ineBack":
				set(t, "documents/"+kind, map[string]any{"status": "uploaded", "gatewayId": gid, "uploadedAt": b.at,
					"fileName": file, "fileType": "JPG"})
				if kind == "ineBack" {
					// Both INE sides are the catalogue's required types: the folio's documents are
					// complete (docs/adr/0054-document-catalogue.md).
					set(t, "documents/complete", true)
					set(t, "documents/completeFor", registry.RequiredKey(catalogue.Default))
				}
			case "lifeTest":
				set(t, "customerSteps/lifeTest", map[string]any{"done": true, "at": b.at, "gatewayId": gid, "customField": 1016})
			case "signature":
				set(t, "customerSteps/signature", map[string]any{"done": true, "at": b.at, "gatewayId": gid})
			}
		})
		return nil
	}
	return fmt.Errorf("%w: unknown evidence kind %q", ErrInput, kind)
}

// issueLink is the functions' customer link of action for the folio.
func (b *builder) issueLink(action int) {
	b.linkID = fmt.Sprintf("demolink%04d%d", b.n, action)
	st := folio.Status(b.tree["status"].(string))
	b.write(trigger.FunctionsUID, st, func(t map[string]any) {
		t["uuid"] = b.linkID
		t["link"] = map[string]any{"id": b.linkID, "action": action, "sentAt": b.at, "expiresAt": b.at + day}
	})
}

// open is the functions' record of the customer opening the link.
func (b *builder) open(st folio.Status) {
	b.write(trigger.FunctionsUID, st, func(t map[string]any) { set(t, "link/usedAt", b.at) })
}

func (b *builder) customer() string { return "link:" + b.linkID }

// finish derives the list keys the functions write on every folio.
func (b *builder) finish() error {
	f, err := folio.FromTree(b.tree)
	if err != nil {
		return err
	}
	keys := map[string]any{}
	for k, v := range listkey.Of(f, listkey.Keys{}).Map() {
		if v != nil {
			keys[k] = v
		}
	}
	b.tree["lists"] = keys
	return nil
}

// index files the folio in inFlight/{curp} as the trigger does, so a new
// folio for a demo customer in flight meets the duplicate check.
func (b *builder) index(inFlight map[string]any) error {
	f, err := folio.FromTree(b.tree)
	if err != nil {
		return err
	}
	p, e, err := clearance.IndexOf(b.id, f)
	if err != nil || e == nil {
		return err
	}
	parts := strings.Split(p, "/") // inFlight/{curp}/{requestId}
	byCurp, _ := inFlight[parts[1]].(map[string]any)
	if byCurp == nil {
		byCurp = map[string]any{}
		inFlight[parts[1]] = byCurp
	}
	byCurp[parts[2]] = e
	return nil
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

// payment is the monthly payment of amount over term months at tasa % a year.
func payment(amount float64, term int, tasa float64) float64 {
	m := tasa / 1200
	return round2(amount * m / (1 - math.Pow(1+m, -float64(term))))
}

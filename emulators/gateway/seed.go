package gateway

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

// SeedDocument is an upload the simulator holds from its start, as if it
// had been uploaded before (Config.Documents): the demo data's images, so
// the evidence the imported database registers is served after every
// start. /__admin/reset keeps them.
type SeedDocument struct {
	DocumentID   string `json:"documentId"`
	Folio        string `json:"folio"`
	DocumentType string `json:"documentType"`
	Side         string `json:"side,omitempty"`
	FileName     string `json:"fileName"`
	Data         []byte `json:"-"`
}

// SeedDir is the directory of an import (`--import DIR`) that holds the
// gateway's documents: SeedManifest lists them, each file beside it.
const (
	SeedDir      = "gateway_export"
	SeedManifest = "documents.json"
)

// seedID is the shape of a seeded id: it may not look like an id the
// simulator hands out (PREFIX-N), so no upload ever collides with one.
var seedID = regexp.MustCompile(`^[A-Z]+(-[A-Z0-9]+)*-[A-Z][A-Z0-9]*$`)

// ReadSeed reads the documents an import directory seeds: none when it has
// no SeedDir. Every document must be a JPEG with a well-formed, unique id.
func ReadSeed(importDir string) ([]SeedDocument, error) {
	dir := filepath.Join(importDir, SeedDir)
	b, err := os.ReadFile(filepath.Join(dir, SeedManifest))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var docs []SeedDocument
	if err := json.Unmarshal(b, &docs); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrSeed, SeedManifest, err)
	}
	for i := range docs {
		d := &docs[i]
		if filepath.Base(d.FileName) != d.FileName {
			return nil, fmt.Errorf("%w: %s: file %q is not beside the manifest", ErrSeed, d.DocumentID, d.FileName)
		}
		if d.Data, err = os.ReadFile(filepath.Join(dir, d.FileName)); err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrSeed, d.DocumentID, err)
		}
	}
	return docs, checkSeed(docs)
}

func checkSeed(docs []SeedDocument) error {
	seen := map[string]bool{}
	for _, d := range docs {
		switch {
		case !seedID.MatchString(d.DocumentID) || seen[d.DocumentID]:
			return fmt.Errorf("%w: id %q is malformed or repeated", ErrSeed, d.DocumentID)
		case d.Folio == "" || d.DocumentType == "":
			return fmt.Errorf("%w: %s has no folio or documentType", ErrSeed, d.DocumentID)
		case len(d.Data) > maxDocument:
			return fmt.Errorf("%w: %s is over 5 MB", ErrSeed, d.DocumentID)
		case !isAccepted(d):
			return fmt.Errorf("%w: %s is not a file its documentType %q accepts", ErrSeed, d.DocumentID, d.DocumentType)
		}
		seen[d.DocumentID] = true
	}
	return nil
}

// seed files the seeded documents in a fresh state.
func (st *state) seed(docs []SeedDocument) {
	for _, d := range docs {
		st.docs[d.DocumentID] = &document{DocumentID: d.DocumentID, Folio: d.Folio, DocumentType: d.DocumentType,
			Side: d.Side, FileName: d.FileName, Size: len(d.Data), ContentType: contentTypeOf(d), data: d.Data}
		st.docSeq = append(st.docSeq, d.DocumentID)
	}
}

// isAccepted and contentTypeOf hold a seeded document to the formats an
// upload of its documentType must have (documents.go).
func isAccepted(d SeedDocument) bool {
	_, ok := accepted(d.DocumentType, d.FileName, d.Data)
	return ok
}

func contentTypeOf(d SeedDocument) string {
	ct, _ := accepted(d.DocumentType, d.FileName, d.Data)
	return ct
}

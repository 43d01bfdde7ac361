package contractgen

import (
	"oppnp/functions/internal/contract"
	"oppnp/functions/internal/rulesgen"
)

// File is one generated file: its path from the repository root and bytes.
type File struct {
	Path string
	Data []byte
}

// Files generates every file of the contract, the rules first.
func Files() ([]File, error) { return FilesFrom(contract.JSON()) }

// FilesFrom generates them from a definition's bytes; a definition the
// contract refuses generates nothing.
func FilesFrom(def []byte) ([]File, error) {
	d, err := contract.Parse(def)
	if err != nil {
		return nil, err
	}
	rules, err := rulesgen.GenerateFrom(d)
	if err != nil {
		return nil, err
	}
	goSrc, err := GoFile(d)
	if err != nil {
		return nil, err
	}
	ts, err := TSFile(d)
	if err != nil {
		return nil, err
	}
	doc, err := DocFile(d)
	if err != nil {
		return nil, err
	}
	maskGo, err := MaskGoFile(d)
	if err != nil {
		return nil, err
	}
	maskTS, err := MaskTSFile(d)
	if err != nil {
		return nil, err
	}
	return []File{
		{"database.rules.json", rules},
		{"functions/internal/folio/folio_gen.go", goSrc},
		{"web/src/lib/folio-contract.gen.ts", ts},
		{"docs/contract-ownership.md", doc},
		{"functions/internal/mask/classes_gen.go", maskGo},
		{"web/src/lib/personal-data.gen.ts", maskTS},
	}, nil
}

package demodata

import "oppnp/functions/internal/folio"

// plan is one demo folio: who it is for, who sells it where, and the
// statuses it went through, its own status last.
type plan struct {
	person   string // a persona of fixtures.json, or "" for the next made-up person
	promoter string // bpId
	branch   string
	amount   float64
	term     int
	sep      bool // the SEP agreement; past letterLibranza, its carta libranza is signed
	path     []folio.Status
}

// The demo's promoters (fixtures.json users).
const (
	promotor1 = "1000000001" // SUC-0101, SUC-0203
	promotor2 = "1000000002" // SUC-0202
	gerente1  = "2000000001"
	supervis1 = "2000000002"
)

func seq(parts ...[]folio.Status) []folio.Status {
	var out []folio.Status
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func upTo(path []folio.Status, last folio.Status) []folio.Status {
	for i, s := range path {
		if s == last {
			return path[:i+1]
		}
	}
	panic("demodata: " + string(last) + " is not on the path")
}

var (
	capture = []folio.Status{folio.StatusCreated, folio.StatusCapacitySimulator, folio.StatusQuoter, folio.StatusQuoterResult,
		folio.StatusContactInformation, folio.StatusDepositIndividuals, folio.StatusClientReference,
		folio.StatusGeneralData, folio.StatusDocuments}
	// withLetter is the SEP flow: the carta libranza after the quote.
	withLetter = seq(upTo(capture, folio.StatusQuoterResult), []folio.Status{folio.StatusLetterLibranza}, capture[4:])
	// captureAll takes every optional step but the letter (SEP only).
	captureAll = []folio.Status{folio.StatusCreated, folio.StatusCapacitySimulator, folio.StatusQuoter, folio.StatusQuoterResult,
		folio.StatusContactInformation, folio.StatusSettleCredits, folio.StatusDepositIndividuals,
		folio.StatusLcom, folio.StatusClientReference, folio.StatusMedicalQuestion, folio.StatusGeneralData, folio.StatusDocuments}
	customer = []folio.Status{folio.StatusWaitingProcessCustomer, folio.StatusBioprocess}
	accepted = []folio.Status{folio.StatusFileValidation, folio.StatusValidation, folio.StatusSentForSignature,
		folio.StatusWaitingSignature, folio.StatusSignature}
	toCOX = []folio.Status{folio.StatusSentCOX, folio.StatusComplete}
	video = []folio.Status{folio.StatusVideocall, folio.StatusVideoRecording, folio.StatusSentCOX, folio.StatusComplete}
)

// plans are the demo folios, demo-0001 first. The staff queue lists the
// most recently updated first: the plans' times grow with their index, so
// the last plan, in fileValidation, heads it. A folio that passed
// validation is in SUC-0101 or SUC-0202, where a second admin (supervisor1)
// exists for four-eyes.
var plans = []plan{
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 40000, term: 36, path: upTo(capture, folio.StatusCreated)},
	{person: "", promoter: promotor2, branch: "SUC-0202", amount: 35000, term: 24, path: upTo(capture, folio.StatusCapacitySimulator)},
	{person: "bio-aceptado", promoter: promotor1, branch: "SUC-0101", amount: 45000, term: 48, path: upTo(capture, folio.StatusQuoter)},
	{person: "", promoter: promotor1, branch: "SUC-0203", amount: 52000, term: 48, path: upTo(capture, folio.StatusQuoterResult)},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 30000, term: 36, sep: true, path: upTo(withLetter, folio.StatusLetterLibranza)},
	{person: "", promoter: promotor2, branch: "SUC-0202", amount: 38000, term: 48, path: upTo(capture, folio.StatusContactInformation)},
	{person: "cnca-parcial", promoter: promotor1, branch: "SUC-0101", amount: 60000, term: 48, path: upTo(captureAll, folio.StatusSettleCredits)},
	{person: "", promoter: promotor2, branch: "SUC-0202", amount: 28000, term: 24, path: upTo(capture, folio.StatusDepositIndividuals)},
	{person: "", promoter: promotor1, branch: "SUC-0203", amount: 75000, term: 60, path: upTo(captureAll, folio.StatusLcom)},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 42000, term: 48, path: upTo(capture, folio.StatusClientReference)},
	{person: "", promoter: promotor2, branch: "SUC-0202", amount: 33000, term: 36, path: upTo(captureAll, folio.StatusMedicalQuestion)},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 48000, term: 48, path: upTo(capture, folio.StatusGeneralData)},
	{person: "", promoter: promotor1, branch: "SUC-0203", amount: 56000, term: 48, path: capture},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 39000, term: 36, path: seq(capture, customer[:1])},
	{person: "", promoter: promotor2, branch: "SUC-0202", amount: 44000, term: 48, path: seq(capture, customer)},
	{person: "bio-rechazado", promoter: promotor1, branch: "SUC-0101", amount: 36000, term: 36,
		path: seq(capture, customer, []folio.Status{folio.StatusRejectionBiometric})},
	{person: "", promoter: promotor1, branch: "SUC-0203", amount: 50000, term: 48,
		path: seq(capture, customer, []folio.Status{folio.StatusBiometricValidation, folio.StatusTool})},
	{person: "", promoter: promotor2, branch: "SUC-0202", amount: 31000, term: 24,
		path: seq(capture, customer, []folio.Status{folio.StatusFileValidation, folio.StatusDocumentsReprocessing})},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 47000, term: 48,
		path: seq(capture, customer, []folio.Status{folio.StatusFileValidation, folio.StatusDocumentsReprocessing, folio.StatusUploadingDocuments})},
	{person: "", promoter: promotor1, branch: "SUC-0203", amount: 29000, term: 24,
		path: seq(capture, customer, []folio.Status{folio.StatusFileValidation, folio.StatusRejectionDocuments})},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 65000, term: 60, path: seq(capture, customer, accepted[:2])},
	{person: "", promoter: promotor2, branch: "SUC-0202", amount: 41000, term: 48,
		path: seq(capture, customer, accepted[:2], []folio.Status{folio.StatusIncidence})},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 53000, term: 48, path: seq(capture, customer, accepted[:3])},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 37000, term: 36, path: seq(capture, customer, accepted[:4])},
	{person: "", promoter: promotor2, branch: "SUC-0202", amount: 46000, term: 48,
		path: seq(capture, customer, accepted[:4], []folio.Status{folio.StatusRejectionSignature})},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 58000, term: 48, sep: true, path: seq(withLetter, customer, accepted)},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 62000, term: 60, path: seq(capture, customer, accepted, video[:1])},
	{person: "", promoter: promotor2, branch: "SUC-0202", amount: 34000, term: 36, path: seq(capture, customer, accepted, video[1:2])},
	{person: "", promoter: promotor2, branch: "SUC-0202", amount: 43000, term: 48, path: seq(capture, customer, accepted, toCOX[:1])},
	{person: "sin-creditos", promoter: promotor1, branch: "SUC-0101", amount: 30000, term: 48, path: seq(capture, customer, accepted, toCOX)},
	{person: "bio-aceptado", promoter: promotor1, branch: "SUC-0101", amount: 70000, term: 60, path: seq(capture, customer, accepted, video[:1], video[2:])},
	{person: "cox-falla", promoter: promotor1, branch: "SUC-0101", amount: 52000, term: 48,
		path: seq(capture, customer, accepted, toCOX[:1], []folio.Status{folio.StatusErrorSentCOX})},
	{person: "cnca", promoter: promotor1, branch: "SUC-0101", amount: 41000, term: 48,
		path: seq(upTo(capture, folio.StatusQuoterResult), []folio.Status{folio.StatusInternalCNCAProcess})},
	{person: "bio-pendiente", promoter: promotor2, branch: "SUC-0202", amount: 38000, term: 48,
		path: seq(capture, customer, []folio.Status{folio.StatusBiometricValidation})},
	{person: "boletinado", promoter: promotor2, branch: "SUC-0202", amount: 25000, term: 24, path: upTo(capture, folio.StatusQuoter)},
	{person: "liquidar", promoter: promotor1, branch: "SUC-0101", amount: 60000, term: 48, path: seq(capture, customer, accepted[:1])},
	{person: "", promoter: promotor1, branch: "SUC-0101", amount: 44000, term: 36,
		path: seq(capture, customer, accepted[:2], []folio.Status{folio.StatusCaptureCorrection})},
}

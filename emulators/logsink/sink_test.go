package logsink_test

import (
	"fmt"
	"testing"

	"oppnp/emulators/logsink"
)

func fill(s *logsink.Sink) {
	for i := 1; i <= 12; i++ {
		lvl := []string{"debug", "info", "warn", "error"}[i%4]
		src := []string{"spa", "functions", "gateway"}[i%3]
		s.Add(logsink.Record{Message: fmt.Sprint("m", i), Level: lvl, Source: src,
			Folio: fmt.Sprint("F", i%2), PromoterID: fmt.Sprint("100000000", i%3), RequestID: fmt.Sprint("r", i)})
	}
}

func TestSink_Query(t *testing.T) {
	s := logsink.New(100)
	fill(s)
	tests := []struct {
		name string
		f    logsink.Filter
		want []string
	}{
		{"all newest first", logsink.Filter{Limit: 3}, []string{"m12", "m11", "m10"}},
		{"folio", logsink.Filter{Folio: "F1", Limit: 3}, []string{"m11", "m9", "m7"}},
		{"promoter", logsink.Filter{PromoterID: "1000000000"}, []string{"m12", "m9", "m6", "m3"}},
		{"level minimum", logsink.Filter{Level: "warn", Limit: 4}, []string{"m11", "m10", "m7", "m6"}},
		{"level error", logsink.Filter{Level: "error"}, []string{"m11", "m7", "m3"}},
		{"source", logsink.Filter{Source: "gateway"}, []string{"m11", "m8", "m5", "m2"}},
		{"request id", logsink.Filter{RequestID: "r5"}, []string{"m5"}},
		{"since", logsink.Filter{Since: 10}, []string{"m12", "m11"}},
		{"combined", logsink.Filter{Folio: "F0", Source: "spa"}, []string{"m12", "m6"}},
		{"nothing", logsink.Filter{Folio: "nope"}, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := []string{}
			for _, r := range s.Query(tt.f) {
				got = append(got, r.Message)
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestSink_Bounded(t *testing.T) {
	s := logsink.New(5)
	fill(s)
	got := s.Query(logsink.Filter{})
	if len(got) != 5 || got[0].Message != "m12" || got[4].Message != "m8" || got[0].Seq != 12 || s.Last() != 12 {
		t.Fatalf("kept %d records, newest %+v", len(got), got[0])
	}
	if got[0].Time.IsZero() {
		t.Error("time not stamped")
	}
}

func BenchmarkSink_Add(b *testing.B) {
	s := logsink.New(0)
	r := logsink.Record{Message: "gateway call /auth/login", Source: "functions", RequestID: "abc", Fields: map[string]any{"path": "/auth/login"}}
	for b.Loop() {
		s.Add(r)
	}
}

package persist_test

import (
	"testing"

	"oppnp/emulators/rtdb/persist"
)

// BenchmarkStore_Record is one writer: one write and one fsync per record.
func BenchmarkStore_Record(b *testing.B) {
	s, _ := open(b, b.TempDir(), persist.Options{})
	defer s.Close()
	v := []byte(`{"v":1,"n":"small"}`)
	for b.Loop() {
		if err := s.Record("ns", persist.KindSet, "/items/k", v); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
}

// BenchmarkStore_RecordParallel is many writers sharing fsyncs (group commit).
func BenchmarkStore_RecordParallel(b *testing.B) {
	s, _ := open(b, b.TempDir(), persist.Options{})
	defer s.Close()
	v := []byte(`{"v":1,"n":"small"}`)
	b.SetParallelism(32)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if err := s.Record("ns", persist.KindSet, "/items/k", v); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
}

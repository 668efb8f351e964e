import GestureInput

/// The unsafe part of `VelocityTracker`, kept in one place: its ring of 20 samples is a tuple
/// (inline, so adding a sample never allocates and a tracker can live in a recognizer's state)
/// read and written as a buffer of `Sample`s through `withUnsafe(Mutable)Bytes`.
///
/// Why unsafe: with it, `viewer recognition events` takes 400–420 ns/event CPU with 0 allocations
/// (`cd Benchmarks && swift package --disable-sandbox benchmark --filter "viewer recognition.*"`,
/// 2026-11-24; budget 450 ns). The safe spellings cost more: `InlineArray<20, Sample>` 4–6 %
/// (issue 10's earlier attempt, beyond its 5 % budget), and measured again by instructions with
/// the ring read through the array itself: a 10⁵-event `replay --output jsonl` takes 884.8 M
/// instructions against 826.5 M with this file, +7.0 % (callgrind `--dump-instr=no` on the
/// stripped release binary, 2026-11-24; docs/performance.md, issue 10); a ring of 20 stored
/// properties behind a switch is not measured yet; a buffer allocated in `init` would allocate at
/// every gesture start (recognizers make a new tracker per gesture), breaking the zero allocations.
extension VelocityTracker {
    typealias Storage = (Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample,
                         Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample)

    /// A ring of zero samples.
    static var emptyStorage: Storage {
        let z = Sample(time: 0, x: 0, y: 0)
        return (z, z, z, z, z, z, z, z, z, z, z, z, z, z, z, z, z, z, z, z)
    }

    /// Writes `position` at `time` into ring slot `slot`.
    @inline(__always)
    mutating func store(_ position: Point, at time: Timestamp, slot: Int) {
        withUnsafeMutableBytes(of: &storage) { raw in
            raw.withMemoryRebound(to: Sample.self) { samples in
                samples[slot] = Sample(time: time.microseconds, x: position.x, y: position.y)
            }
        }
    }

    /// Calls `body` with the ring seen through a buffer, newest first.
    @inline(__always)
    func withRing<R>(_ body: (Ring) -> R) -> R {
        withUnsafeBytes(of: storage) { raw in
            raw.withMemoryRebound(to: Sample.self) { body(Ring(samples: $0, newest: newest)) }
        }
    }

    /// `withRing` over the stored ring itself, not a copy of it (`velocityInPlace`).
    @inline(__always)
    mutating func withRingInPlace<R>(_ body: (Ring) -> R) -> R {
        let newest = self.newest
        return withUnsafeMutableBytes(of: &storage) { raw in
            raw.withMemoryRebound(to: Sample.self) { body(Ring(samples: UnsafeBufferPointer($0), newest: newest)) }
        }
    }

    /// The sample `back` steps before the newest (0 = newest).
    func sample(back: Int) -> Sample {
        let i = (newest - back + Self.capacity) % Self.capacity
        return withUnsafeBytes(of: storage) { raw in raw.withMemoryRebound(to: Sample.self) { $0[i] } }
    }

    /// The ring seen through a buffer, indexed by steps back from the newest sample (0 = newest).
    struct Ring {
        let samples: UnsafeBufferPointer<Sample>
        let newest: Int
        subscript(back: Int) -> Sample {
            samples[(newest - back + VelocityTracker.capacity) % VelocityTracker.capacity]
        }
    }
}

import GestureInput

/// The unsafe part of `VelocityTracker`, kept in one place: its ring of 20 samples is a tuple
/// (inline, so adding a sample never allocates and a tracker can live in a recognizer's state)
/// read and written as a buffer of `Sample`s through `withUnsafe(Mutable)Bytes`.
///
/// Why unsafe: an `InlineArray<20, Sample>` ring costs 7 % more instructions on the `.gktrace`
/// replay (docs/performance.md); a buffer allocated in `init` would allocate at every gesture
/// start (recognizers make a new tracker per gesture), breaking the zero allocations per event.
/// A ring of 20 stored properties behind a switch is not measured.
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

extension MultitouchDecoder {
    /// For tests and the fuzz target: makes every report look at every slot, as before reports
    /// were limited to `slotsToVisit`, so the two ways can be compared row for row (they must give
    /// the same events and diagnostics).
    @_spi(Fuzzing)
    public mutating func visitEverySlot() { visitsEverySlot = true }
}

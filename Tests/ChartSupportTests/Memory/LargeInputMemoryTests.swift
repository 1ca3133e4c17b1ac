import ChartSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A large input's buffers come from the allocator's heaps, which keep what is freed (issue 18:
/// the page faults of a 10M-point run); a small input leaves the allocator alone.
@Suite struct LargeInputMemoryTests {
  @Test func aSmallInputChangesNothing() {
    #expect(!LargeInputMemory.prepare(forInputBytes: 0))
    #expect(!LargeInputMemory.prepare(forInputBytes: LargeInputMemory.minimumInputBytes - 1))
  }

  #if os(Linux) && canImport(Glibc)
    /// Once the allocator is prepared, a buffer above glibc's `mmap` threshold (at most 32 MB) is
    /// no longer mapped on its own (which freeing would unmap, and the next buffer fault in
    /// afresh): glibc marks such a chunk in the size word before it with `IS_MMAPPED` (2).
    @Test func aLargeInputsBuffersAreNotMappedOnTheirOwn() throws {
      #expect(LargeInputMemory.prepare(forInputBytes: 64 << 20))
      for _ in 0..<2 {
        let buffer = try #require(malloc(48 << 20))
        defer { free(buffer) }
        let sizeWord = buffer.load(fromByteOffset: -MemoryLayout<Int>.size, as: Int.self)
        #expect(sizeWord & 2 == 0, "A 48 MB buffer was mapped on its own.")
        #expect(sizeWord & ~7 >= 48 << 20)
      }
    }
  #endif
}

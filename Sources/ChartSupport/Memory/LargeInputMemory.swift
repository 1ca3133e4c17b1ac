#if canImport(Glibc)
  import Glibc
#endif

/// Sets the process's memory allocator up for a large input, so that the buffers of its analysis
/// reuse memory instead of faulting in fresh pages.
///
/// Describing 10⁷ points allocates and frees buffers of tens of megabytes again and again: the
/// columns, the trend's sorted copy and merge buffer, each pattern detector's positions and
/// differences. glibc serves every allocation above its `mmap` threshold (at most 32 MB) with a
/// fresh mapping and unmaps it when it is freed, so every 4 KiB page of every such buffer is a
/// page fault on first touch: about 400,000 faults for 10⁷ points, a quarter of the CPU time spent
/// in the kernel. After ``prepare(forInputBytes:)`` every allocation comes from the one heap
/// (`M_MMAP_MAX` 0) and freed memory stays in it (`M_TRIM_THRESHOLD` at its largest), so a buffer
/// one statistic frees is the next one's, already in memory: the heap is the scratch arena the
/// statistics share, and the faults are those of its peak size, once.
///
/// The heap is also the only one (`M_ARENA_MAX` 1): with `--jobs 2` the second thread would
/// otherwise allocate from an arena of its own, whose pages are faulted in beside the main heap's
/// and whose freed buffers the main thread cannot reuse (about 60,000 more faults and 67 MB more
/// peak memory for 10⁷ points). The threads then share the one heap's lock, which their few large
/// allocations hardly contend for.
///
/// Only where the memory comes from changes, never its contents.
///
/// Huge pages were measured and left out: marking the heap `MADV_HUGEPAGE` cut the faults of a
/// 10⁷-point run from 132,000 to 2,000, but on the 2-vCPU virtual machines this runs on it raised
/// the system time from 0.3 s to 1.7 s (each fresh 2 MiB page is costly to obtain there).
/// Filling fresh pages ahead with `madvise(MADV_POPULATE_WRITE)` (Linux 5.14) was measured too and
/// left out: touching 160 MB page by page and populating it 2 or 8 MiB ahead took the same system
/// time (0.05–0.07 s over ten interleaved runs each), and the populated pages are still counted
/// as minor faults by `getrusage` (only `perf`'s fault event stops seeing them). The kernel's cost
/// is clearing and mapping each page, not the trap; what lowers it is touching fewer fresh pages.
package enum LargeInputMemory {
  /// Inputs smaller than this are left to the allocator's defaults: their buffers are few and
  /// small, and the heap need not keep what they free.
  package static let minimumInputBytes = 32 << 20

  /// Prepares the allocator for an input of `byteCount` bytes when it is large; see the type.
  ///
  /// Call it before the input is read and before any other thread allocates, so that every
  /// thread allocates from the one heap.
  ///
  /// - Parameter byteCount: The input's size in bytes.
  /// - Returns: Whether the allocator was set up (`false` for a small input, or without glibc).
  /// - Complexity: O(1).
  @discardableResult
  package static func prepare(forInputBytes byteCount: Int) -> Bool {
    #if canImport(Glibc) && os(Linux)
      guard byteCount >= minimumInputBytes else { return false }
      // glibc's `mallopt` and <malloc.h>'s M_MMAP_MAX, M_TRIM_THRESHOLD and M_ARENA_MAX, which
      // the Glibc module does not import.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      let mmapMax: Int32 = -4
      let trimThreshold: Int32 = -1
      let arenaMax: Int32 = -8
      return mallopt(mmapMax, 0) == 1 && mallopt(trimThreshold, Int32.max) == 1
        && mallopt(arenaMax, 1) == 1
    #else
      return false
    #endif
  }
}

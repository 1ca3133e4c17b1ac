import ChartSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ParallelTests {
  @Test(arguments: [1, 2, 3, 8])
  func mapKeepsTheOrderOfTheIndices(threads: Int) {
    let squares = Parallel.map(100, threads: threads) { $0 * $0 }
    #expect(squares == (0..<100).map { $0 * $0 })
  }

  @Test func mapOfNothingIsEmpty() {
    #expect(Parallel.map(0, threads: 4) { $0 }.isEmpty)
  }

  @Test func oneThreadRunsOnTheCallingThread() {
    let caller = pthread_self()
    let threads = Parallel.map(5, threads: 1) { _ in pthread_equal(pthread_self(), caller) != 0 }
    #expect(threads == Array(repeating: true, count: 5))
    let (first, second) = Parallel.both(concurrently: false) {
      pthread_equal(pthread_self(), caller) != 0
    } and: {
      pthread_equal(pthread_self(), caller) != 0
    }
    #expect(first && second)
  }

  @Test func bothOnTwoThreadsReturnsEachResult() {
    let caller = pthread_self()
    let (first, second) = Parallel.both(concurrently: true) {
      (sum: (1...1_000).reduce(0, +), elsewhere: pthread_equal(pthread_self(), caller) == 0)
    } and: {
      (product: (1...10).reduce(1, *), here: pthread_equal(pthread_self(), caller) != 0)
    }
    #expect(first.sum == 500_500)
    #expect(first.elsewhere)
    #expect(second.product == 3_628_800)
    #expect(second.here)
  }

  #if os(Linux)
    /// `taskset -c 0` leaves one processor, whatever the machine has.
    @Test func availableProcessorsFollowTheAffinityMask() throws {
      let get = try #require(Parallel.affinityCall("sched_getaffinity"))
      let set = try #require(Parallel.affinityCall("sched_setaffinity"))
      var saved = [UInt64](repeating: 0, count: 16)
      #expect(saved.withUnsafeMutableBytes { get(0, $0.count, $0.baseAddress!) } == 0)
      defer { _ = saved.withUnsafeMutableBytes { set(0, $0.count, $0.baseAddress!) } }
      let before = Parallel.availableProcessors
      #expect(before >= 1)
      #expect(before <= ProcessInfo.processInfo.processorCount)
      var one = [UInt64](repeating: 0, count: 16)
      one[0] = 1  // CPU 0 alone
      #expect(one.withUnsafeMutableBytes { set(0, $0.count, $0.baseAddress!) } == 0)
      #expect(Parallel.availableProcessors == 1)
    }
  #endif
}

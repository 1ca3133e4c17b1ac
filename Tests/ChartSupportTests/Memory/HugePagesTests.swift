import ChartSupport
import Testing

/// Huge pages are a hint to the kernel: the memory holds what is written to it, small or large,
/// and an array keeps its elements and gets the room asked for.
@Suite struct HugePagesTests {
  @Test(arguments: [16, HugePages.minimumByteCount / 8 + 1_000])
  func reservedArraysKeepTheirElementsAndGrowWithoutMoving(capacity: Int) {
    var array: [Double] = [1, 2, 3]
    HugePages.reserve(&array, capacity: capacity)
    #expect(array == [1, 2, 3])
    #expect(array.capacity >= capacity)
    let base = array.withUnsafeBufferPointer { $0.baseAddress }
    for value in 3..<capacity { array.append(Double(value + 1)) }
    #expect(array.withUnsafeBufferPointer { $0.baseAddress } == base)
    #expect(array.count == capacity)
    #expect(array[capacity - 1] == Double(capacity))
  }

  @Test(arguments: [16, HugePages.minimumByteCount / 8 + 1_000])
  func allocatedBuffersHoldWhatIsWritten(capacity: Int) {
    let buffer = HugePages.allocate(Double.self, capacity: capacity)
    defer { buffer.deallocate() }
    #expect(buffer.count == capacity)
    for index in buffer.indices { buffer.initializeElement(at: index, to: Double(index)) }
    #expect(buffer.indices.allSatisfy { buffer[$0] == Double($0) })
  }
}

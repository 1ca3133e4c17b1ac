import Foundation

/// What an Ogg Opus file says about itself (RFC 7845), read from its pages without decoding:
/// its channels, the rate the audio had before encoding, the pre-skip, and the duration a
/// player plays (the last page's granule position less the pre-skip, at 48 kHz). The packets
/// are kept for a decoder.
public struct OggOpusFacts {
  public var channelCount: Int
  public var inputSampleRate: Int
  public var preSkip: Int
  /// The last page's granule position: 48 kHz samples of the stream including the pre-skip.
  public var finalGranule: Int64
  /// The audio packets, in order (the two header packets excluded).
  public var packets: [[UInt8]]
  /// The comment packet's vendor string and `TAG=value` comments.
  public var vendor: String
  public var comments: [String]

  /// The length a player plays, in seconds.
  public var duration: Double { Double(finalGranule - Int64(preSkip)) / 48_000 }

  public enum ReadError: Error, CustomStringConvertible {
    case malformed(String)
    public var description: String {
      switch self {
      case .malformed(let why): "not an Ogg Opus stream: \(why)"
      }
    }
  }

  /// Reads the pages of `data`, checking the capture pattern, version, one logical stream, the
  /// page sequence and each page's CRC.
  public init(_ data: Data) throws {
    let bytes = [UInt8](data)
    var offset = 0
    var packets: [[UInt8]] = []
    var partial: [UInt8] = []
    var granule: Int64 = 0
    var serial: UInt32?
    var sequence: UInt32 = 0
    func little<T: FixedWidthInteger>(_ at: Int, _: T.Type) -> T {
      (0..<MemoryLayout<T>.size).reduce(T.zero) { $0 | T(bytes[at + $1]) << (8 * $1) }
    }
    while offset < bytes.count {
      guard offset + 27 <= bytes.count, bytes[offset..<(offset + 4)].elementsEqual(Array("OggS".utf8)) else {
        throw ReadError.malformed("no page at byte \(offset)")
      }
      guard bytes[offset + 4] == 0 else { throw ReadError.malformed("Ogg version \(bytes[offset + 4])") }
      let pageSerial = little(offset + 14, UInt32.self)
      if let serial, serial != pageSerial { throw ReadError.malformed("a second logical stream") }
      serial = pageSerial
      guard little(offset + 18, UInt32.self) == sequence else { throw ReadError.malformed("page \(sequence) missing") }
      sequence += 1
      let segments = Int(bytes[offset + 26])
      let table = bytes[(offset + 27)..<(offset + 27 + segments)]
      let bodyStart = offset + 27 + segments
      let bodyLength = table.reduce(0) { $0 + Int($1) }
      guard bodyStart + bodyLength <= bytes.count else { throw ReadError.malformed("a truncated page") }
      var page = Array(bytes[offset..<(bodyStart + bodyLength)])
      let stored = little(offset + 22, UInt32.self)
      page.replaceSubrange(22..<26, with: [0, 0, 0, 0])
      guard Self.crc(page) == stored else { throw ReadError.malformed("a bad checksum on page \(sequence - 1)") }
      let pageGranule = little(offset + 6, Int64.self)
      if pageGranule != -1 { granule = pageGranule }
      var cursor = bodyStart
      for lace in table {
        partial += bytes[cursor..<(cursor + Int(lace))]
        cursor += Int(lace)
        if lace < 255 {
          packets.append(partial)
          partial = []
        }
      }
      offset = bodyStart + bodyLength
    }
    guard packets.count >= 2, packets[0].starts(with: Array("OpusHead".utf8)), packets[0].count >= 19 else {
      throw ReadError.malformed("no OpusHead packet")
    }
    let head = packets[0]
    channelCount = Int(head[9])
    preSkip = Int(UInt16(head[10]) | UInt16(head[11]) << 8)
    inputSampleRate = (0..<4).reduce(0) { $0 | Int(head[12 + $1]) << (8 * $1) }
    let tags = packets[1]
    guard tags.starts(with: Array("OpusTags".utf8)) else { throw ReadError.malformed("no OpusTags packet") }
    var at = 8
    func length() -> Int {
      defer { at += 4 }
      return (0..<4).reduce(0) { $0 | Int(tags[at + $1]) << (8 * $1) }
    }
    let vendorLength = length()
    vendor = String(decoding: tags[at..<(at + vendorLength)], as: UTF8.self)
    at += vendorLength
    comments = (0..<length()).map { _ in
      let count = length()
      defer { at += count }
      return String(decoding: tags[at..<(at + count)], as: UTF8.self)
    }
    finalGranule = granule
    self.packets = Array(packets.dropFirst(2))
  }

  /// Ogg's CRC-32 (polynomial 0x04C11DB7, no reflection, initial value 0).
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0
    for byte in bytes {
      crc ^= UInt32(byte) << 24
      for _ in 0..<8 { crc = crc & 0x8000_0000 != 0 ? (crc << 1) ^ 0x04C1_1DB7 : crc << 1 }
    }
    return crc
  }
}

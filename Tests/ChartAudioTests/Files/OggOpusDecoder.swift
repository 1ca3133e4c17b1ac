import COpus
import ChartAudio
import ChartVoiceTestSupport
import Foundation

/// Decodes an Ogg Opus file as a player does (libopus, 48 kHz, pre-skip and end trimmed), so the
/// tests measure what a listener hears in the files ``OpusWriter`` writes.
enum OggOpusDecoder {
  struct DecodeError: Error, CustomStringConvertible {
    var description: String
  }

  static func decode(_ data: Data) throws -> PCMBuffer {
    let facts = try OggOpusFacts(data)
    var status: Int32 = 0
    guard let decoder = opus_decoder_create(48_000, Int32(facts.channelCount), &status), status == OPUS_OK else {
      throw DecodeError(description: "opus_decoder_create failed: \(status)")
    }
    defer { opus_decoder_destroy(decoder) }
    let maximumFrames = 5_760  // 120 ms at 48 kHz, Opus's longest packet
    var frame = [Float](repeating: 0, count: maximumFrames * facts.channelCount)
    var samples: [Float] = []
    for packet in facts.packets {
      let decoded = packet.withUnsafeBufferPointer { bytes in
        frame.withUnsafeMutableBufferPointer { out in
          opus_decode_float(decoder, bytes.baseAddress, Int32(bytes.count), out.baseAddress!, Int32(maximumFrames), 0)
        }
      }
      guard decoded >= 0 else { throw DecodeError(description: "opus_decode_float failed: \(decoded)") }
      samples += frame[0..<(Int(decoded) * facts.channelCount)]
    }
    let start = facts.preSkip * facts.channelCount
    let end = min(samples.count, Int(facts.finalGranule) * facts.channelCount)
    guard start <= end else { throw DecodeError(description: "the pre-skip is longer than the stream") }
    return PCMBuffer(sampleRate: 48_000, channelCount: facts.channelCount, samples: Array(samples[start..<end]))
  }
}

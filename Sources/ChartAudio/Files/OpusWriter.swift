internal import COpusEnc
internal import ChartSupport
import Foundation

/// Writes audio as Ogg Opus (RFC 7845) to a file (atomically) or to an open handle: about a
/// fifteenth of the size of the same audio as WAV, for publishing.
///
///     try OpusWriter.write(speech, to: "chart.opus")
///     try OpusWriter.write(speech, to: .standardOutput)   // `-o - --audio-format opus`
///
/// The stream keeps the exact length of `buffer`: the header's pre-skip and the last page's
/// granule position trim the codec's delay and padding, so a player plays
/// ``PCMBuffer/duration`` and captions timed against the PCM stay in step. The encoder
/// resamples to Opus's 48 kHz itself; the header records the original rate. The same audio
/// gives the same bytes (a fixed stream serial number).
///
/// As with ``WAVWriter``, a file is never left half-written: the bytes go to a hidden temporary
/// file beside the target, flushed to disk and renamed over it in one step.
public enum OpusWriter {
  /// The bit rate per channel: plenty for speech and pure tones (Opus is transparent for
  /// speech from about 24 kbit/s; pure tones need less).
  public static let bitsPerSecondPerChannel: Int32 = 24_000

  /// Writes `buffer` as an Ogg Opus file at `path`, replacing any file there atomically.
  ///
  /// - Parameters:
  ///   - buffer: Audio at any rate from 8 to 192 kHz, at least one frame long.
  ///   - path: The file to write; relative paths are relative to the working directory.
  /// - Throws: ``AudioError/cannotWrite(path:detail:)`` when the directory is missing or not
  ///   writable, the disk is full, the buffer is empty or its rate is out of range, or the
  ///   encoder fails; nothing is left behind.
  /// - Complexity: O(*n*) in the number of samples.
  public static func write(_ buffer: PCMBuffer, to path: String) throws {
    var refusal: String?
    do {
      try AtomicFile.write(to: path) { descriptor in
        switch encode(buffer, to: descriptor) {
        case .success: return nil
        case .failure(.write(let code)): return code
        case .failure(.encoder(let detail)):
          refusal = detail
          return EINVAL
        }
      }
    } catch {
      throw AudioError.cannotWrite(path: error.path, detail: refusal ?? error.detail)
    }
  }

  /// Writes `buffer` as an Ogg Opus stream to an open handle (a pipe, standard output).
  ///
  /// - Parameters:
  ///   - name: How errors name the destination, e.g. `-` for standard output.
  /// - Throws: ``AudioError/cannotWrite(path:detail:)``, e.g. when the reader has gone.
  /// - Complexity: O(*n*) in the number of samples.
  public static func write(_ buffer: PCMBuffer, to handle: FileHandle, name: String = "-") throws {
    switch encode(buffer, to: handle.fileDescriptor) {
    case .success: return
    case .failure(.write(let code)):
      throw AudioError.cannotWrite(path: name, detail: AtomicFile.describe(errno: code, path: name))
    case .failure(.encoder(let detail)):
      throw AudioError.cannotWrite(path: name, detail: detail)
    }
  }

  enum Failure: Error {
    /// A write to the descriptor failed with this `errno`.
    case write(Int32)
    /// libopusenc refused: its message.
    case encoder(String)
  }

  /// Where the encoder's pages go, and the first write error, which stops all later writes.
  private final class Sink {
    let descriptor: Int32
    var failure: Int32?
    init(descriptor: Int32) { self.descriptor = descriptor }
  }

  /// Encodes `buffer` page by page into `descriptor`.
  private static func encode(_ buffer: PCMBuffer, to descriptor: Int32) -> Result<Void, Failure> {
    // libopusenc cannot end a stream that holds no sample (it stops the process on an assertion).
    guard buffer.frameCount > 0 else { return .failure(.encoder("there is no audio to write")) }
    guard (8_000...192_000).contains(buffer.sampleRate) else {
      return .failure(.encoder("Opus takes audio at 8 to 192 kHz, not \(buffer.sampleRate) Hz"))
    }
    let sink = Sink(descriptor: descriptor)
    var callbacks = OpusEncCallbacks(
      write: { context, bytes, count in
        guard let context = unsafe context, let bytes = unsafe bytes else { return 1 }
        let sink = unsafe Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
        guard sink.failure == nil else { return 1 }
        sink.failure = unsafe AtomicFile.writeAll(
          UnsafeRawBufferPointer(start: bytes, count: Int(count)), to: sink.descriptor)
        return sink.failure == nil ? 0 : 1
      },
      close: { _ in 0 })
    let comments = ope_comments_create()
    defer { unsafe ope_comments_destroy(comments) }
    unsafe ope_comments_add(comments, "ENCODER", "chartvoice")
    var status: Int32 = OPE_OK
    let context = unsafe Unmanaged.passUnretained(sink).toOpaque()
    guard
      let encoder = unsafe ope_encoder_create_callbacks(
        &callbacks, context, comments, Int32(buffer.sampleRate), Int32(buffer.channelCount), 0, &status)
    else { return .failure(.encoder(message(status))) }
    defer { unsafe ope_encoder_destroy(encoder) }
    unsafe chartvoice_ope_set_serialno(encoder, 0x6368_7476)  // "chtv"
    unsafe chartvoice_ope_set_bitrate(encoder, bitsPerSecondPerChannel * Int32(buffer.channelCount))

    // A second of frames at a time, so a failed write stops the work early.
    let chunk = buffer.sampleRate
    var frame = 0
    while frame < buffer.frameCount, sink.failure == nil {
      let count = min(chunk, buffer.frameCount - frame)
      status = unsafe buffer.samples.withUnsafeBufferPointer { samples in
        unsafe ope_encoder_write_float(
          encoder, samples.baseAddress! + frame * buffer.channelCount, Int32(count))
      }
      if status != OPE_OK, sink.failure == nil { return .failure(.encoder(message(status))) }
      frame += count
    }
    if sink.failure == nil {
      status = unsafe ope_encoder_drain(encoder)
      if status != OPE_OK, sink.failure == nil { return .failure(.encoder(message(status))) }
    }
    if let code = sink.failure { return .failure(.write(code)) }
    return .success(())
  }

  private static func message(_ status: Int32) -> String {
    "the Opus encoder failed: " + (unsafe ope_strerror(status).map { unsafe String(cString: $0) } ?? "error \(status)")
  }
}

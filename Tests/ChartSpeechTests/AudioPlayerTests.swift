import ChartAudio
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Synchronization
import Testing

@testable import ChartSpeech

/// The background player, against a sink that records what it is given and takes real time to
/// play it, as a device does.
@Suite struct AudioPlayerTests {
  /// A device stand-in: stores every sample, and blocks for `secondsPerFrame` per frame written.
  final class RecordingSink: AudioSink {
    struct Log {
      var samples: [Int16] = []
      var writes = 0
      var flushes = 0
      var closes = 0
      var threads = Set<UInt>()
    }

    let sampleRate: Int
    let channelCount: Int
    let secondsPerFrame: Double
    /// Writes after this many fail, as an unplugged device does.
    let failsAfter: Int?
    let log = Mutex(Log())

    init(
      sampleRate: Int = 22_050, channelCount: Int = 2, realTime: Double = 0, failsAfter: Int? = nil
    ) {
      self.sampleRate = sampleRate
      self.channelCount = channelCount
      secondsPerFrame = realTime / Double(sampleRate)
      self.failsAfter = failsAfter
    }

    func write(_ samples: [Int16]) throws(SpeechError) {
      let writes = log.withLock { log in
        log.writes += 1
        log.threads.insert(UInt(pthread_self()))
        return log.writes
      }
      if let failsAfter, writes > failsAfter { throw .audioDeviceUnavailable(detail: "unplugged") }
      log.withLock { $0.samples += samples }
      if secondsPerFrame > 0 {
        Thread.sleep(forTimeInterval: secondsPerFrame * Double(samples.count / channelCount))
      }
    }

    func flush() { log.withLock { $0.flushes += 1 } }
    func close() { log.withLock { $0.closes += 1 } }
  }

  /// A mono buffer of `seconds` at `value`.
  static func constant(_ value: Float, seconds: Double, rate: Int = 22_050) -> PCMBuffer {
    PCMBuffer(
      sampleRate: rate, channelCount: 1,
      samples: [Float](repeating: value, count: Int(seconds * Double(rate))))
  }

  /// A player part-way through `seconds` of a sound at 0.5, on a sink that plays in real time.
  static func playingLongSound(seconds: Double) -> (RecordingSink, AudioPlayer) {
    let sink = RecordingSink(channelCount: 1, realTime: 1)
    let player = AudioPlayer(sink: sink)
    player.play([.audio(constant(0.5, seconds: seconds))])
    Thread.sleep(forTimeInterval: 0.1)
    return (sink, player)
  }

  /// Waits until the player has nothing to do.
  static func waitUntilIdle(
    _ player: AudioPlayer, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let deadline = Date().addingTimeInterval(10)
    while !player.isIdle, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    #expect(player.isIdle, "the player is still busy", sourceLocation: sourceLocation)
  }

  @Test func playsAudioConvertedToTheDeviceFormatOnItsOwnThread() {
    let sink = RecordingSink()
    let player = AudioPlayer(sink: sink)
    player.play([.audio(Self.constant(0.5, seconds: 0.1))])
    Self.waitUntilIdle(player)
    player.close()
    let log = sink.log.withLock { $0 }
    #expect(log.samples.count == 2 * 2_205)  // mono → stereo
    #expect(log.samples.allSatisfy { $0 == WAVEncoder.quantize(0.5) })
    #expect(log.writes == 5)  // 20 ms chunks
    #expect(log.threads.count == 1)
    #expect(!log.threads.contains(UInt(pthread_self())), "played on the caller's thread")
    #expect(log.closes == 1)
  }

  @Test func convertsTheSampleRate() {
    let sink = RecordingSink(sampleRate: 44_100, channelCount: 1)
    let player = AudioPlayer(sink: sink)
    player.play([.audio(Self.constant(0.25, seconds: 0.5))])
    Self.waitUntilIdle(player)
    player.close()
    let count = sink.log.withLock { $0.samples.count }
    #expect(abs(count - 22_050) <= 2)
  }

  @Test func speechIsSynthesisedOnThePlayersThreadInOrder() {
    let sink = RecordingSink(channelCount: 1)
    let calls = Mutex<[String]>([])
    let caller = UInt(pthread_self())
    let player = AudioPlayer(sink: sink) { text, _ in
      calls.withLock {
        $0.append(text + (UInt(pthread_self()) == caller ? " on the caller's thread" : ""))
      }
      return Self.constant(text == "one" ? 0.1 : 0.2, seconds: 0.02)
    }
    player.play([
      .speech("one", SpeechOptions(voice: "en")), .audio(Self.constant(0.3, seconds: 0.02)),
      .speech("two", SpeechOptions(voice: "en")),
    ])
    Self.waitUntilIdle(player)
    player.close()
    #expect(calls.withLock { $0 } == ["one", "two"])
    let samples = sink.log.withLock { $0.samples }
    #expect(samples.count == 3 * 441)
    #expect(samples.first == WAVEncoder.quantize(0.1))
    #expect(samples[441] == WAVEncoder.quantize(0.3))
    #expect(samples.last == WAVEncoder.quantize(0.2))
  }

  /// The default synthesiser is espeak-ng: speech reaches the device as audio.
  @Test(.tags(.espeak), .enabled(if: EspeakEngine.isAvailable, "espeak-ng is not installed"))
  func speechFromEspeakPlays() {
    let sink = RecordingSink(channelCount: 1)
    let player = AudioPlayer(sink: sink)
    player.play([.speech("4 of 6, April: 38800, lowest", SpeechOptions(voice: "en-us"))])
    Self.waitUntilIdle(player)
    player.close()
    let samples = sink.log.withLock { $0.samples }
    #expect(player.failure == nil)
    #expect(samples.count > 22_050, "\(samples.count) samples: under a second of speech")
    #expect(samples.contains { abs(Int($0)) > 1_000 })
  }

  @Test func aNewRequestInterruptsThePlayingOne() {
    // Plays in real time: 2 s of the first sound would take 2 s.
    let (sink, player) = Self.playingLongSound(seconds: 2)
    let started = Date()
    player.play([.audio(Self.constant(-0.5, seconds: 0.1))])
    Self.waitUntilIdle(player)
    let elapsed = Date().timeIntervalSince(started)
    player.close()
    let log = sink.log.withLock { $0 }
    let first = log.samples.filter { $0 > 0 }.count
    let second = log.samples.filter { $0 < 0 }.count
    #expect(first < 22_050, "the first sound played \(first) of 44,100 samples")
    #expect(second == 2_205)
    #expect(log.samples.last.map { $0 < 0 } == true)
    #expect(log.flushes >= 1, "the device's buffer is dropped on interruption")
    #expect(elapsed < 1, "the second sound took \(elapsed) s to finish")
  }

  @Test func requestsWaitingBehindANewerOneAreDropped() {
    let sink = RecordingSink(channelCount: 1, realTime: 1)
    let player = AudioPlayer(sink: sink)
    player.play([.audio(Self.constant(0.1, seconds: 0.2))])
    player.play([.audio(Self.constant(0.2, seconds: 0.2))])
    player.play([.audio(Self.constant(0.3, seconds: 0.2))])
    Self.waitUntilIdle(player)
    player.close()
    let samples = sink.log.withLock { $0.samples }
    #expect(!samples.contains(WAVEncoder.quantize(0.2)))
    #expect(samples.filter { $0 == WAVEncoder.quantize(0.3) }.count == 4_410)
  }

  @Test func stopSilencesThePlayer() {
    let (sink, player) = Self.playingLongSound(seconds: 2)
    player.stop()
    Self.waitUntilIdle(player)
    let written = sink.log.withLock { $0.samples.count }
    Thread.sleep(forTimeInterval: 0.1)
    #expect(sink.log.withLock { $0.samples.count } == written)
    #expect(written < 22_050)
    player.close()
  }

  @Test func aFailedSynthesisIsRecordedAndTheRestPlays() {
    let sink = RecordingSink(channelCount: 1)
    let player = AudioPlayer(sink: sink) { _, _ in
      throw SpeechError.synthesisFailed(detail: "broken")
    }
    player.play([
      .speech("one", SpeechOptions(voice: "en")), .audio(Self.constant(0.3, seconds: 0.02)),
    ])
    Self.waitUntilIdle(player)
    player.close()
    #expect(player.failure == .synthesisFailed(detail: "broken"))
    #expect(sink.log.withLock { $0.samples.count } == 441)
  }

  @Test func aFailedDeviceIsRecordedAndPlaysNothingMore() {
    let sink = RecordingSink(channelCount: 1, failsAfter: 2)
    let player = AudioPlayer(sink: sink)
    player.play([.audio(Self.constant(0.3, seconds: 0.2))])
    Self.waitUntilIdle(player)
    player.play([.audio(Self.constant(0.3, seconds: 0.2))])
    Self.waitUntilIdle(player)
    player.close()
    #expect(player.failure == .audioDeviceUnavailable(detail: "unplugged"))
    #expect(sink.log.withLock { $0.writes } == 3)
  }

  @Test func closeStopsPlayingAndReleasesTheDeviceOnce() {
    let (sink, player) = Self.playingLongSound(seconds: 5)
    let started = Date()
    player.close()
    player.close()
    #expect(Date().timeIntervalSince(started) < 1)
    player.play([.audio(Self.constant(0.5, seconds: 1))])
    #expect(sink.log.withLock { $0.closes } == 1)
    #expect(sink.log.withLock { $0.samples.count } < 22_050)
  }

  /// This machine's real device: where there is no sound card and no sound server, opening fails
  /// with the no-device error (and ALSA prints nothing; the end-to-end tests check standard error).
  @Test(.enabled(if: !AudioHardware.isPresent)) func openingWithoutAnAudioDeviceFails() {
    let error = #expect(throws: SpeechError.self) { try AudioPlayer.open() }
    guard case .audioDeviceUnavailable = error else {
      Issue.record("expected the no-device error, got \(String(describing: error))")
      return
    }
  }

  @Test func anUnknownDeviceNameFails() {
    let error = #expect(throws: SpeechError.self) {
      try AudioPlayer.open(device: "chartvoice-test-no-such-device")
    }
    guard case .audioDeviceUnavailable = error else {
      Issue.record("expected the no-device error, got \(String(describing: error))")
      return
    }
  }
}

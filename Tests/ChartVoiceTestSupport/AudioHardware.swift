import Foundation

/// Whether this machine might play sound, for tests that expect a headless machine's behaviour
/// ("no audio device") and must not fail where a developer has speakers.
public enum AudioHardware {
  /// Whether an audio output may exist: an ALSA sound card (`/dev/snd`), an OSS device, or a
  /// PulseAudio or PipeWire server's socket.
  public static var isPresent: Bool {
    let files = FileManager.default
    if files.fileExists(atPath: "/dev/snd") || files.fileExists(atPath: "/dev/dsp") { return true }
    let environment = ProcessInfo.processInfo.environment
    if environment["PULSE_SERVER"] != nil { return true }
    let runtime = environment["XDG_RUNTIME_DIR"] ?? "/run/user/\(getuid())"
    return files.fileExists(atPath: runtime + "/pulse/native")
      || files.fileExists(atPath: runtime + "/pipewire-0")
  }
}

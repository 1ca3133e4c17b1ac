// swift-tools-version:6.0
// libFuzzer targets for chartvoice's readers and for the narration of whatever they accept; a
// package of its own so the main package needs no unsafe flags. `make fuzz` builds and runs them
// (see README.md here).
import PackageDescription

/// The fuzz targets have no `main`: libFuzzer's driver is started from the module's entry point.
let fuzzerSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "chartvoice-fuzz",
  dependencies: [.package(name: "chartvoice", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "ChartImport", package: "chartvoice"),
        .product(name: "ChartModel", package: "chartvoice"),
        .product(name: "ChartNarration", package: "chartvoice"),
        .product(name: "ChartAudio", package: "chartvoice"),
      ]),
    .executableTarget(name: "fuzz-chart-json", dependencies: ["FuzzSupport"], swiftSettings: fuzzerSettings),
    .executableTarget(name: "fuzz-csv", dependencies: ["FuzzSupport"], swiftSettings: fuzzerSettings),
    .executableTarget(name: "fuzz-vega-lite", dependencies: ["FuzzSupport"], swiftSettings: fuzzerSettings),
    .executableTarget(name: "fuzz-expression", dependencies: ["FuzzSupport"], swiftSettings: fuzzerSettings),
    // The option parser: the CLI's sources through the `CLI` link (an executable is no product a
    // package can depend on), without its `main.swift`.
    .executableTarget(
      name: "fuzz-options",
      dependencies: [
        "FuzzSupport", .product(name: "ChartSpeech", package: "chartvoice"),
        .product(name: "CBrlAPI", package: "chartvoice"),
      ],
      exclude: ["CLI/main.swift"],
      swiftSettings: fuzzerSettings),
  ]
)

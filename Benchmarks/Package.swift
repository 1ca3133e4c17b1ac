// swift-tools-version:6.0
// Benchmarks for chartvoice, a package of their own so the main package stays free of them.
// Run from this folder: swift run -c release csv-throughput <file.csv>
import PackageDescription

let package = Package(
  name: "chartvoice-benchmarks",
  dependencies: [.package(name: "chartvoice", path: "..")],
  targets: [
    .executableTarget(
      name: "csv-throughput",
      dependencies: [
        .product(name: "ChartImport", package: "chartvoice"),
        .product(name: "ChartModel", package: "chartvoice"),
      ]
    ),
    .executableTarget(
      name: "describe-bench",
      dependencies: [
        .product(name: "ChartImport", package: "chartvoice"),
        .product(name: "ChartModel", package: "chartvoice"),
        .product(name: "ChartNarration", package: "chartvoice"),
        .product(name: "ChartAudio", package: "chartvoice"),
      ]
    ),
    .executableTarget(
      name: "parallel-cutoff",
      dependencies: [.product(name: "ChartModel", package: "chartvoice")]
    ),
    .executableTarget(
      name: "audio-bench",
      dependencies: [
        .product(name: "ChartImport", package: "chartvoice"),
        .product(name: "ChartModel", package: "chartvoice"),
        .product(name: "ChartNarration", package: "chartvoice"),
        .product(name: "ChartAudio", package: "chartvoice"),
      ]
    ),
  ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WriteOutLoud",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "WriteOutLoud", targets: ["WriteOutLoud"]),
        .executable(name: "wol", targets: ["wol"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // MARK: - C libraries from Debian

        .systemLibrary(
            name: "CPocketSphinx",
            pkgConfig: "pocketsphinx",
            providers: [.apt(["libpocketsphinx-dev", "pocketsphinx-en-us"])]
        ),
        .systemLibrary(
            name: "CSndFile",
            pkgConfig: "sndfile",
            providers: [.apt(["libsndfile1-dev"])]
        ),
        // FFmpeg reads what phones and browsers record (M4A/AAC, WebM/Opus, …). libavformat's pkg-config file
        // lists libavcodec, libswresample and libavutil only for static linking, so the module map links them.
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswresample-dev"])]
        ),
        // libbz2 ships no pkg-config file, so the module map links it by name.
        .systemLibrary(
            name: "CBZip2",
            providers: [.apt(["libbz2-dev"])]
        ),
        // FFTW: the noise suppressor's transforms.
        .systemLibrary(
            name: "CFFTW",
            pkgConfig: "fftw3",
            providers: [.apt(["libfftw3-dev"])]
        ),

        // MARK: - Engine

        .target(
            name: "WriteOutLoud",
            dependencies: [
                "CPocketSphinx", "CSndFile", "CFFmpeg", "CBZip2", "CFFTW", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"), .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"), .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]
        ),

        // MARK: - Synthetic attempts for benchmarks and tests

        .target(name: "WriteOutLoudSynthesis", dependencies: ["WriteOutLoud", "CFFmpeg"]),

        // MARK: - HTTP server and practice page (`wol serve`)

        .target(
            name: "WriteOutLoudServer",
            dependencies: [
                "WriteOutLoud",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Page")]
        ),

        // MARK: - Command-line tool

        .executableTarget(
            name: "wol",
            dependencies: [
                "WriteOutLoud",
                "WriteOutLoudServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Benchmarks

        .executableTarget(
            name: "wol-bench",
            dependencies: [
                "WriteOutLoud",
                "WriteOutLoudSynthesis",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: - Tests

        .testTarget(
            name: "WriteOutLoudTests",
            dependencies: [
                "WriteOutLoud", "WriteOutLoudSynthesis", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Speech/Resources")]
        ),
        .testTarget(
            name: "WolBenchTests",
            dependencies: ["wol-bench"]
        ),
        .testTarget(
            name: "WriteOutLoudServerTests",
            dependencies: [
                "WriteOutLoudServer", "WriteOutLoudSynthesis",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

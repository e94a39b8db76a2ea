import ArgumentParser
import Foundation

/// `--sphinxtrain DIR`, for the commands that fit learners' voices with sphinxtrain's programs (`wol enroll`,
/// `wol serve`): a machine that installs them elsewhere than Debian does names their folder.
struct SphinxTrainOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Where sphinxtrain's programs (bw, mllr_solve, map_adapt) are, for fitting learners' voices (default: /usr/lib/sphinxtrain, Debian's).",
        valueName: "folder"))
    var sphinxtrain: String?

    /// The folder named, nil for Debian's.
    var folder: URL? { sphinxtrain.map { URL(fileURLWithPath: $0, isDirectory: true) } }
}

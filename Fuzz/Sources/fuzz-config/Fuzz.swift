import Foundation
import FuzzSupport
import GestureKit

/// libFuzzer entry: arbitrary bytes as a `--config` file and as a `--scene` file (docs/robustness.md,
/// "Limits on what a user types or writes"). Both loaders must answer a value or a located error,
/// never trap, overflow the stack or run without bound; text that `StructuredTextLimits` refuses
/// is refused by both, with the limit's own message.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    var refusal: String?
    if let text = String(data: bytes, encoding: .utf8) {
        do { try StructuredTextLimits.configuration.check(text) } catch { refusal = error.message }
    }
    var configurationError: String?
    do {
        let configuration = try ConfigurationFile.parse(bytes, file: "fuzz.yaml")
        _ = try? RecognizerGraph(configuration: configuration)
    } catch {
        configurationError = error.message
    }
    var sceneError: String?
    do {
        _ = try SceneDescription.parse(bytes, file: "fuzz.yaml")
    } catch {
        sceneError = error.message
    }
    if let refusal {
        guard configurationError == refusal, sceneError == refusal else {
            fatalError(
                "refused by the limits (\(refusal)) but the loaders said "
                    + "\(String(describing: configurationError)) and \(String(describing: sceneError))")
        }
    }
    return 0
}

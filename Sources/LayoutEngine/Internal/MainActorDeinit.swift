/// Runs `body`, which clears the main-actor back references of the objects a dying view held, in
/// a `deinit`, which is nonisolated.
///
/// UIKit deallocates views on the main thread, and so does every Trellis layout; a view released
/// on another thread is cleaned up there, unsynchronized, as UIKit's would be (the behaviour
/// before Trellis was main-actor isolated). Not an `isolated deinit`: that checks the executor on
/// every deallocation, and `@preconcurrency` classes cannot declare one.
nonisolated func withMainActorDeinitAccess(_ body: @MainActor () -> Void) {
  // A synchronous function's isolation does not change how it is called.
  withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> Void).self)() }
}

import Foundation
import Testing

/// A scope trait that gives every test of a suite (every case of a parameterized test) a world of its
/// own: `reset` runs on the main actor before the test and again after it, and no other test that has the
/// trait runs in between, whatever `swift test --parallel` schedules.
///
/// Swift Testing runs `@MainActor` test bodies one at a time, but a scope's steps around a body are
/// separate suspension points: another test's body could run between this test's reset and its body, or
/// during an `await` inside it. So the trait runs whole suites one at a time (a gate, taken around the
/// outermost suite that has the trait) and the tests inside a suite one after another (as `.serialized`
/// does). The gate is taken at the suite, not at each test, so that waiting for it never counts against a
/// test's time limit.
///
/// Each test target names its own reset (`.freshWorld`), which puts every process-wide state of the
/// modules it tests back to launch values. Applied to a suite, the trait applies to the suites nested in
/// it; a test inside two suites that both have it is reset once (task-local flags mark the scopes).
package struct FreshWorldTrait: SuiteTrait, TestTrait, TestScoping {
    package let reset: @MainActor @Sendable () -> Void

    package init(reset: @escaping @MainActor @Sendable () -> Void) { self.reset = reset }

    package var isRecursive: Bool { true }

    /// A scope around each suite (the gate, serial tests) and around each test case (the resets); none
    /// around a whole parameterized test, which would share one world between its cases.
    package func scopeProvider(for test: Test, testCase: Test.Case?) -> FreshWorldTrait? {
        test.isSuite || testCase != nil ? self : nil
    }

    package func provideScope(for test: Test, testCase: Test.Case?,
                              performing function: @Sendable () async throws -> Void) async throws {
        if test.isSuite {
            if FreshWorldGate.inSuite { return try await function() }
            await FreshWorldGate.shared.acquire()
            do {
                try await FreshWorldGate.$inSuite.withValue(true) {
                    try await ParallelizationTrait.serialized.provideScope(for: test, testCase: testCase, performing: function)
                }
            } catch {
                await FreshWorldGate.shared.release()
                throw error
            }
            await FreshWorldGate.shared.release()
            return
        }
        if FreshWorldGate.inTest { return try await function() }
        let resets = FreshWorldGate.resetsWorld
        if resets { await MainActor.run { reset() } }
        do {
            try await FreshWorldGate.$inTest.withValue(true) { try await function() }
        } catch {
            if resets { await MainActor.run { reset() } }
            throw error
        }
        if resets { await MainActor.run { reset() } }
    }
}

/// Lets one fresh-world suite run at a time, in the order they ask.
actor FreshWorldGate {
    static let shared = FreshWorldGate()
    /// Set inside an outermost suite's scope (which holds the gate).
    @TaskLocal static var inSuite = false
    /// Set inside a test case's scope.
    @TaskLocal static var inTest = false
    /// Whether tests get the reset: true unless `UIKIT_TESTS_KEEP_WORLD=1`, which lets every test inherit
    /// what the ones before it left (windows, responders, recognizers, targets, timers), as a long-running
    /// app accumulates them. Tests that assume a fresh world may then fail; the mode exists to run the
    /// suite under AddressSanitizer and find memory errors that the reset would hide.
    static let resetsWorld = ProcessInfo.processInfo.environment["UIKIT_TESTS_KEEP_WORLD"] != "1"

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard busy else { busy = true; return }
        // `release()` hands the gate over without clearing `busy`.
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}

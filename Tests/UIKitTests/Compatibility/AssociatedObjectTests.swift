import Testing
import UIKit

private nonisolated(unsafe) var labelKey: UInt8 = 0
private nonisolated(unsafe) var setKey: UInt8 = 0

/// `objc_setAssociatedObject`/`objc_getAssociatedObject` as the Objective-C runtime documents them: values
/// are found by owner and key address, `nil` removes, retain keeps the value alive, assign does not, and
/// associations end with their owner.
@MainActor @Suite(.freshWorld) struct AssociatedObjectTests {
    final class Box {}

    @Test func setGetRemoveByOwnerAndKey() {
        let a = UIView(), b = UIView()
        objc_setAssociatedObject(a, &labelKey, "left", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        objc_setAssociatedObject(a, &setKey, NSMutableSet(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &labelKey) as? String == "left")
        #expect(objc_getAssociatedObject(b, &labelKey) == nil)
        // The same set comes back each time (retained, not copied).
        let set = objc_getAssociatedObject(a, &setKey) as? NSMutableSet
        set?.add(1)
        #expect((objc_getAssociatedObject(a, &setKey) as? NSMutableSet)?.count == 1)
        objc_setAssociatedObject(a, &labelKey, nil, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &labelKey) == nil)
        objc_removeAssociatedObjects(a)
        #expect(objc_getAssociatedObject(a, &setKey) == nil)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0o1403)
    }

    @Test func retainKeepsValueAliveAssignDoesNotAndOwnerDeathReleases() {
        weak var retained: Box?
        weak var assigned: Box?
        var owner: NSObject? = NSObject()
        do {
            let r = Box(), s = Box()
            retained = r; assigned = s
            objc_setAssociatedObject(owner!, &labelKey, r, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(owner!, &setKey, s, .OBJC_ASSOCIATION_ASSIGN)
        }
        #expect(retained != nil)
        #expect(assigned == nil)
        #expect(objc_getAssociatedObject(owner!, &setKey) == nil)
        owner = nil
        // Many more owners force a sweep of entries whose owner is gone. The sweep runs when the table
        // doubles past its size at the last sweep, which other tests running in parallel may have raised,
        // so keep adding (bounded) until it has run. The new owners stay alive meanwhile: a released one's
        // address is reused by the next, which replaces its entry instead of growing the table.
        var added = 0
        var owners: [NSObject] = []
        while retained != nil && added < 400_000 {
            let v = NSObject()
            owners.append(v)
            objc_setAssociatedObject(v, &labelKey, "x", .OBJC_ASSOCIATION_COPY)
            added += 1
        }
        owners.removeAll()
        #expect(retained == nil)
    }
}

import Foundation
import Testing
import UIKit

extension StandardViews {
@MainActor @Suite(.freshWorld) struct DatePickerTests {
    @Test("Defaults and raw values follow Apple: dateAndTime, automatic style, minute interval 1, countdown 0")
    func defaults() {
        let p = UIDatePicker()
        #expect(p.datePickerMode == .dateAndTime && p.preferredDatePickerStyle == .automatic)
        #expect(p.datePickerStyle == .compact && p.minuteInterval == 1 && p.countDownDuration == 0)
        #expect(p.minimumDate == nil && p.maximumDate == nil && p.roundsToMinuteInterval)
        #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3 && UIDatePickerStyle.inline.rawValue == 3)
        p.datePickerMode = .countDownTimer
        #expect(p.datePickerStyle == .wheels)
    }

    @Test("date stays within minimumDate...maximumDate; limits are ignored when the minimum is after the maximum")
    func limits() {
        let p = UIDatePicker()
        let base = Date(timeIntervalSinceReferenceDate: 700_000_000)
        p.minimumDate = base
        p.maximumDate = base.addingTimeInterval(3600)
        p.date = base.addingTimeInterval(-10)
        #expect(p.date == base)
        p.setDate(base.addingTimeInterval(7200), animated: true)
        #expect(p.date == base.addingTimeInterval(3600))
        p.minimumDate = base.addingTimeInterval(10_000)
        p.date = base.addingTimeInterval(-50)
        #expect(p.date == base.addingTimeInterval(-50))
    }

    @Test("minuteInterval must divide 60 (else 1); countDownDuration is clamped to a day less a second")
    func intervals() {
        let p = UIDatePicker()
        p.minuteInterval = 15
        #expect(p.minuteInterval == 15)
        p.minuteInterval = 7
        #expect(p.minuteInterval == 1)
        p.countDownDuration = 100_000
        #expect(p.countDownDuration == 86_399)
        p.countDownDuration = -5
        #expect(p.countDownDuration == 0)
        p.datePickerMode = .date
        #expect(p.intrinsicContentSize.width > 24 && p.intrinsicContentSize.height == 34)
    }
}
}

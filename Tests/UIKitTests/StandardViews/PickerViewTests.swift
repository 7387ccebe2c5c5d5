import Testing
import UIKit

extension StandardViews {
@MainActor @Suite(.freshWorld) struct PickerViewTests {
    final class Source: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = [5, 3]
        var selections: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(component)-\(row)" }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(row) in \(component)")
        }
    }

    @Test("Components and rows come from the data source; selection starts at row 0 and is clamped")
    func dataAndSelection() {
        let p = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        #expect(p.numberOfComponents == 0 && p.selectedRow(inComponent: 0) == -1)
        let s = Source()
        p.dataSource = s
        p.delegate = s
        #expect(p.numberOfComponents == 2 && p.numberOfRows(inComponent: 0) == 5 && p.numberOfRows(inComponent: 1) == 3)
        #expect(p.numberOfRows(inComponent: 7) == 0)
        #expect(p.selectedRow(inComponent: 0) == 0 && p.selectedRow(inComponent: 1) == 0)
        p.selectRow(3, inComponent: 0, animated: false)
        p.selectRow(10, inComponent: 1, animated: true)
        #expect(p.selectedRow(inComponent: 0) == 3 && p.selectedRow(inComponent: 1) == 2)
        #expect(s.selections.isEmpty) // selecting from code does not call the delegate
        s.rows = [2, 3]
        p.reloadAllComponents()
        #expect(p.selectedRow(inComponent: 0) == 1)
        #expect(p.rowSize(forComponent: 0).height == 32)
        #expect(p.sizeThatFits(.zero).height == 216)
    }

    @Test("A tap on the row below the selection band selects it and tells the delegate")
    func tapSelects() {
        let w = makeEventWindow()
        let p = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let s = Source()
        p.dataSource = s
        p.delegate = s
        w.addSubview(p)
        // Left component, one row (32 points) below the centre line at y = 108.
        w.sendTouch(.began, at: CGPoint(x: 60, y: 140)); w.sendTouch(.ended, at: CGPoint(x: 60, y: 140))
        UIApplication.shared.runOneTurn()
        #expect(p.selectedRow(inComponent: 0) == 1 && s.selections == ["1 in 0"])
        CAMediaClock.advance(by: 1)
        w.sendTouch(.began, at: CGPoint(x: 60, y: 108)); w.sendTouch(.ended, at: CGPoint(x: 60, y: 108))
        UIApplication.shared.runOneTurn()
        #expect(s.selections == ["1 in 0"]) // the selected row itself: no change
        // Drawn: the selected row's title sits in the band at the centre; the top edge stays empty.
        w.backgroundColor = .white
        let img = w.renderedImage(scale: 1)
        let dark = (40..<120).contains { x in (100..<116).contains { y in img.pixel(x, y)[0] < 100 } }
        #expect(dark)
        #expect(img.pixel(300, 2).isClose(to: [255, 255, 255, 255], tolerance: 2))
    }
}
}

import Foundation

/// The pages of printing items: each image (a `UIImage`, or image data or file) on a page of its own,
/// fitted to the printable area and centered. A PDF that is the only item is printed as it is; PDFs among
/// several items are left out, as Cairo cannot read a PDF's pages to draw them again.
@MainActor final class PrintingItemsRenderer: UIPrintPageRenderer {
    private let images: [UIImage]

    init(items: [Any]) {
        images = items.compactMap { item in
            switch item {
            case let image as UIImage: return image
            case let data as Data: return UIImage(data: data)
            case let url as URL: return (try? Data(contentsOf: url)).flatMap { UIImage(data: $0) }
            default: return nil
            }
        }
        super.init()
    }

    override var numberOfPages: Int { images.count }

    override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {
        guard images.indices.contains(pageIndex) else { return }
        let image = images[pageIndex]
        let size = image.size
        guard size.width > 0, size.height > 0 else { return }
        let s = min(1, contentRect.width / size.width, contentRect.height / size.height)
        let w = size.width * s, h = size.height * s
        image.draw(in: CGRect(x: contentRect.midX - w / 2, y: contentRect.midY - h / 2, width: w, height: h))
    }
}

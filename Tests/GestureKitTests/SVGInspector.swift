import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GestureTestSupport

/// Parses an SVG document with Foundation's XMLParser and keeps every element's name and
/// attributes, so tests can count touch paths and lanes in a rendered picture.
final class SVGInspector: NSObject, XMLParserDelegate {
    /// One parsed element; `text` is the content of a `<text>` element.
    struct Element { var name: String; var attributes: [String: String]; var text = "" }

    private(set) var elements: [Element] = []
    private(set) var texts: [String] = []
    private var currentText = ""

    /// Parses `svg`; nil when it is not well-formed XML.
    static func parse(_ svg: String) -> SVGInspector? {
        let inspector = SVGInspector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = inspector
        return parser.parse() ? inspector : nil
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributeDict))
        currentText = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { currentText += string }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        if elementName == "text" {
            texts.append(currentText)
            if let i = elements.lastIndex(where: { $0.name == "text" }) { elements[i].text = currentText }
        }
        currentText = ""
    }

    /// Elements whose `class` is `name`.
    func elements(class name: String) -> [Element] { elements.filter { $0.attributes["class"] == name } }

    /// The package's `Traces/<name>.gktrace`.
    static func trace(_ name: String) -> String {
        SharedRecordings.packageRoot.appendingPathComponent("Traces/\(name).gktrace").path
    }
}

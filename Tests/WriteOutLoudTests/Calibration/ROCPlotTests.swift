import Foundation
import Testing
import WriteOutLoud

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct ROCPlotTests {
    @Test func drawsOneLineAndOneDotPerCurveInWellFormedSVG() throws {
        let samples = SyntheticScores.twoNormals(count: 50, passMean: 75, failMean: 50, deviation: 10, seed: 1)
        let curve = ROCCurve(samples)
        let series = [
            ROCPlot.Series(name: "overall", curve: curve, chosen: ThresholdRule.youden.select(on: curve)),
            ROCPlot.Series(name: "横 <héng>", curve: curve, chosen: nil),
        ]
        let svg = ROCPlot.svg(series, title: "ROC & thresholds")
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
        #expect(svg.components(separatedBy: "<circle").count - 1 == 1)
        #expect(svg.contains("横 &lt;héng&gt;"))
        #expect(svg.contains("ROC &amp; thresholds"))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }
}

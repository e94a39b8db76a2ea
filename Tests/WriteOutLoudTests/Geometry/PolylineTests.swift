import Testing
@testable import WriteOutLoud

@Suite struct PolylineTests {
    @Test func resamplingSpacesPointsEvenlyAndKeepsEnds() {
        let path = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 30)]
        let samples = Polyline.resample(path, count: 5)
        #expect(samples.count == 5)
        #expect(samples.first == path.first)
        #expect(samples.last == path.last)
        #expect(samples[1] == Point(x: 10, y: 0))
        #expect(abs(Polyline.length(samples) - 40) < 1e-9)
    }

    @Test func degeneratePathsResampleWithoutTrapping() {
        #expect(Polyline.resample([], count: 8).isEmpty)
        #expect(Polyline.resample([Point(x: 3, y: 4)], count: 3) == Array(repeating: Point(x: 3, y: 4), count: 3))
        #expect(Polyline.resample([Point(x: 1, y: 1), Point(x: 1, y: 1)], count: 2).count == 2)
        #expect(Polyline.resample([Point(x: 0, y: 0), Point(x: 1, y: 0)], count: 0).isEmpty)
        #expect(Polyline.length([]) == 0)
    }

    @Test func cleaningDropsNonFiniteAndRepeatedPoints() {
        let path = [Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: .nan, y: 1), Point(x: 2, y: 2), Point(x: 0, y: 0)]
        #expect(Polyline.cleaned(path) == [Point(x: 0, y: 0), Point(x: 2, y: 2), Point(x: 0, y: 0)])
    }

    @Test func decimationThinsJitterButKeepsEndsAndShape() {
        let jittery = (0...200).map { Point(x: Double($0), y: $0 % 2 == 0 ? 0.4 : -0.4) }
        let thinned = Polyline.decimated(jittery, minimumStep: 8)
        #expect(thinned.first == jittery.first)
        #expect(thinned.last == jittery.last)
        #expect(thinned.count < 30)
        #expect(Polyline.length(jittery) > 250)
        #expect(abs(Polyline.length(thinned) - 200) < 2)
        #expect(zip(thinned, thinned.dropFirst().dropLast()).allSatisfy { $0.distance(to: $1) >= 8 })
    }

    @Test func decimationLeavesShortPathsAlone() {
        let two = [Point(x: 0, y: 0), Point(x: 1, y: 0)]
        #expect(Polyline.decimated(two, minimumStep: 10) == two)
        #expect(Polyline.decimated([], minimumStep: 10).isEmpty)
        let three = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0)]
        #expect(Polyline.decimated(three, minimumStep: 0) == three)
    }
}

@Suite struct PolylineFractionTests {
    let path = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100)]

    @Test func pointAtAShareOfTheLength() {
        #expect(Polyline.point(at: 0.25, along: path) == Point(x: 50, y: 0))
        #expect(Polyline.point(at: 0.75, along: path) == Point(x: 100, y: 50))
        #expect(Polyline.point(at: 2, along: path) == Point(x: 100, y: 100))
        #expect(Polyline.point(at: 0.5, along: []) == nil)
    }

    @Test func nearestPointAndHowFarAlong() throws {
        let near = try #require(Polyline.nearest(to: Point(x: 130, y: 60), on: path))
        #expect(near.point == Point(x: 100, y: 60))
        #expect(abs(near.distance - 30) < 1e-9)
        #expect(abs(near.fraction - 0.8) < 1e-9)
    }

    @Test func sectionBetweenTwoShares() {
        #expect(Polyline.section(path, from: 0.25, to: 0.75) == [Point(x: 50, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50)])
        #expect(Polyline.section(path, from: 0, to: 1) == path)
    }
}

import Foundation
import Testing
@testable import WriteOutLoudServer

@Suite struct MultipartFormTests {
    @Test func partsKeepTheirBytesNamesAndFileNames() throws {
        var form = FormBody()
        let binary = Data([0, 13, 10, 45, 45, 255, 13, 10])
        form.add("audio", binary, filename: "voice.wav", type: "audio/wav")
        form.add("lang", "zh")
        let parsed = try MultipartForm(body: Data(form.closed.readableBytesView), boundary: FormBody.boundary)
        #expect(parsed["audio"]?.data == binary)
        #expect(parsed["audio"]?.filename == "voice.wav")
        #expect(parsed["audio"]?.contentType == "audio/wav")
        #expect(try parsed.text("lang") == "zh")
        #expect(parsed["missing"] == nil)
    }

    @Test func theBoundaryMayBeQuoted() throws {
        #expect(try MultipartForm.boundary(contentType: "multipart/form-data; boundary=\"a b\"") == "a b")
        #expect(try MultipartForm.boundary(contentType: "Multipart/Form-Data;charset=utf-8;boundary=xyz") == "xyz")
    }

    @Test(arguments: [
        "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalue",
        "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n",
        "--b\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--b--",
        "no boundary here",
        "--b",
    ])
    func malformedBodiesAreRefusedNotGuessed(body: String) {
        #expect(throws: APIError.self) { try MultipartForm(body: Data(body.utf8), boundary: "b") }
    }

    @Test func aFormWithTooManyPartsIsRefused() {
        var form = FormBody()
        for index in 0...MultipartForm.maxParts { form.add("field\(index)", "x") }
        #expect(throws: APIError.self) {
            try MultipartForm(body: Data(form.closed.readableBytesView), boundary: FormBody.boundary)
        }
    }
}

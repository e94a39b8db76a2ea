import Testing
@testable import WriteOutLoud

@Suite struct PinyinTests {
    @Test(arguments: [
        ("héng", "heng", 2), ("heng2", "heng", 2), ("HENG2", "heng", 2), ("lǜ", "lü", 4), ("lv4", "lü", 4),
        ("lu:4", "lü", 4), ("nǚ", "nü", 3), ("ma", "ma", 5), ("ma5", "ma", 5), ("ma0", "ma", 5),
        ("zhuāng", "zhuang", 1), (" gōu ", "gou", 1),
    ])
    func readsMarkedAndNumberedSpellings(text: String, toneless: String, tone: Int) throws {
        let syllable = try #require(Pinyin(text))
        #expect(syllable.toneless == toneless)
        #expect(syllable.tone == tone)
    }

    @Test(arguments: ["", "heng7", "h3ng", "hé́ng", "héng2x", "横"])
    func rejectsWhatIsNotOneSyllable(text: String) {
        #expect(Pinyin(text) == nil)
    }

    @Test(arguments: [
        ("hao3", "hǎo"), ("kou3", "kǒu"), ("guo2", "guó"), ("liu2", "liú"), ("gui4", "guì"), ("lv4", "lǜ"),
        ("xue2", "xué"), ("er4", "èr"), ("n2", "ń"), ("ng3", "ňg"), ("de5", "de"), ("zhe2", "zhé"),
    ])
    func placesTheToneMarkOnTheRightLetter(numbered: String, marked: String) throws {
        let syllable = try #require(Pinyin(numbered))
        #expect(syllable.marked == marked)
        #expect(Pinyin(marked) == syllable)
    }

    @Test func writesNumberedAndAsciiFormsWithV() throws {
        let syllable = try #require(Pinyin("lǘ"))
        #expect(syllable.numbered == "lv2")
        #expect(syllable.ascii == "lv")
        #expect(syllable.description == "lǘ")
    }

    @Test func splitsStrokeNamesIntoSyllables() throws {
        let plain = try #require(Pinyin.syllables(in: "hengzhegou"))
        #expect(plain.map(\.toneless) == ["heng", "zhe", "gou"])
        #expect(plain.allSatisfy { $0.tone == Pinyin.neutralTone })

        let marked = try #require(Pinyin.syllables(in: "héngzhégōu"))
        #expect(marked.map(\.marked) == ["héng", "zhé", "gōu"])

        let numbered = try #require(Pinyin.syllables(in: "shu4zhe2zhe2gou1"))
        #expect(numbered.map(\.numbered) == ["shu4", "zhe2", "zhe2", "gou1"])
    }

    @Test func splitsEveryStrokeTypeName() throws {
        for type in StrokeType.allCases {
            let syllables = try #require(Pinyin.syllables(in: type.pinyin), "\(type)")
            #expect(syllables.map(\.marked) == type.syllables, "\(type)")
        }
    }

    @Test func prefersFewerLongerSyllablesAndHonoursApostrophes() throws {
        #expect(Pinyin.syllables(in: "xian")?.map(\.toneless) == ["xian"])
        #expect(Pinyin.syllables(in: "xi'an")?.map(\.toneless) == ["xi", "an"])
        #expect(Pinyin.syllables(in: "piedian")?.map(\.toneless) == ["pie", "dian"])
        #expect(Pinyin.syllables(in: "nv3ren2")?.map(\.marked) == ["nǚ", "rén"])
    }

    @Test(arguments: ["", "qxz", "hengx", "'", "2heng"])
    func cannotSplitNonPinyin(word: String) {
        #expect(Pinyin.syllables(in: word) == nil)
    }

    @Test func knowsTheSyllableInventory() {
        #expect(Pinyin.isSyllable("zhe"))
        #expect(Pinyin.isSyllable("lv"))
        #expect(Pinyin.isSyllable("Shuang"))
        #expect(!Pinyin.isSyllable("zhia"))
        #expect(!Pinyin.isSyllable("bü"))
    }

    @Test func makesSyllablesFromParts() {
        #expect(Pinyin(toneless: "nv", tone: 3)?.marked == "nǚ")
        #expect(Pinyin(toneless: "ma", tone: 0)?.tone == Pinyin.neutralTone)
        #expect(Pinyin(toneless: "ma", tone: 6) == nil)
        #expect(Pinyin(toneless: "m a", tone: 1) == nil)
    }
}

/// The HTML report's inline CSS: one column on a phone, drawing beside scores on a wider screen.
///
/// Only locally installed fonts are named, so the page never reaches for the network. It holds no `<` or `&`,
/// so the whole page also parses as XML, which the tests use to check it is well formed.
enum ReportStyleSheet {
    static let css = """
        :root{--ink:#2d2720;--muted:#6f665a;--paper:#fbf8f2;--card:#ffffff;--line:#e6dfd3;\
        --pass:\(StrokeVerdict.passed.colour);--fail:\(StrokeVerdict.failed.colour);\
        --extra:\(StrokeVerdict.extra.colour);--warn:#c77800}
        *{box-sizing:border-box}
        body{margin:0;background:var(--paper);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",\
        Roboto,"Noto Sans","PingFang SC","Microsoft YaHei","Noto Sans CJK SC","WenQuanYi Micro Hei",sans-serif}
        main{max-width:1080px;margin:0 auto;padding:16px}
        h1,h2{margin:0 0 8px;line-height:1.2}
        h2{font-size:1.15rem}
        section,header{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:16px;\
        margin-bottom:16px}
        header{display:flex;gap:16px;align-items:center;flex-wrap:wrap}
        .glyph{font-size:64px;line-height:1;padding:8px 14px;border:2px solid var(--line);border-radius:12px;\
        background:var(--paper)}
        .who{flex:1;min-width:200px}
        .who .reading{font-size:1.25rem}
        .meta{color:var(--muted);font-size:.9rem;overflow-wrap:anywhere}
        .grade{display:inline-block;padding:6px 14px;border-radius:999px;color:#fff;font-weight:bold;\
        text-transform:capitalize;font-size:1.1rem}
        .grade-excellent,.grade-good{background:var(--pass)}
        .grade-ok{background:var(--warn)}
        .grade-try-again{background:var(--fail)}
        .feedback p{margin:4px 0;font-size:1.05rem}
        .feedback p:first-child{font-weight:bold;font-size:1.2rem}
        .overview{display:grid;grid-template-columns:1fr;gap:16px}
        @media (min-width:760px){.overview{grid-template-columns:minmax(0,1.1fr) minmax(0,1fr)}}
        .overview{margin-bottom:16px}
        .overview section{margin-bottom:0}
        .column{display:flex;flex-direction:column;gap:16px}
        svg.character{display:block;width:100%;max-width:460px;height:auto;margin:0 auto}
        svg.timeline{display:block;width:100%;height:auto;min-width:640px}
        .scroll{overflow-x:auto}
        .legend{display:flex;flex-wrap:wrap;gap:6px 16px;margin:10px 0 0;padding:0;list-style:none;\
        color:var(--muted);font-size:.9rem}
        .legend li{display:flex;align-items:center;gap:6px}
        .swatch{display:inline-block;width:22px;height:8px;border-radius:4px}
        .swatch.dashed{height:0;border-top:3px dashed var(--fail);border-radius:0}
        .swatch.pair-late{height:0;border-top:3px dashed var(--warn);border-radius:0}
        .bars{margin:12px 0 0}
        .bar-row{display:grid;grid-template-columns:6.5em 1fr 6.5em;align-items:center;gap:10px;margin:10px 0}
        .bar-row dt{font-weight:bold}
        .bar-row dd{margin:0;display:contents}
        .bar{height:14px;background:#efe9df;border-radius:7px;overflow:hidden}
        .bar span{display:block;height:100%;border-radius:7px}
        .value{text-align:right;font-variant-numeric:tabular-nums}
        .none{color:var(--muted);font-style:italic;font-size:.9rem}
        .bar-row .none{white-space:nowrap}
        .bar-overall{height:20px;border-radius:10px}
        table{width:100%;border-collapse:collapse;font-size:.95rem}
        th{text-align:left;color:var(--muted);font-weight:600;font-size:.85rem;border-bottom:2px solid var(--line);\
        padding:6px}
        td{padding:8px 6px;border-bottom:1px solid var(--line);vertical-align:top}
        tr.stroke-row td:first-child{border-left:5px solid var(--extra)}
        tr.passed td:first-child{border-left-color:var(--pass)}
        tr.failed td:first-child,tr.missing td:first-child{border-left-color:var(--fail)}
        .num{display:inline-block;min-width:1.8em;text-align:center;border-radius:999px;color:#fff;font-weight:bold;\
        background:var(--extra)}
        .passed .num{background:var(--pass)}
        .failed .num{background:var(--fail)}
        .missing .num{background:#fff;color:var(--fail);box-shadow:inset 0 0 0 2px var(--fail)}
        .hanzi{font-size:1.35rem}
        .pinyin{color:var(--muted)}
        .ok{color:var(--pass);font-weight:bold}
        .bad{color:var(--fail);font-weight:bold}
        .late{color:var(--warn);font-weight:bold}
        .dims{display:grid;grid-template-columns:max-content 60px 2.2em;justify-content:start;gap:2px 6px;\
        align-items:center;font-size:.8rem}
        .dims .bar{height:8px}
        .dims .value{font-size:.85rem}
        td.col-stroke{min-width:9em}
        td ul,.errors{margin:0;padding-left:1.1em}
        .errors li{margin:4px 0}
        .swipe{display:none;margin:4px 0 0}
        footer{color:var(--muted);font-size:.8rem;text-align:center;padding:8px}
        @media (max-width:700px){
        main{padding:8px}
        .swipe{display:block}
        .glyph{font-size:48px}
        table.strokes thead{display:none}
        table.strokes,table.strokes tbody,table.strokes tr,table.strokes td{display:block;width:100%}
        table.strokes tr{border:1px solid var(--line);border-radius:10px;margin-bottom:12px;overflow:hidden}
        table.strokes tr.stroke-row td:first-child{border-left:none;border-top:6px solid var(--extra)}
        table.strokes tr.passed td:first-child{border-top-color:var(--pass)}
        table.strokes tr.failed td:first-child,table.strokes tr.missing td:first-child{border-top-color:var(--fail)}
        table.strokes td{display:grid;grid-template-columns:6.5em 1fr;gap:8px;border-bottom:1px solid var(--line)}
        table.strokes td:last-child{border-bottom:none}
        table.strokes td::before{content:attr(data-label);color:var(--muted);font-size:.85rem;font-weight:600}
        }
        """
}

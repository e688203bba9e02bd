// The clean stage walks htmlparser2's events instead of linkedom's DOM (5x faster, see npm run bench): it must
// give exactly the text the DOM version gave (kept in scripts/bench/linkedom-clean.ts), on real and odd pages.
import { describe, expect, inject, it } from "vitest";
import { cleanHtml as viaDom } from "../scripts/bench/linkedom-clean";
import { type CleanOptions, cleanHtml } from "../src/pipeline/clean";

const ODD_PAGES = [
  "<div><p>unclosed <b>bold<div>inner</table></span>tail",
  "<div>".repeat(5000) + "deep fact",
  "Plain &amp; simple\nhard-wrapped line\n\nSecond paragraph",
  "",
  "<p>Tom &amp; Jerry&nbsp; caf&eacute; &#8212; &#x41; &notanentity; 3 &lt; 4</p>",
  "<title>A &amp; B</title><h1>Head <script>var x = 1;</script>line</h1><p>text</p>",
  "<svg><title>icon</title></svg><h1>First</h1><h1>Second</h1>",
  "<body><![CDATA[ hidden ]]><p>after cdata</p><!-- a comment --><p>after comment</p></body>",
  "<table><tr><td>a</td><td><table><tr><td>inner</td><td>cell</td></tr></table></td></tr><tr><th>x</th><td>y</td></tr></table>",
  `<table><tr><td>${"long cell text ".repeat(120)}</td><td>second</td></tr></table>`,
  "<ul><li>one<li>two<li><a href='/x'>link only</a></ul><dl><dt>term<dd>definition</dl>",
  "<div CLASS='nav'>Upper-case class</div><div class='nav' class='main'>Dup</div><div ROLE='navigation'>Role upper</div>",
  "<div class='menu'>Menu item</div><article><header>Byline</header><nav>Article nav</nav><p>Body text</p></article>",
  "<form><p>whole page in a form</p></form><div id='sidebar-x'>side</div><div class='has-sidebar'><p>content</p></div>",
  "<pre>line one\nline two\n  indented</pre><p>Ad</p><p>Ad</p><p>Ad</p><p>Said twice</p><p>Said twice</p>",
  "<main role='main'><footer>main footer</footer></main><aside role='main'>aside with main role</aside>",
  "<p>a<br>b<hr>c<img src=x>d<input value=e>f</p><select><option>opt</select><button>Buy</button><textarea>t</textarea>",
  "<html><body><p>x</p></body></html><p>after html</p></br></p><p>",
  "<table><tr><td>1</td><td>2</td></tr><tr><td></td><td>3</td></tr></table><td>stray cell</td><tr>stray row</tr>",
];

const OPTIONS: CleanOptions[] = [
  {},
  { keep: "paragraphs" },
  { keep: "structured" },
  { repeatLimit: 0 },
  { repeatLimit: 2 },
];

describe("cleanHtml over htmlparser2 events gives what the linkedom DOM walk gave", () => {
  it("on odd, malformed and tag-less pages, with every option", () => {
    for (const html of ODD_PAGES) {
      for (const options of OPTIONS)
        expect({ html: html.slice(0, 80), ...cleanHtml(html, options) }).toEqual({
          html: html.slice(0, 80),
          ...viaDom(html, options),
        });
    }
  });

  it("on every CRAG sample page", () => {
    const pages = [...new Set(inject("crag").flatMap((ex) => ex.pages.map((p) => p.html)))];
    expect(pages.length).toBeGreaterThan(30);
    for (const html of pages) {
      expect(cleanHtml(html)).toEqual(viaDom(html));
      expect(cleanHtml(html, { keep: "structured" })).toEqual(viaDom(html, { keep: "structured" }));
    }
  });
});

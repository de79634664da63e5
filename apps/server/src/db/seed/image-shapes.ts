// Simple silhouettes drawn in a 400×400 box. No text: fonts may be missing where the seed runs.

export interface Palette {
  bg: [string, string]
  main: string
  accent: string
  dark: string
}

export const palettes: Palette[] = [
  { bg: ['#fff4e6', '#ffe0c2'], main: '#f97316', accent: '#fb923c', dark: '#7c2d12' },
  { bg: ['#e8f4ff', '#cfe6ff'], main: '#2563eb', accent: '#60a5fa', dark: '#1e3a8a' },
  { bg: ['#ecfdf3', '#c9f2dc'], main: '#16a34a', accent: '#4ade80', dark: '#14532d' },
  { bg: ['#fdf2f8', '#fbd5ea'], main: '#db2777', accent: '#f472b6', dark: '#831843' },
  { bg: ['#f5f3ff', '#e0d9ff'], main: '#7c3aed', accent: '#a78bfa', dark: '#3b0764' },
  { bg: ['#fefce8', '#fdf0b0'], main: '#ca8a04', accent: '#facc15', dark: '#713f12' },
  { bg: ['#f1f5f9', '#dbe3ec'], main: '#334155', accent: '#64748b', dark: '#0f172a' },
  { bg: ['#ecfeff', '#c4f3f8'], main: '#0891b2', accent: '#22d3ee', dark: '#164e63' },
]

const neutral = {
  black: { bg: ['#f1f5f9', '#dbe3ec'], main: '#1f2937', accent: '#4b5563', dark: '#030712' },
  white: { bg: ['#e2e8f0', '#cbd5e1'], main: '#e5e7eb', accent: '#ffffff', dark: '#64748b' },
  gray: { bg: ['#f1f5f9', '#dbe3ec'], main: '#6b7280', accent: '#9ca3af', dark: '#374151' },
  red: { bg: ['#fef2f2', '#fecaca'], main: '#9f1239', accent: '#e11d48', dark: '#4c0519' },
  brown: { bg: ['#fdf8f3', '#f1e2d0'], main: '#92400e', accent: '#b45309', dark: '#451a03' },
  beige: { bg: ['#faf7f2', '#ece3d3'], main: '#d6c3a3', accent: '#efe4cf', dark: '#7c6a4f' },
} satisfies Record<string, Palette>

// First match wins: "Xanh Đen" is navy-black, not blue; light colours of a lamp are no body colour.
const colorRules: Array<[RegExp, Palette | null]> = [
  [/^(ánh sáng|đổi)/, null],
  [/^(đen|xanh đen|titan)/, neutral.black],
  [/^trắng/, neutral.white],
  [/^(kem|be\b)/, neutral.beige],
  [/^(xám|bạc)/, neutral.gray],
  [/^xanh (rêu|mint)/, palettes[2]!],
  [/^xanh ngọc/, palettes[7]!],
  [/^xanh/, palettes[1]!],
  [/^hồng/, palettes[3]!],
  [/^tím/, palettes[4]!],
  [/^vàng/, palettes[5]!],
  [/^đỏ/, neutral.red],
  [/^nâu/, neutral.brown],
]

/** The palette that draws a product of this colour ("Xanh Đậm", "Hồng Phấn"); null when none does. */
export function colorPalette(color: string): Palette | null {
  const name = color.toLowerCase()
  return colorRules.find(([rule]) => rule.test(name))?.[1] ?? null
}

type Draw = (p: Palette) => string

const screen = (x: number, y: number, w: number, h: number, r: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#fill)"/>` +
  `<path d="M${x} ${y + h * 0.55} L${x + w} ${y + h * 0.25} L${x + w} ${y + h * 0.45} L${x} ${y + h * 0.75} Z" fill="#ffffff" opacity="0.18"/>`

const shapes: Record<string, Draw> = {
  'dien-thoai': (p) =>
    `<rect x="135" y="55" width="130" height="280" rx="24" fill="${p.dark}"/>${screen(144, 72, 112, 246, 14)}<circle cx="200" cy="64" r="4" fill="#000"/>`,
  'may-tinh-bang': (p) =>
    `<rect x="90" y="80" width="220" height="270" rx="22" fill="${p.dark}"/>${screen(102, 94, 196, 242, 12)}<circle cx="200" cy="87" r="3" fill="#000"/>`,
  'tai-nghe': (p) =>
    `<rect x="120" y="190" width="160" height="115" rx="52" fill="#fafafa" stroke="${p.dark}" stroke-width="4"/><line x1="124" y1="232" x2="276" y2="232" stroke="${p.accent}" stroke-width="4"/><circle cx="200" cy="270" r="5" fill="${p.main}"/>` +
    `<ellipse cx="150" cy="130" rx="30" ry="26" fill="${p.main}"/><rect x="140" y="130" width="18" height="60" rx="9" fill="${p.main}"/>` +
    `<ellipse cx="250" cy="130" rx="30" ry="26" fill="${p.main}"/><rect x="242" y="130" width="18" height="60" rx="9" fill="${p.main}"/>`,
  laptop: (p) =>
    `<rect x="95" y="85" width="210" height="145" rx="10" fill="${p.dark}"/>${screen(105, 95, 190, 125, 4)}<path d="M70 232 L330 232 L350 266 Q350 272 344 272 L56 272 Q50 272 50 266 Z" fill="${p.accent}"/><rect x="175" y="236" width="50" height="6" rx="3" fill="${p.dark}" opacity="0.4"/>`,
  'man-hinh': (p) =>
    `<rect x="60" y="70" width="280" height="175" rx="10" fill="${p.dark}"/>${screen(70, 80, 260, 155, 4)}<rect x="188" y="245" width="24" height="48" fill="${p.accent}"/><ellipse cx="200" cy="298" rx="70" ry="12" fill="${p.main}"/>`,
  'ban-phim': (p) => {
    let keys = ''
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 10; col++) {
        keys += `<rect x="${62 + col * 21}" y="${203 + row * 19}" width="17" height="15" rx="3" fill="#ffffff" opacity="0.85"/>`
      }
    }
    return `<rect x="50" y="190" width="230" height="92" rx="12" fill="${p.main}"/>${keys}<ellipse cx="325" cy="236" rx="27" ry="40" fill="${p.dark}"/><line x1="325" y1="200" x2="325" y2="226" stroke="${p.accent}" stroke-width="4"/>`
  },
  'ao-thun': (p) =>
    `<path d="M150 75 L115 88 L62 140 L98 180 L125 158 L125 325 L275 325 L275 158 L302 180 L338 140 L285 88 L250 75 Q200 112 150 75 Z" fill="url(#fill)"/><path d="M150 75 Q200 112 250 75" fill="none" stroke="${p.dark}" stroke-width="6"/>`,
  'ao-so-mi': (p) =>
    `<path d="M160 70 L118 84 L70 150 L100 320 L300 320 L330 150 L282 84 L240 70 L200 110 Z" fill="url(#fill)"/><path d="M160 70 L180 118 L200 110 L220 118 L240 70 L200 92 Z" fill="#ffffff"/><line x1="200" y1="112" x2="200" y2="318" stroke="${p.dark}" stroke-width="3"/>` +
    [140, 180, 220, 260, 300]
      .map((y) => `<circle cx="208" cy="${y}" r="4" fill="${p.dark}"/>`)
      .join(''),
  'quan-jean': (p) =>
    `<path d="M128 70 L272 70 L290 335 L228 335 L200 158 L172 335 L110 335 Z" fill="url(#fill)"/><rect x="128" y="70" width="144" height="22" fill="${p.dark}"/><path d="M150 98 Q160 130 190 130 M250 98 Q240 130 210 130" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`,
  'vay-dam': (p) =>
    `<path d="M168 62 L176 62 L180 100 L220 100 L224 62 L232 62 L238 140 Q300 250 320 335 L80 335 Q100 250 162 140 Z" fill="url(#fill)"/><rect x="160" y="138" width="80" height="14" rx="7" fill="${p.dark}"/>`,
  'tui-xach': (p) =>
    `<path d="M150 160 Q150 80 200 80 Q250 80 250 160" fill="none" stroke="${p.dark}" stroke-width="14" stroke-linecap="round"/><path d="M95 160 L305 160 L325 320 Q325 332 312 332 L88 332 Q75 332 75 320 Z" fill="url(#fill)"/><rect x="180" y="190" width="40" height="24" rx="6" fill="${p.dark}"/>`,
  'giay-the-thao': (p) =>
    `<path d="M58 262 Q60 190 112 182 L168 176 Q196 222 256 226 L322 240 Q350 250 346 280 L60 282 Z" fill="url(#fill)"/><rect x="54" y="276" width="296" height="22" rx="10" fill="#ffffff" stroke="${p.dark}" stroke-width="4"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<line x1="${150 + i * 18}" y1="${196 + i * 8}" x2="${170 + i * 18}" y2="${186 + i * 8}" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join(''),
  'dep-sandal': (p) =>
    `<ellipse cx="150" cy="210" rx="55" ry="120" fill="${p.main}"/><ellipse cx="262" cy="200" rx="55" ry="120" fill="${p.accent}"/>` +
    `<path d="M110 180 L150 120 L190 180" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/><path d="M222 170 L262 110 L302 170" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>`,
  'noi-chao': (p) =>
    `<ellipse cx="200" cy="160" rx="110" ry="22" fill="${p.dark}"/><rect x="185" y="128" width="30" height="18" rx="8" fill="${p.dark}"/><path d="M95 170 L305 170 L295 290 Q290 310 270 310 L130 310 Q110 310 105 290 Z" fill="url(#fill)"/>` +
    `<rect x="52" y="186" width="50" height="16" rx="8" fill="${p.dark}"/><rect x="298" y="186" width="50" height="16" rx="8" fill="${p.dark}"/>`,
  den: (p) =>
    `<circle cx="200" cy="160" r="120" fill="${p.accent}" opacity="0.25"/><circle cx="200" cy="160" r="78" fill="url(#fill)"/><path d="M165 220 L235 220 L228 262 L172 262 Z" fill="${p.main}"/>` +
    `<rect x="170" y="262" width="60" height="14" rx="4" fill="${p.dark}"/><rect x="176" y="280" width="48" height="12" rx="4" fill="${p.dark}"/><path d="M190 300 L210 300 L200 316 Z" fill="${p.dark}"/>`,
  'chan-goi': (p) =>
    `<rect x="60" y="220" width="280" height="95" rx="22" fill="${p.accent}"/><path d="M60 255 L340 255" stroke="#ffffff" stroke-width="4" opacity="0.7"/>` +
    `<path d="M90 110 Q200 80 310 110 Q330 160 310 210 Q200 235 90 210 Q70 160 90 110 Z" fill="url(#fill)"/><path d="M110 160 Q200 140 290 160" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.6"/>`,
  'noi-com-dien': (p) =>
    `<ellipse cx="200" cy="150" rx="100" ry="40" fill="${p.dark}"/><path d="M100 150 L300 150 L292 300 Q290 320 268 320 L132 320 Q110 320 108 300 Z" fill="url(#fill)"/>` +
    `<rect x="175" y="220" width="50" height="30" rx="8" fill="#ffffff" opacity="0.9"/><circle cx="200" cy="235" r="7" fill="${p.main}"/><rect x="186" y="100" width="28" height="16" rx="6" fill="${p.accent}"/>`,
  'quat-dien': (p) =>
    `<circle cx="200" cy="150" r="100" fill="none" stroke="${p.dark}" stroke-width="6"/>` +
    [0, 120, 240]
      .map(
        (a) =>
          `<ellipse cx="200" cy="100" rx="30" ry="52" fill="url(#fill)" transform="rotate(${a} 200 150)"/>`,
      )
      .join('') +
    `<circle cx="200" cy="150" r="18" fill="${p.dark}"/><rect x="192" y="250" width="16" height="70" fill="${p.dark}"/><ellipse cx="200" cy="325" rx="70" ry="14" fill="${p.main}"/>`,
  'ca-phe': (p) =>
    `<path d="M120 90 L250 90 L262 330 L108 330 Z" fill="url(#fill)"/><path d="M120 90 L135 60 L235 60 L250 90 Z" fill="${p.dark}"/><circle cx="185" cy="200" r="38" fill="#ffffff" opacity="0.85"/>` +
    `<ellipse cx="185" cy="200" rx="14" ry="22" fill="${p.dark}"/><ellipse cx="305" cy="300" rx="20" ry="28" fill="${p.dark}" transform="rotate(30 305 300)"/><ellipse cx="330" cy="250" rx="16" ry="23" fill="${p.dark}" transform="rotate(-20 330 250)"/>`,
  tra: (p) =>
    `<ellipse cx="190" cy="225" rx="105" ry="85" fill="url(#fill)"/><path d="M290 210 Q345 180 352 130" fill="none" stroke="${p.main}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M95 195 Q40 210 70 260 Q85 280 105 265" fill="none" stroke="${p.dark}" stroke-width="12"/><ellipse cx="190" cy="145" rx="55" ry="14" fill="${p.dark}"/><circle cx="190" cy="125" r="12" fill="${p.dark}"/>`,
  'dac-san': (p) =>
    `<rect x="85" y="150" width="230" height="170" rx="10" fill="url(#fill)"/><rect x="75" y="125" width="250" height="40" rx="8" fill="${p.main}"/><rect x="185" y="125" width="30" height="195" fill="${p.dark}"/>` +
    `<ellipse cx="170" cy="110" rx="40" ry="22" fill="${p.dark}" transform="rotate(-20 170 110)"/><ellipse cx="230" cy="110" rx="40" ry="22" fill="${p.dark}" transform="rotate(20 230 110)"/>`,
  'my-pham': (p) =>
    `<rect x="120" y="120" width="90" height="200" rx="18" fill="url(#fill)"/><rect x="140" y="80" width="50" height="44" rx="6" fill="${p.dark}"/>` +
    `<rect x="225" y="235" width="110" height="85" rx="14" fill="${p.accent}"/><rect x="220" y="210" width="120" height="30" rx="8" fill="${p.dark}"/><rect x="135" y="190" width="60" height="40" rx="6" fill="#ffffff" opacity="0.8"/>`,
  'nha-dat': (p) =>
    `<path d="M70 190 L200 80 L330 190 Z" fill="${p.dark}"/><rect x="100" y="185" width="200" height="140" fill="url(#fill)"/><rect x="180" y="245" width="40" height="80" fill="${p.dark}"/>` +
    `<rect x="120" y="210" width="40" height="36" fill="#ffffff" opacity="0.9"/><rect x="240" y="210" width="40" height="36" fill="#ffffff" opacity="0.9"/><rect x="265" y="100" width="26" height="60" fill="${p.dark}"/>`,
  'xe-may': (p) =>
    `<circle cx="110" cy="270" r="50" fill="none" stroke="${p.dark}" stroke-width="16"/><circle cx="300" cy="270" r="50" fill="none" stroke="${p.dark}" stroke-width="16"/>` +
    `<path d="M110 270 L170 190 L260 190 L300 270" fill="none" stroke="${p.main}" stroke-width="14" stroke-linejoin="round"/><path d="M150 200 Q200 150 270 180 L262 215 L160 220 Z" fill="url(#fill)"/>` +
    `<path d="M270 180 L290 110 L320 105" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>`,
  'viec-lam': (p) =>
    `<path d="M160 120 L160 95 Q160 80 175 80 L225 80 Q240 80 240 95 L240 120" fill="none" stroke="${p.dark}" stroke-width="12"/><rect x="75" y="120" width="250" height="190" rx="18" fill="url(#fill)"/>` +
    `<rect x="75" y="190" width="250" height="12" fill="${p.dark}" opacity="0.5"/><rect x="180" y="180" width="40" height="34" rx="6" fill="${p.dark}"/>`,
  'noi-that': (p) =>
    `<rect x="70" y="170" width="260" height="90" rx="20" fill="url(#fill)"/><rect x="50" y="190" width="50" height="100" rx="18" fill="${p.main}"/><rect x="300" y="190" width="50" height="100" rx="18" fill="${p.main}"/>` +
    `<rect x="95" y="245" width="210" height="45" rx="10" fill="${p.accent}"/><rect x="80" y="290" width="14" height="30" fill="${p.dark}"/><rect x="306" y="290" width="14" height="30" fill="${p.dark}"/>`,
  'thu-cung': (p) =>
    `<ellipse cx="200" cy="250" rx="80" ry="68" fill="url(#fill)"/>` +
    [
      [115, 160],
      [165, 115],
      [235, 115],
      [285, 160],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="30" ry="38" fill="${p.dark}"/>`)
      .join(''),

  'tu-lanh': (p) =>
    `<rect x="125" y="45" width="150" height="290" rx="16" fill="url(#fill)"/><rect x="125" y="140" width="150" height="8" fill="${p.dark}" opacity="0.6"/>` +
    `<rect x="250" y="80" width="10" height="40" rx="5" fill="${p.dark}"/><rect x="250" y="170" width="10" height="60" rx="5" fill="${p.dark}"/><rect x="140" y="335" width="20" height="10" fill="${p.dark}"/><rect x="240" y="335" width="20" height="10" fill="${p.dark}"/>`,
  'may-giat': (p) =>
    `<rect x="95" y="70" width="210" height="265" rx="18" fill="url(#fill)"/><rect x="95" y="70" width="210" height="50" rx="18" fill="${p.main}"/>` +
    `<circle cx="135" cy="95" r="10" fill="#ffffff"/><rect x="230" y="88" width="55" height="14" rx="7" fill="${p.dark}"/>` +
    `<circle cx="200" cy="222" r="72" fill="${p.dark}"/><circle cx="200" cy="222" r="54" fill="${p.accent}"/><path d="M165 240 Q200 200 235 240" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.6"/>`,
  'dieu-hoa': (p) =>
    `<rect x="55" y="120" width="290" height="110" rx="26" fill="url(#fill)"/><rect x="75" y="200" width="250" height="12" rx="6" fill="${p.dark}"/>` +
    `<circle cx="305" cy="150" r="7" fill="#ffffff"/>` +
    [100, 150, 200, 250, 300]
      .map(
        (x) =>
          `<path d="M${x} 245 Q${x - 12} 275 ${x} 305" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>`,
      )
      .join(''),
  'may-anh': (p) =>
    `<rect x="150" y="105" width="80" height="40" rx="10" fill="${p.dark}"/><rect x="70" y="130" width="260" height="175" rx="24" fill="url(#fill)"/>` +
    `<circle cx="210" cy="218" r="68" fill="${p.dark}"/><circle cx="210" cy="218" r="46" fill="${p.accent}"/><circle cx="196" cy="204" r="12" fill="#ffffff" opacity="0.7"/><rect x="95" y="150" width="40" height="18" rx="6" fill="${p.dark}"/>`,
  loa: (p) =>
    `<rect x="75" y="135" width="250" height="150" rx="70" fill="url(#fill)"/><rect x="60" y="165" width="22" height="90" rx="11" fill="${p.dark}"/><rect x="318" y="165" width="22" height="90" rx="11" fill="${p.dark}"/>` +
    `<circle cx="200" cy="210" r="52" fill="${p.dark}"/><circle cx="200" cy="210" r="24" fill="${p.accent}"/>`,
  'dong-ho': (p) =>
    `<rect x="160" y="40" width="80" height="110" rx="18" fill="${p.dark}"/><rect x="160" y="250" width="80" height="110" rx="18" fill="${p.dark}"/>` +
    `<rect x="125" y="120" width="150" height="160" rx="40" fill="${p.main}"/>${screen(140, 135, 120, 130, 30)}<rect x="272" y="175" width="12" height="34" rx="5" fill="${p.accent}"/>`,
  'o-to': (p) =>
    `<path d="M60 250 L75 200 Q85 180 110 178 L140 176 L175 130 Q185 118 205 118 L275 118 Q295 118 305 132 L335 176 Q352 182 352 205 L352 250 Z" fill="url(#fill)"/>` +
    `<path d="M180 176 L205 140 L245 140 L245 176 Z M260 176 L260 140 L290 140 L312 176 Z" fill="#ffffff" opacity="0.8"/>` +
    `<circle cx="125" cy="260" r="36" fill="${p.dark}"/><circle cx="125" cy="260" r="14" fill="#ffffff"/><circle cx="295" cy="260" r="36" fill="${p.dark}"/><circle cx="295" cy="260" r="14" fill="#ffffff"/>`,
  'xe-dap': (p) =>
    `<circle cx="115" cy="255" r="60" fill="none" stroke="${p.dark}" stroke-width="12"/><circle cx="290" cy="255" r="60" fill="none" stroke="${p.dark}" stroke-width="12"/>` +
    `<path d="M115 255 L170 165 L265 165 L290 255 M170 165 L205 255 L265 165 M205 255 L115 255" fill="none" stroke="${p.main}" stroke-width="12" stroke-linejoin="round"/>` +
    `<path d="M150 150 L195 150 M265 165 L255 125 L285 120" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>`,
  'ban-ghe': (p) =>
    `<rect x="40" y="150" width="230" height="24" rx="6" fill="url(#fill)"/><rect x="55" y="174" width="16" height="150" fill="${p.dark}"/><rect x="240" y="174" width="16" height="150" fill="${p.dark}"/>` +
    `<rect x="170" y="180" width="80" height="60" rx="6" fill="${p.accent}"/>` +
    `<rect x="285" y="120" width="70" height="110" rx="18" fill="${p.main}"/><rect x="275" y="225" width="90" height="22" rx="10" fill="${p.dark}"/><rect x="314" y="247" width="12" height="60" fill="${p.dark}"/><path d="M285 320 L320 305 L355 320" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>`,
  giuong: (p) =>
    `<rect x="40" y="130" width="40" height="200" rx="10" fill="${p.dark}"/><rect x="60" y="215" width="300" height="70" rx="12" fill="url(#fill)"/>` +
    `<rect x="95" y="185" width="80" height="40" rx="18" fill="#ffffff" opacity="0.9"/><rect x="170" y="200" width="190" height="30" rx="12" fill="${p.accent}"/>` +
    `<rect x="345" y="230" width="20" height="100" rx="8" fill="${p.dark}"/>`,
  'may-choi-game': (p) =>
    `<rect x="60" y="130" width="60" height="150" rx="30" fill="${p.main}"/><rect x="280" y="130" width="60" height="150" rx="30" fill="${p.accent}"/>` +
    `<rect x="110" y="130" width="180" height="150" rx="12" fill="${p.dark}"/>${screen(122, 142, 156, 126, 6)}` +
    `<circle cx="90" cy="180" r="12" fill="${p.dark}"/><circle cx="310" cy="230" r="12" fill="${p.dark}"/>`,
  chuot: (p) =>
    `<path d="M200 95 Q285 95 285 200 L285 255 Q285 340 200 340 Q115 340 115 255 L115 200 Q115 95 200 95 Z" fill="url(#fill)"/>` +
    `<path d="M115 190 L285 190 M200 95 L200 190" stroke="${p.dark}" stroke-width="6" fill="none"/><rect x="191" y="125" width="18" height="42" rx="9" fill="${p.dark}"/>`,
  dao: (p) =>
    [0, 1, 2]
      .map((i) => {
        const x = 120 + i * 80
        return (
          `<path d="M${x} 70 Q${x + 40} 110 ${x + 34} 215 L${x} 215 Z" fill="#e5e7eb" stroke="${p.dark}" stroke-width="4"/>` +
          `<rect x="${x - 6}" y="212" width="44" height="110" rx="14" fill="url(#fill)"/><circle cx="${x + 16}" cy="250" r="5" fill="#ffffff"/><circle cx="${x + 16}" cy="290" r="5" fill="#ffffff"/>`
        )
      })
      .join(''),
  'hop-thuc-pham': (p) =>
    `<rect x="70" y="190" width="260" height="130" rx="18" fill="#ffffff" opacity="0.7" stroke="${p.dark}" stroke-width="5"/><rect x="62" y="165" width="276" height="32" rx="12" fill="url(#fill)"/>` +
    `<rect x="80" y="172" width="30" height="18" rx="5" fill="${p.dark}"/><rect x="290" y="172" width="30" height="18" rx="5" fill="${p.dark}"/>` +
    `<rect x="95" y="230" width="95" height="70" rx="10" fill="${p.accent}" opacity="0.8"/><rect x="205" y="230" width="100" height="70" rx="10" fill="${p.main}" opacity="0.5"/>`,
  chao: (p) =>
    `<rect x="262" y="170" width="128" height="24" rx="12" fill="${p.dark}" transform="rotate(-16 262 182)"/>` +
    `<ellipse cx="165" cy="218" rx="128" ry="86" fill="${p.dark}"/><ellipse cx="165" cy="210" rx="110" ry="70" fill="url(#fill)"/>` +
    `<ellipse cx="132" cy="188" rx="42" ry="17" fill="#ffffff" opacity="0.25"/>`,
  thot: (p) =>
    `<rect x="70" y="110" width="260" height="200" rx="40" fill="url(#fill)"/><circle cx="290" cy="150" r="14" fill="${p.bg[0]}"/>` +
    `<path d="M110 190 Q200 170 290 200 M110 240 Q200 220 280 250" fill="none" stroke="${p.dark}" stroke-width="4" opacity="0.35"/>`,
}

export type ShapeKind = keyof typeof shapes

export function shapeKinds(): string[] {
  return Object.keys(shapes)
}

const defs = (p: Palette) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>` +
  `<linearGradient id="fill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.main}"/></linearGradient></defs>`

/** A square product-style picture: soft background, floor shadow, the silhouette. */
export function itemSvg(kind: string, p: Palette, size: number, variant: number): string {
  const draw = shapes[kind]
  if (!draw) throw new Error(`No demo shape for "${kind}"`)
  const tilt = ((variant % 3) - 1) * 4
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">${defs(p)}` +
    `<rect width="400" height="400" fill="url(#bg)"/><circle cx="${60 + variant * 40}" cy="70" r="90" fill="#ffffff" opacity="0.35"/>` +
    `<ellipse cx="200" cy="345" rx="140" ry="16" fill="${p.dark}" opacity="0.12"/>` +
    `<g transform="rotate(${tilt} 200 200)">${draw(p)}</g></svg>`
  )
}

/** A wide cover: sky, sun and layered hills. */
export function landscapeSvg(p: Palette, width: number, height: number, variant: number): string {
  const sunX = 120 + variant * 90
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 450">${defs(p)}` +
    `<rect width="800" height="450" fill="url(#bg)"/><circle cx="${sunX}" cy="140" r="70" fill="${p.accent}" opacity="0.8"/>` +
    `<path d="M0 300 Q${150 + variant * 20} 200 320 280 T800 250 L800 450 L0 450 Z" fill="${p.main}" opacity="0.55"/>` +
    `<path d="M0 360 Q220 290 430 350 T800 330 L800 450 L0 450 Z" fill="${p.dark}" opacity="0.75"/></svg>`
  )
}

/** A monogram-free emblem for brand and store logos. */
export function emblemSvg(p: Palette, size: number, variant: number): string {
  const sides = 3 + (variant % 5)
  const points = Array.from({ length: sides }, (_, i) => {
    const a = (Math.PI * 2 * i) / sides - Math.PI / 2
    return `${(200 + 95 * Math.cos(a)).toFixed(1)},${(200 + 95 * Math.sin(a)).toFixed(1)}`
  }).join(' ')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">${defs(p)}` +
    `<rect width="400" height="400" fill="#ffffff"/><circle cx="200" cy="200" r="170" fill="url(#fill)"/>` +
    `<polygon points="${points}" fill="#ffffff" opacity="0.9"/><circle cx="200" cy="200" r="38" fill="${p.dark}"/></svg>`
  )
}

/** A shop banner: waves over a gradient. */
export function bannerSvg(p: Palette, width: number, height: number, variant: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 400">${defs(p)}` +
    `<rect width="1200" height="400" fill="url(#fill)"/>` +
    `<path d="M0 ${260 + variant * 8} C300 180 600 360 1200 230 L1200 400 L0 400 Z" fill="#ffffff" opacity="0.25"/>` +
    `<path d="M0 330 C400 270 800 400 1200 310 L1200 400 L0 400 Z" fill="${p.dark}" opacity="0.35"/>` +
    `<circle cx="${900 - variant * 60}" cy="110" r="120" fill="#ffffff" opacity="0.15"/></svg>`
  )
}

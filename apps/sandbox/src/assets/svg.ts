/** Generated artwork (SVG), so the sandbox serves every image the site asks for with no network. */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** A stable hue from any text. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function svg(width: number, height: number, body: string, label: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(label)}">${body}</svg>`;
}

function gradient(id: string, hue: number) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 75% 22%)"/></linearGradient></defs>`;
}

/** Splits a title into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      result.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) result.push(line);
  return result.slice(0, lines);
}

export function bannerSvg(title: string, hue: number) {
  const lines = wrap(title, 28, 2)
    .map(
      (line, i) =>
        `<text x="80" y="${175 + i * 70}" font-size="56" font-weight="700" fill="#fff">${escape(line)}</text>`,
    )
    .join('');
  return svg(
    1200,
    400,
    `${gradient('g', hue)}<rect width="1200" height="400" fill="url(#g)"/><circle cx="1040" cy="90" r="220" fill="hsl(${(hue + 180) % 360} 80% 60% / 0.25)"/><circle cx="980" cy="360" r="140" fill="hsl(${(hue + 120) % 360} 80% 70% / 0.2)"/><g font-family="Inter, Arial, sans-serif">${lines}</g>`,
    title,
  );
}

export function tileSvg(title: string, subtitle: string, hue: number, size = 300) {
  const lines = wrap(title, 14, 3)
    .map(
      (line, i) =>
        `<text x="20" y="${size - 80 + i * 28 - (wrap(title, 14, 3).length - 1) * 28}" font-size="24" font-weight="700" fill="#fff">${escape(line)}</text>`,
    )
    .join('');
  return svg(
    size,
    size,
    `${gradient('t', hue)}<rect width="${size}" height="${size}" rx="24" fill="url(#t)"/><circle cx="${size * 0.75}" cy="${size * 0.3}" r="${size * 0.22}" fill="hsl(${(hue + 160) % 360} 85% 65% / 0.35)"/><g font-family="Inter, Arial, sans-serif">${lines}<text x="20" y="${size - 24}" font-size="16" fill="#fffc">${escape(subtitle)}</text></g>`,
    title,
  );
}

export function logoSvg(name: string, code: string) {
  const hue = hueOf(code);
  return svg(
    240,
    96,
    `<rect width="240" height="96" rx="16" fill="hsl(${hue} 65% 35%)"/><text x="120" y="58" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${name.length > 14 ? 20 : 26}" font-weight="800" fill="#fff">${escape(name)}</text>`,
    name,
  );
}

export function flagSvg(countryCode: string) {
  const hue = hueOf(countryCode);
  const bands = [0, 1, 2]
    .map((i) => `<rect y="${i * 20}" width="90" height="20" fill="hsl(${(hue + i * 110) % 360} 70% ${45 + i * 10}%)"/>`)
    .join('');
  return svg(
    90,
    60,
    `${bands}<text x="45" y="38" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="18" font-weight="800" fill="#fff" stroke="#0006" stroke-width="0.6">${escape(countryCode)}</text>`,
    countryCode,
  );
}

export function avatarSvg(seed: string) {
  // The picker's set (avatar-1 … avatar-8) differs by its last digit only, which hashes to hues a
  // degree apart: spread it round the colour wheel instead, avatar-1 keeping its colour.
  const number = /^avatar-(\d+)$/.exec(seed)?.[1];
  const hue = number ? (hueOf('avatar-1') + (Number(number) - 1) * 45) % 360 : hueOf(seed);
  return svg(
    128,
    128,
    `<rect width="128" height="128" rx="64" fill="hsl(${hue} 60% 45%)"/><circle cx="64" cy="50" r="24" fill="hsl(${hue} 60% 85%)"/><path d="M24 112c6-24 24-34 40-34s34 10 40 34" fill="hsl(${hue} 60% 85%)"/>`,
    'Avatar',
  );
}

/** A QR-looking pattern for the app download page (not a scannable code). */
export function qrSvg(seed: string) {
  let cells = '';
  let state = hueOf(seed) + 1;
  for (let y = 0; y < 25; y++) {
    for (let x = 0; x < 25; x++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const fx = x < 7 ? x : x - 18;
      const fy = y < 7 ? y : y - 18;
      const finder = fx >= 0 && fx < 7 && fy >= 0 && fy < 7 && !(x > 17 && y > 17);
      const ring = fx === 0 || fx === 6 || fy === 0 || fy === 6;
      const core = fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4;
      if (finder ? ring || core : state % 3 === 0) {
        cells += `<rect x="${x * 8 + 8}" y="${y * 8 + 8}" width="8" height="8"/>`;
      }
    }
  }
  return svg(216, 216, `<rect width="216" height="216" fill="#fff"/><g fill="#111">${cells}</g>`, 'QR code');
}

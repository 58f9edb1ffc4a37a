/** Captcha-like images for stories and tests: inline SVG, so nothing touches the network. */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function captchaSvg(code: string, hue: number): string {
  const letters = [...code]
    .map(
      (char, index) =>
        `<text x="${14 + index * 22}" y="${30 + (index % 2) * 6}" transform="rotate(${index % 2 ? 8 : -8} ${14 + index * 22} 30)">${char}</text>`,
    )
    .join('');
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="40" viewBox="0 0 112 40">` +
      `<rect width="112" height="40" fill="hsl(${hue} 60% 92%)"/>` +
      `<path d="M0 28 C30 8 60 38 112 14" stroke="hsl(${hue} 40% 60%)" stroke-width="2" fill="none"/>` +
      `<g font-family="monospace" font-size="22" font-weight="700" fill="hsl(${hue} 70% 25%)">${letters}</g>` +
      `</svg>`,
  );
}

export const captchaFixtures = {
  first: captchaSvg('4827', 210),
  second: captchaSvg('9153', 30),
} as const;

/** The bare base64 body the platform sends (a 1×1 PNG), without the data: prefix. */
export const bareBase64Png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

import type { Country } from './country-dial.ts';

/** Countries and simplified inline-SVG flags for stories and tests: nothing touches the network. */
export const countryFixtures: Country[] = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'JP', countryDialingCode: '81', name: 'Japan' },
  { countryCode: 'KR', countryDialingCode: '82', name: 'South Korea' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  { countryCode: 'CA', countryDialingCode: '+1', name: 'Canada' },
  { countryCode: 'BR', countryDialingCode: '55', name: 'Brazil' },
  { countryCode: 'FR', countryDialingCode: '33', name: 'France' },
  { countryCode: 'DE', countryDialingCode: '49', name: 'Germany' },
  { countryCode: 'CI', countryDialingCode: '225', name: "Côte d'Ivoire" },
  // No flag fixture: shows the text fallback.
  { countryCode: 'XK', countryDialingCode: '383', name: 'Kosovo' },
];

function svg(body: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20">${body}</svg>`,
  )}`;
}

function horizontal(...colours: string[]): string {
  const height = 20 / colours.length;
  return colours
    .map((fill, index) => `<rect y="${index * height}" width="30" height="${height}" fill="${fill}"/>`)
    .join('');
}

function vertical(...colours: string[]): string {
  const width = 30 / colours.length;
  return colours
    .map((fill, index) => `<rect x="${index * width}" width="${width}" height="20" fill="${fill}"/>`)
    .join('');
}

const star = (x: number, y: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 ? r * 0.4 : r;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(2)},${(y + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

export const flagFixtures: Record<string, string> = {
  PH: svg(`${horizontal('#0038a8', '#ce1126')}<polygon points="0,0 17,10 0,20" fill="#fff"/>`),
  VN: svg(`<rect width="30" height="20" fill="#da251d"/>${star(15, 10, 6, '#ff0')}`),
  TH: svg(horizontal('#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931')),
  ID: svg(horizontal('#ce1126', '#fff')),
  MY: svg(
    `${horizontal('#cc0001', '#fff', '#cc0001', '#fff', '#cc0001', '#fff', '#cc0001')}<rect width="15" height="11" fill="#010066"/>${star(9, 5.5, 3, '#fc0')}`,
  ),
  SG: svg(
    `${horizontal('#ef3340', '#fff')}<circle cx="6" cy="5" r="3" fill="#fff"/><circle cx="7.2" cy="5" r="3" fill="#ef3340"/>`,
  ),
  IN: svg(
    `${horizontal('#f93', '#fff', '#128807')}<circle cx="15" cy="10" r="2.5" fill="none" stroke="#008" stroke-width="0.8"/>`,
  ),
  JP: svg(`<rect width="30" height="20" fill="#fff"/><circle cx="15" cy="10" r="6" fill="#bc002d"/>`),
  KR: svg(
    `<rect width="30" height="20" fill="#fff"/><circle cx="15" cy="10" r="5" fill="#cd2e3a"/><path d="M10 10a5 5 0 0 0 10 0a2.5 2.5 0 0 0-5 0a2.5 2.5 0 0 1-5 0" fill="#0047a0"/>`,
  ),
  CN: svg(`<rect width="30" height="20" fill="#de2910"/>${star(6, 6, 4, '#ffde00')}`),
  US: svg(
    `${horizontal('#b22234', '#fff', '#b22234', '#fff', '#b22234', '#fff', '#b22234')}<rect width="13" height="11" fill="#3c3b6e"/>`,
  ),
  CA: svg(`${vertical('#d80621', '#fff', '#fff', '#d80621')}${star(15, 10, 5, '#d80621')}`),
  BR: svg(
    `<rect width="30" height="20" fill="#009c3b"/><polygon points="15,2 28,10 15,18 2,10" fill="#ffdf00"/><circle cx="15" cy="10" r="4.5" fill="#002776"/>`,
  ),
  FR: svg(vertical('#002395', '#fff', '#ed2939')),
  DE: svg(horizontal('#000', '#d00', '#ffce00')),
  CI: svg(vertical('#f77f00', '#fff', '#009e60')),
};

/** Looks a flag up in the fixtures; unknown countries get no image and show their code. */
export function fixtureFlagSrc(countryCode: string): string | undefined {
  return flagFixtures[countryCode];
}

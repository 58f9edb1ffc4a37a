import type { Endpoint } from '@lobbykit/platform';

/** Answers of a fake platform by call name, for tests that render parts of the frame. */
export type FakeAnswers = Record<string, unknown | ((input: unknown) => unknown)>;

export const defaultAnswers: FakeAnswers = {
  systemStatus: {
    maintenance: false,
    regionRestriction: false,
    info: {
      whitelabel: [{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }],
      register: {},
      resources: [{ resourceType: 'FACEBOOK', url: 'https://facebook.com/brand' }],
      customerService: { url: 'https://support.example/chat' },
      location: { ip: '203.0.113.9' },
      imageCDNs: ['/cdn'],
      launchGameCDNs: [],
    },
  },
  vendors: [{ title: 'LIVE', cards: [{ vassalage: 'EVO', gameType: 'LIVE', name: 'Evolution', isHot: 1 }] }],
  banners: [{ bannerId: 1, groupName: 'w_home', url: '/b/1.svg', title: 'Welcome bonus' }],
  announcements: [{ id: 1, title: 'Maintenance on Sunday', content: '<p>Soon</p>', type: 'B', createTime: 0 }],
  winnerBoard: { list: [] },
};

/** A `platform.call` stand-in: resolves with the named answer, or rejects for an unknown call. */
export function fakeCall(answers: FakeAnswers = {}) {
  const all = { ...defaultAnswers, ...answers };
  return async (endpoint: Endpoint, input: unknown) => {
    if (!(endpoint.name in all)) throw new Error(`no fake answer for ${endpoint.name}`);
    const answer = all[endpoint.name];
    return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
  };
}

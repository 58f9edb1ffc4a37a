import { fakePlatformCall, type FakeAnswers } from '../../../core/testing/fake-platform.ts';

/** What the platform answers the frame with unless a test says otherwise. */
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

/** A `platform.call` stand-in for the frame: the default answers, overridden by `answers`. */
export function fakeCall(answers: FakeAnswers = {}) {
  return fakePlatformCall({ ...defaultAnswers, ...answers });
}

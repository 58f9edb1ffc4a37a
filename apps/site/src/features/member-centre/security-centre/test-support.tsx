/**
 * What the account page's unit tests share: the platform's answers for the demo member on a
 * brand with AURORA's rules, the page rendered with a stand-in for the header (which reads the same
 * caches the real one does), and PlatformErrors as the sandbox refuses.
 */
import { PlatformError, type PlatformErrorKind } from '@lobbykit/platform';
import { screen, within } from '@testing-library/react';
import { useMemberInfo } from '../../../core/member/member-info.ts';
import { useAvatar } from '../../../core/member/use-avatar.ts';
import { startSession } from '../../../core/session.ts';
import { fakePlatformCall, type FakeAnswers, type installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import SecurityCentrePage from './security-centre-page.tsx';

export const avatars = Array.from({ length: 8 }, (_, index) => `/wps/sandbox/assets/avatars/avatar-${index + 1}.svg`);

export const overview = {
  mobileNum: '917****567',
  countryDialingCode: '63',
  mobileVerified: true,
  email: 'demo@aurora.example',
  emailVerified: true,
  hasPaymentPassword: true,
  passwordChangedAt: Date.UTC(2025, 3, 18, 9, 0),
};

/** The demo member on a brand with AURORA's rules (password 6–20 letters and digits, mobile 7–11 digits). */
export const accountAnswers: FakeAnswers = {
  systemStatus: {
    maintenance: false,
    regionRestriction: false,
    info: {
      whitelabel: [],
      register: {
        password: {
          enabled: true,
          required: true,
          patternId: 6,
          acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
          minLength: 6,
          maxLength: 20,
        },
        mobileNum: {
          enabled: true,
          required: false,
          patternId: 7,
          acceptedPattern: '^\\d+$',
          minLength: 7,
          maxLength: 11,
        },
      },
      resources: [],
      imageCDNs: ['/cdn'],
      launchGameCDNs: [],
    },
  },
  countries: [{ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' }],
  memberInfo: { id: 6, account: 'demo', nickname: 'Juan', type: 0, clubLabel: { labelName: 'Gold', rankLevel: 5 } },
  avatar: { avatarUrl: avatars[0] },
  memberIcon: { icon: avatars[0], icons: avatars },
  securityOverview: overview,
};

/** A refusal as the client reports it: the kind, and the platform's own message. */
export function refusal(kind: PlatformErrorKind, call: string, serverMessage?: string) {
  return new PlatformError(kind, call, 'refused', serverMessage ? { serverMessage } : {});
}

/** What the header shows: the nickname and avatar from the caches the page updates. */
function HeaderStandIn() {
  const { data: info } = useMemberInfo();
  const { data: avatar } = useAvatar();
  return (
    <p data-testid="header">
      {info?.nickname} {avatar?.avatarUrl}
    </p>
  );
}

/** Signs the demo member in and draws the page beside the header stand-in, answering with `answers`. */
export async function renderAccountPage(platform: ReturnType<typeof installFakePlatform>, answers: FakeAnswers = {}) {
  platform.call.mockImplementation(fakePlatformCall({ ...accountAnswers, ...answers }));
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(
    <>
      <HeaderStandIn />
      <SecurityCentrePage />
    </>,
  );
  await screen.findByRole('heading', { level: 3, name: 'Profile' }, { timeout: 5000 });
}

/** One card of the page, by its title. */
export const card = (title: string) => within(screen.getByRole('region', { name: title }));

export const header = () => screen.getByTestId('header');

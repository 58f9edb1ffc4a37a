import { describe, expect, it } from 'vitest';
import { invitationLink } from './invitation-link.ts';

describe('invitationLink', () => {
  it('points at the registration page of the domain the member is on', () => {
    expect(invitationLink('DEMOFRND', { origin: 'https://aurora.example', cookie: 'theme=dark' })).toBe(
      'https://aurora.example/register?referralCode=DEMOFRND',
    );
  });

  it('names the brand when it is only a preview on a shared host', () => {
    expect(invitationLink('AB12CD34', { origin: 'http://127.0.0.1:4741', cookie: 'a=1; lobbykit_brand=JADE' })).toBe(
      'http://127.0.0.1:4741/register?referralCode=AB12CD34&brand=JADE',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { visitorAddress } from './visitor-address.ts';

describe('visitorAddress', () => {
  it('believes the socket alone when no proxy in front of the site is trusted', () => {
    expect(visitorAddress('203.0.113.9', '198.51.100.4', 0)).toBe('198.51.100.4');
    expect(visitorAddress(undefined, '198.51.100.4', 0)).toBe('198.51.100.4');
  });

  it('takes the hop the trusted proxies vouch for, never one further left', () => {
    // A visitor who writes their own chain in front of a load balancer's cannot choose their address.
    expect(visitorAddress('1.1.1.1, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(visitorAddress('1.1.1.1, 203.0.113.9, 10.0.0.3', '10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('stops at the first entry when the chain is shorter than the trusted hops', () => {
    expect(visitorAddress('203.0.113.9', '10.0.0.2', 5)).toBe('203.0.113.9');
    expect(visitorAddress(undefined, undefined, 0)).toBeNull();
    expect(visitorAddress('203.0.113.9', undefined, 0)).toBeNull();
  });
});

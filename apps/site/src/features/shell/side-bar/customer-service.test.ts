import { describe, expect, it, vi } from 'vitest';
import { customerServiceWindow, openCustomerService } from './customer-service.ts';

function fakeWindow(opened: { opener: unknown } | null) {
  return {
    screenX: 100,
    screenY: 50,
    outerWidth: 1440,
    outerHeight: 900,
    open: vi.fn(() => opened),
  } as unknown as Window & {
    open: ReturnType<typeof vi.fn>;
  };
}

describe('openCustomerService', () => {
  it('opens a 440 × 750 window centred over the site and cuts it off from the page', () => {
    const popup = { opener: 'site' };
    const target = fakeWindow(popup);
    expect(openCustomerService('https://support.example/chat', target)).toBe(true);
    expect(customerServiceWindow).toEqual({ width: 440, height: 750 });
    expect(target.open).toHaveBeenCalledWith(
      'https://support.example/chat',
      'customer-service',
      'popup,width=440,height=750,left=600,top=125',
    );
    expect(popup.opener).toBeNull();
  });

  it('reports a blocked popup', () => {
    expect(openCustomerService('https://support.example/chat', fakeWindow(null))).toBe(false);
  });

  it('never opens an address that is not https', () => {
    const target = fakeWindow({ opener: 'site' });
    openCustomerService('javascript:alert(1)', target);
    expect(target.open).not.toHaveBeenCalled();
  });
});

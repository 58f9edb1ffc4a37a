import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../core/i18n/i18n.ts';
import { endSession, startSession } from '../../../core/session.ts';
import { languageOptions, switchLanguage } from './switch-language.ts';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

vi.mock('../../../core/i18n/i18n.ts', () => ({ changeLanguage: vi.fn(() => Promise.resolve()) }));
const call = platform.call;

afterEach(() => {
  endSession();
  vi.clearAllMocks();
});

describe('languageOptions', () => {
  it('lists the brand languages the site knows, each in its own name', () => {
    expect(languageOptions(['EN', 'TY', 'XX', 'VI'])).toEqual([
      { code: 'EN', menuCode: 'EN', label: 'English' },
      { code: 'TY', menuCode: 'FIL', label: 'Filipino' },
      { code: 'VI', menuCode: 'VI', label: 'Tiếng Việt' },
    ]);
  });

  it('gives the menu language codes that are valid lang attributes, the script only where needed', () => {
    expect(languageOptions(['CN', 'EN']).map((option) => option.menuCode)).toEqual(['ZH', 'EN']);
    expect(languageOptions(['CN', 'TW', 'EN']).map((option) => option.menuCode)).toEqual(['ZH-HANS', 'ZH-HANT', 'EN']);
  });
});

describe('switchLanguage', () => {
  it('only changes the page for a guest', async () => {
    await switchLanguage('TY');
    expect(changeLanguage).toHaveBeenCalledWith('TY');
    expect(call).not.toHaveBeenCalled();
  });

  it('also saves the language to a signed-in account', async () => {
    startSession({ token: 't', username: 'demo' });
    call.mockResolvedValue(undefined);
    await switchLanguage('TY');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'updateLanguage' }), { language: 'TY' });
  });

  it('keeps the new language when saving it to the account fails', async () => {
    startSession({ token: 't', username: 'demo' });
    call.mockRejectedValue(new Error('offline'));
    await expect(switchLanguage('EN')).resolves.toBeUndefined();
    expect(changeLanguage).toHaveBeenCalledWith('EN');
  });
});

import { describe, expect, it } from 'vitest';
import { isLocaleLoaded, loadLocaleTexts, translationsFor } from './I18nProvider.tsx';

describe('loading one language at a time', () => {
  it('loads only the asked language, with every namespace, once', async () => {
    expect(isLocaleLoaded('no')).toBe(false);
    expect(() => translationsFor('no')).toThrow(/not loaded/);
    const first = loadLocaleTexts('no');
    expect(loadLocaleTexts('no')).toBe(first);
    await first;
    expect(isLocaleLoaded('no')).toBe(true);
    expect(isLocaleLoaded('en')).toBe(false);
    const LL = translationsFor('no');
    expect(LL.map.label()).toBe('Kart over anlegg');
    expect(LL.search.resultCount({ formatted: '1', count: 1 })).toBe('1 resultat');
    expect(LL.toast.dismiss()).toBe('Lukk');
  });
});

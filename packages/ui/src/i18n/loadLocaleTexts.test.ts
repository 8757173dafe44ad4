import { describe, expect, it } from 'vitest';
import { isLocaleLoaded, loadLocaleTexts, loadTexts, translationsFor } from './I18nProvider.tsx';

describe('loading texts in parts: a language, then the areas a screen shows', () => {
  it('loads only the asked language and namespaces, once; a namespace read before it is loaded suspends', async () => {
    expect(isLocaleLoaded('no')).toBe(false);
    expect(() => translationsFor('no')).toThrow(/not loaded/);
    const first = loadLocaleTexts('no', ['map']);
    await first;
    expect(isLocaleLoaded('no')).toBe(true);
    expect(isLocaleLoaded('en')).toBe(false);
    const LL = translationsFor('no');
    expect(LL.map.label()).toBe('Kart over anlegg');
    expect(LL.search.resultCount({ formatted: '1', count: 1 })).toBe('1 resultat');
    expect(LL.toast.dismiss()).toBe('Lukk');

    // The health area is not loaded: reading it throws its download (a render suspends until it is in).
    let thrown: unknown;
    try {
      void LL.health;
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(translationsFor('no').health.title()).not.toBe('');
  });

  it('keeps every loaded language complete: a language loaded later gets every namespace asked for so far', async () => {
    await loadTexts(['harvests']);
    expect(isLocaleLoaded('no')).toBe(true);
    expect(translationsFor('no').harvests).toBeDefined();

    const english = loadLocaleTexts('en');
    expect(isLocaleLoaded('en')).toBe(false);
    await english;
    expect(isLocaleLoaded('en')).toBe(true);
    const LL = translationsFor('en');
    expect(LL.map.label()).not.toBe('');
    expect(LL.harvests).toBeDefined();
    expect(LL.health).toBeDefined();

    // An area asked for now loads in both languages.
    await loadTexts(['lab']);
    expect(translationsFor('en').lab).toBeDefined();
    expect(translationsFor('no').lab).toBeDefined();
  });
});

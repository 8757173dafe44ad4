import { describe, expect, it } from 'vitest';
import en from './en';
import en_account from './en/account';
import en_asc from './en/asc';
import en_entity from './en/entity';
import en_map from './en/map';
import en_notifications from './en/notifications';
import en_settings from './en/settings';
import en_table from './en/table';
import { translationsFor } from './I18nProvider.tsx';
import { loadAllLocaleTexts } from './loadAllLocaleTexts.ts';
import { namespaces } from './i18n-util';
import no from './no';
import no_account from './no/account';
import no_asc from './no/asc';
import en_organization from './en/organization';
import no_organization from './no/organization';
import no_entity from './no/entity';
import en_health from './en/health/index.ts';
import no_health from './no/health/index.ts';
import en_harvests from './en/harvests/index.ts';
import en_lab from './en/lab/index.ts';
import en_imports from './en/imports/index.ts';
import no_imports from './no/imports/index.ts';
import no_lab from './no/lab/index.ts';
import no_harvests from './no/harvests/index.ts';
import en_treatmentOptions from './en/treatmentOptions/index.ts';
import no_treatmentOptions from './no/treatmentOptions/index.ts';
import no_map from './no/map';
import no_notifications from './no/notifications';
import no_settings from './no/settings';
import no_table from './no/table';
import en_compareTool from './en/compareTool/index.ts';
import no_compareTool from './no/compareTool/index.ts';
import en_searchPage from './en/searchPage/index.ts';
import no_searchPage from './no/searchPage/index.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as "path → text". */
const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
};

/** Placeholder names of a text ({name} or {name:type}); plural parts {{a|b}} are not placeholders. */
const params = (text: string) =>
  [...text.replace(/\{\{[^}]*\}\}/g, '').matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();

// Every namespace folder must be listed here (the test below fails if the generator knows one that is not).
const catalogues: Record<string, { en: Tree; no: Tree }> = {
  '': { en: en as Tree, no: no as Tree },
  table: { en: en_table as Tree, no: no_table as Tree },
  compareTool: { en: en_compareTool as Tree, no: no_compareTool as Tree },
  searchPage: { en: en_searchPage as Tree, no: no_searchPage as Tree },
  notifications: { en: en_notifications as Tree, no: no_notifications as Tree },
  settings: { en: en_settings as Tree, no: no_settings as Tree },
  map: { en: en_map as Tree, no: no_map as Tree },
  entity: { en: en_entity as Tree, no: no_entity as Tree },
  account: { en: en_account as Tree, no: no_account as Tree },
  asc: { en: en_asc as Tree, no: no_asc as Tree },
  organization: { en: en_organization as Tree, no: no_organization as Tree },
  health: { en: en_health as Tree, no: no_health as Tree },
  harvests: { en: en_harvests as Tree, no: no_harvests as Tree },
  lab: { en: en_lab as Tree, no: no_lab as Tree },
  treatmentOptions: { en: en_treatmentOptions as Tree, no: no_treatmentOptions as Tree },
  imports: { en: en_imports as Tree, no: no_imports as Tree },
};

describe('i18n catalogues', () => {
  it('covers every namespace the generator found', () => {
    expect(Object.keys(catalogues).filter(Boolean).sort()).toEqual([...namespaces].sort());
  });

  for (const [area, { en: base, no: translation }] of Object.entries(catalogues)) {
    describe(area || 'shared', () => {
      const enLeaves = leaves(base);
      const noLeaves = leaves(translation);

      it('has the same keys in English and Norwegian', () => {
        expect([...noLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
      });

      it('has no empty text in either language', () => {
        const empty = [...enLeaves, ...noLeaves].filter(([, text]) => text.trim() === '').map(([key]) => key);
        expect(empty).toEqual([]);
      });

      it('uses the same placeholders in both languages', () => {
        for (const [key, text] of enLeaves) {
          expect(params(noLeaves.get(key) ?? ''), key).toEqual(params(text));
        }
      });
    });
  }
});

describe('translations at run time', () => {
  it('switches language and fills parameters', () => {
    loadAllLocaleTexts();
    expect(translationsFor('en').validation.numberBetween({ min: '20', max: '60' })).toBe(
      'Number must be between 20 and 60',
    );
    expect(translationsFor('no').validation.numberBetween({ min: '20', max: '60' })).toBe(
      'Tallet må være mellom 20 og 60',
    );
    expect(translationsFor('no').search.resultCount({ formatted: '1', count: 1 })).toBe('1 resultat');
    expect(translationsFor('en').search.resultCount({ formatted: '1,205', count: 1205 })).toBe('1,205 results');
    expect(translationsFor('no').map.label()).toBe('Kart over anlegg');
  });
});

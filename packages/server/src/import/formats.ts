/** Every import format and kind the engine knows (issue 34 adds its public formats and kind here). */
import { barentswatchCsvFormat } from './barentswatch/csv.ts';
import { barentswatchJsonFormat } from './barentswatch/json.ts';
import { publicWeeksKind } from './barentswatch/kind.ts';
import { csvFormat, templateKind, TEMPLATES } from './templates.ts';
import { xlsxFormat } from './xlsx.ts';
import type { Detection, ImportFormat, RecordKind, RecordKindId } from './types.ts';

export const FORMATS: readonly ImportFormat[] = [
  ...TEMPLATES.flatMap((template) => [
    csvFormat(template, 'en') as ImportFormat,
    csvFormat(template, 'no') as ImportFormat,
    xlsxFormat(template) as ImportFormat,
  ]),
  barentswatchCsvFormat as ImportFormat,
  barentswatchJsonFormat as ImportFormat,
];

export const KINDS = new Map<RecordKindId, RecordKind>([
  ...TEMPLATES.map((template) => [template.kind, templateKind(template) as RecordKind] as const),
  ['publicWeeks', publicWeeksKind as RecordKind],
]);

export const formatById = (id: string): ImportFormat | undefined => FORMATS.find((format) => format.id === id);

/** The first format whose `detect` accepts the file's first bytes, among `candidates`. */
export const detectFormat = (
  head: Uint8Array,
  candidates: readonly ImportFormat[] = FORMATS,
): { format: ImportFormat; detection: Detection } | null => {
  for (const format of candidates) {
    const detection = format.detect(head);
    if (detection.matches) return { format, detection };
  }
  return null;
};

/**
 * The `.xlsx` form of a template, read with exceljs's streaming reader (rows as the zip entry inflates; shared
 * strings cached): the first worksheet, its first row the header in English or Norwegian, then one record per row.
 * Number and date cells are taken as they are; a text cell is read in the header's form (the Norwegian header's text
 * numbers use a decimal comma); a formula cell is read as its stored result, never evaluated. exceljs is loaded on the
 * first workbook read (about 20 MB of a process that never reads one).
 */
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import {
  matchHeader,
  toRecord,
  type FormId,
  type Template,
  type TemplateColumn,
  type TemplateRecord,
} from './templates.ts';
import { TooLargeError } from './engine.ts';
import type { ImportFormat, ParsedRow } from './types.ts';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** A cell as the text the CSV form would hold. */
const cellText = (value: ExcelJS.CellValue, form: FormId): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return form === 'no' ? String(value).replace('.', ',') : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue, form);
  if ('text' in value) return String(value.text);
  return '';
};

export const xlsxFormat = (template: Template): ImportFormat<TemplateRecord> => ({
  id: `${template.name}-xlsx`,
  kind: template.kind,
  scope: 'organization',
  detect: (head) => ({ matches: ZIP.every((byte, index) => head[index] === byte) }),
  async *parse(chunks, context): AsyncIterable<ParsedRow<TemplateRecord>> {
    let header: { columns: TemplateColumn[]; form: FormId } | null = null;
    let rows = 0;
    try {
      const { default: excel } = await import('exceljs');
      const reader = new excel.stream.xlsx.WorkbookReader(Readable.from(chunks), {
        sharedStrings: 'cache',
        hyperlinks: 'ignore',
        styles: 'cache',
        worksheets: 'emit',
      });
      for await (const sheet of reader) {
        for await (const row of sheet) {
          const values = (row.values as ExcelJS.CellValue[]).slice(1);
          if (!header) {
            const names = values.map((value) => cellText(value, 'en'));
            const en = matchHeader(template, names, 'en');
            const no = matchHeader(template, names, 'no');
            if ('columns' in en) header = { columns: en.columns, form: 'en' };
            else if ('columns' in no) header = { columns: no.columns, form: 'no' };
            else {
              yield { line: row.number, reason: en };
              return;
            }
            continue;
          }
          const texts = header.columns.map((_, index) => cellText(values[index], header!.form));
          if (texts.every((text) => text === '')) continue;
          rows += 1;
          const record = toRecord(header.columns, texts, header.form, context);
          yield 'code' in record ? { line: row.number, reason: record } : { line: row.number, record };
        }
        break;
      }
    } catch (error) {
      if (error instanceof TooLargeError) throw error;
      yield { line: 0, reason: { code: 'encoding', message: 'the file is not a readable .xlsx workbook' } };
      return;
    }
    if (rows === 0)
      yield {
        line: header ? 1 : 0,
        reason: { code: 'empty', message: header ? 'the file has no rows' : 'the file is empty' },
      };
  },
});

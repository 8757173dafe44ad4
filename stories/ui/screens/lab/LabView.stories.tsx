import type { Meta, StoryObj } from '@storybook/react-vite';
import { LabView } from '@havbruk/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_WITH_IMAGES, ORDERS, POSITIVE_ORDER, storyFileUrl } from './labData.ts';

const meta = {
  title: 'ui/screens/lab/LabView',
  component: LabView,
  args: {
    orders: { status: 'ready', data: ORDERS },
    getFileUrl: storyFileUrl,
    exportFileName: 'farm-lab-table',
    onExport: fn(),
  },
} satisfies Meta<typeof LabView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.queryByRole('dialog');

/** Orders but none chosen: the "choose an order" prompt; choosing a row shows its files and PCR chart. */
export const ChooseOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Lab orders' })).toBeVisible();
    await expect(canvas.getByText(/Choose an order in the table/)).toBeVisible();
    const first = ORDERS[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Select ${first.orderId}` }));
    await expect(await canvas.findByRole('heading', { name: `Attachments of order ${first.orderId}` })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: `PCR results of order ${first.orderId}` })).toBeVisible();
  },
};

/** An order with a PDF report and histology images: thumbnails. */
export const OrderSelected: Story = {
  args: { defaultSelectedOrderId: ORDER_WITH_IMAGES.orderId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const file of ORDER_WITH_IMAGES.attachments)
      await expect(canvas.getByRole('button', { name: `Open ${file.filename}` })).toBeVisible();
  },
};

/**
 * The preview, by keyboard: → and ← move between files (wrapping), Escape closes and focus returns to the
 * thumbnail of the file last shown.
 */
export const PreviewKeyboard: Story = {
  args: { defaultSelectedOrderId: ORDER_WITH_IMAGES.orderId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = ORDER_WITH_IMAGES.attachments;
    const first = canvas.getByRole('button', { name: `Open ${files[0]!.filename}` });
    first.focus();
    await userEvent.keyboard('{Enter}');
    const open = await screen.findByRole('dialog', { name: files[0]!.filename });
    await expect(open.querySelector('[data-kind="pdf"]')).not.toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('dialog', { name: files[1]!.filename });
    await waitFor(() => expect(screen.getByRole('img', { name: `Preview of ${files[1]!.filename}` })).toBeVisible());
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await screen.findByRole('dialog', { name: files.at(-1)!.filename });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: `Open ${files.at(-1)!.filename}` })).toHaveFocus());
  },
};

/** The preview open on an image: full size, at most 1600 px wide. */
export const PreviewImage: Story = {
  args: { defaultSelectedOrderId: ORDER_WITH_IMAGES.orderId, defaultPreviewIndex: 1 },
  play: async () => {
    const open = await screen.findByRole('dialog', { name: ORDER_WITH_IMAGES.attachments[1]!.filename });
    await expect(getComputedStyle(open).maxWidth).toBe('1600px');
    await waitFor(() => expect(screen.getByRole('img', { name: /^Preview of/ })).toBeVisible());
  },
};

/** The preview open on a PDF: the browser's PDF viewer, with a link as fallback. */
export const PreviewPdf: Story = {
  args: { defaultSelectedOrderId: ORDER_WITH_IMAGES.orderId, defaultPreviewIndex: 0 },
  play: async () => {
    const open = await screen.findByRole('dialog', { name: ORDER_WITH_IMAGES.attachments[0]!.filename });
    await expect(open.querySelector('object[type="application/pdf"]')).not.toBeNull();
  },
};

/** A positive order with the PCR chart on its second disease/strain. */
export const PcrStrainSelected: Story = {
  args: { defaultSelectedOrderId: POSITIVE_ORDER.orderId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Disease and strain' });
    await expect(canvas.getByText(/of \d+ positive/)).toBeVisible();
    const options = within(select).getAllByRole('option');
    await userEvent.selectOptions(select, options.at(-1)!);
    await expect(select).toHaveValue(options.at(-1)!.getAttribute('value'));
  },
};

export const NoLabData: Story = {
  args: { orders: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('No lab data is available for this entity.')).toBeVisible(),
};

export const NoFile: Story = {
  args: {
    orders: { status: 'ready', data: [{ ...ORDERS[0]!, attachments: [] }] },
    defaultSelectedOrderId: ORDERS[0]!.orderId,
  },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('This order has no files.')).toBeVisible(),
};

export const NoPcr: Story = {
  args: {
    orders: { status: 'ready', data: [{ ...ORDERS[0]!, pcr: [] }] },
    defaultSelectedOrderId: ORDERS[0]!.orderId,
  },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('No PCR results in this order.')).toBeVisible(),
};

export const Loading: Story = {
  args: { orders: { status: 'loading' } },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('section[aria-busy="true"]')).not.toBeNull(),
};

/** Norwegian and dark: the CSV has semicolons and decimal commas. */
export const NorwegianCsv: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last ned CSV' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledTimes(1));
    const file = (args.onExport as ReturnType<typeof fn>).mock.calls[0]![0] as { text: string; fileName: string };
    await expect(file.fileName).toBe('farm-lab-table.csv');
    const [header, first] = file.text.replace(/^\uFEFF/, '').split('\r\n');
    await expect(header).toContain('Ordre;Prøvedato;Sykdommer testet');
    // The newest order first: semicolons between cells, ISO dates (yyyy-mm-dd), yes/no in Norwegian.
    const newest = [...ORDERS].sort((a, b) => b.sampledAt.localeCompare(a.sampledAt))[0]!;
    await expect(first!.startsWith(`${newest.orderId};${newest.sampledAt};`)).toBe(true);
    await expect(first).toMatch(/;(Ja|Nei);/);
    // Every column has its own name, and the positive share is written as shown (whole per cent), not 22,2222…
    const names = header!.split(';');
    await expect(new Set(names).size).toBe(names.length);
    await expect(names).toEqual(expect.arrayContaining(['Positive prøver (%)', 'Positive prøver', 'Prøver']));
    for (const line of file.text.split('\r\n').slice(1, -1))
      await expect(line.split(';')[names.indexOf('Positive prøver (%)')]).toMatch(/^\d+$/);
  },
};

/** Mobile: the files and PCR chart stack under the table. */
export const Mobile: Story = {
  args: { defaultSelectedOrderId: POSITIVE_ORDER.orderId },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('combobox', { name: 'Disease and strain' })).toBeVisible(),
};

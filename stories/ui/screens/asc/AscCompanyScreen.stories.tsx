import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AscCompanyScreen, certificationColor, certificationTone } from '@havbruk/ui';
import { aliasWithEveryStatusColor, ascCompany } from './ascStoryData.ts';
import { expectLightTheme, rgb } from './ascStoryChecks.ts';

/** The certified company whose farms show every status color (green, amber, red, blue). */
const alias = aliasWithEveryStatusColor();
const company = ascCompany(alias);

const meta = {
  title: 'ui/screens/asc/AscCompanyScreen',
  component: AscCompanyScreen,
  args: { alias, status: { state: 'ready', data: company }, onNavigate: fn(), onRetry: fn() },
} satisfies Meta<typeof AscCompanyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A holder's certified farms as cards, one status button per farm colored by its status. */
export const Company: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: company.organization.name })).toBeVisible();
    // The count says how many of the listed farms are certified (withdrawn, suspended or none are not).
    const certifiedCount = company.certs.filter((cert) => cert.status === 'certified').length;
    await expect(certifiedCount).toBeLessThan(company.certs.length);
    await expect(
      canvas.getByText(`${company.certs.length} farms, ${certifiedCount} certified`, { exact: true }),
    ).toBeVisible();
    const cards = within(canvas.getByRole('main')).getAllByRole('listitem');
    await expect(cards).toHaveLength(company.certs.length);
    for (const cert of company.certs) {
      const card = within(canvas.getByRole('heading', { level: 2, name: cert.farm.label }).closest('section')!);
      const link = card.getByRole('link', { name: new RegExp(cert.farm.label) });
      await expect(link).toHaveAttribute('href', `/asc/company/${alias}/${cert.farmId.toLowerCase()}`);
      await expect(link).toHaveAttribute('data-tone', certificationTone(cert.status));
      await expect(getComputedStyle(link).borderTopColor).toBe(rgb(certificationColor(cert.status, 'light')));
    }
    // Every color group is on the page: certified green, assessment/suspended amber, other red, no status blue.
    const tones = new Set(
      canvas
        .getAllByRole('link')
        .map((link) => link.dataset['tone'])
        .filter(Boolean),
    );
    await expect([...tones].sort()).toEqual(['certified', 'none', 'other', 'pending']);
    const first = company.certs[0]!;
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(`, open ${first.farm.label}$`) }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`/asc/company/${alias}/${first.farmId}`);
  },
};

export const Norwegian: Story = {
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const certifiedCount = company.certs.filter((cert) => cert.status === 'certified').length;
    await expect(
      canvas.getByText(`${company.certs.length} lokaliteter, ${certifiedCount} sertifisert`, { exact: true }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Sertifisert, åpne / }).length).toBeGreaterThan(0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Dark mode is never applied on the public pages: the toolbar's dark theme leaves the page light. */
export const DarkThemeNotApplied: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The story's provider is dark (the user's dark mode) ...
    await expect(canvasElement.querySelector('[data-theme="dark"]')).not.toBeNull();
    // ... and the page inside it is light.
    await expectLightTheme(canvas.getByRole('heading', { level: 1, name: company.organization.name }));
    const certified = canvas.getAllByRole('link').find((link) => link.dataset['tone'] === 'certified')!;
    await expect(getComputedStyle(certified).borderTopColor).toBe(rgb(certificationColor('certified', 'light')));
  },
};

export const Loading: Story = {
  args: { status: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading certification data …');
  },
};

/** An unknown alias: a clear message on the public page (never the app's login). */
export const NotFound: Story = {
  args: { alias: 'no-such-company', status: { state: 'notFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No certified company at this address' })).toBeVisible();
    await expect(canvas.getByText(/no certification page for “no-such-company”/)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: { state: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The certification data could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { preferencesMachine, type PreferenceChanges, type Preferences } from '@havbruk/machines';

const kari: Preferences = {
  language: 'no',
  darkModeOn: false,
  defaultOrganizationId: 'org-leroy-midt',
  perspective: null,
  name: 'Kari Nordmann',
  title: 'Fiskehelsebiolog',
};

/** What the message keys read in English (the app takes them from the ui catalogue). */
const texts: Record<string, string> = { 'error.preferencesFailed': 'We had trouble updating your preferences.' };

/** The preferences machine behind a dark-mode switch and a language select, as on the settings page. */
function PreferencesDemo({ serverFails, latencyMs }: { serverFails: boolean; latencyMs: number }) {
  const machine = useMemo(
    () =>
      preferencesMachine.provide({
        actors: {
          savePreferences: fromPromise<unknown, PreferenceChanges>(async () => {
            await new Promise((resolve) => setTimeout(resolve, latencyMs));
            if (serverFails) throw new Error('PUT /users/data answered 500');
          }),
        },
      }),
    [serverFails, latencyMs],
  );
  const [snapshot, send] = useMachine(machine, { input: { preferences: kari } });
  const { preferences, messageKey } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <form
      style={{ padding: 16, display: 'grid', gap: 12, maxWidth: 320 }}
      data-state={String(snapshot.value)}
      onSubmit={(event) => event.preventDefault()}
    >
      <label>
        <input
          type="checkbox"
          checked={preferences.darkModeOn}
          onChange={(event) => send({ type: 'CHANGE', changes: { darkModeOn: event.target.checked } })}
        />{' '}
        Dark mode
      </label>
      <label>
        Language{' '}
        <select
          value={preferences.language}
          disabled={busy}
          onChange={(event) =>
            send({ type: 'CHANGE', changes: { language: event.target.value as Preferences['language'] } })
          }
        >
          <option value="en">English</option>
          <option value="no">Norsk</option>
        </select>
      </label>
      <p role="status">
        {busy ? 'Saving …' : `Saved: ${preferences.darkModeOn ? 'dark' : 'light'}, ${preferences.language}`}
      </p>
      {messageKey ? (
        <p role="alert">
          {texts[messageKey]}{' '}
          <button type="button" onClick={() => send({ type: 'DISMISS' })}>
            Dismiss
          </button>
        </p>
      ) : null}
    </form>
  );
}

const meta = {
  title: 'machines/preferences',
  component: PreferencesDemo,
  args: { serverFails: false, latencyMs: 150 },
} satisfies Meta<typeof PreferencesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The change shows at once, is sent after 325 ms and stays. */
export const SavesAfterDebounce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dark mode' }));
    await expect(canvas.getByRole('checkbox', { name: 'Dark mode' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving');
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved: dark, no'), { timeout: 3000 });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The server refuses: the switch flips back and the failure message shows. */
export const RollsBackOnFailure: Story = {
  args: { serverFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dark mode' }));
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent('We had trouble updating your preferences.'),
      { timeout: 3000 },
    );
    await expect(canvas.getByRole('checkbox', { name: 'Dark mode' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

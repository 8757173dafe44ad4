import type { Decorator, Preview } from '@storybook/react-vite';
import { HavbrukProvider, loadAllLocaleTexts, type Locale, type ThemeName } from '@havbruk/ui';
import '@havbruk/ui/fonts.css';
import { configure } from 'storybook/test';
import { havbrukViewports } from './viewports.ts';

// `findBy…` and `waitFor` in plays give up after 5 s instead of 1 s: a wait that succeeds returns as soon as it
// does, and a machine that runs the story tests beside other work (2 cores) no longer fails a play that only
// waited for a debounce plus an animation.
configure({ asyncUtilTimeout: 5_000 });

// Both languages' texts at once (the app loads only the display language's): a story renders with text at once.
loadAllLocaleTexts();

/**
 * Applies the toolbar globals (locale, theme) through the ui package's provider. A story that renders its own
 * provider (as the app's root does) sets `parameters.havbrukProvider: false`. Keyed by the story: every story mounts
 * afresh (its actors start from its own args), even where the renderer keeps the previous story's tree in the canvas.
 */
const withHavbruk: Decorator = (Story, context) => {
  if (context.parameters['havbrukProvider'] === false) return <Story key={context.id} />;
  const locale = (context.globals['locale'] ?? 'en') as Locale;
  const theme = (context.globals['theme'] ?? 'light') as ThemeName;
  return (
    <HavbrukProvider key={context.id} locale={locale} theme={theme}>
      <Story />
    </HavbrukProvider>
  );
};

const preview: Preview = {
  decorators: [withHavbruk],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'no', title: 'Norsk' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    theme: 'light',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: havbrukViewports },
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;

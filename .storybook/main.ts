import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { sourceResolve } = await import('../vite.shared.ts');
    // The app's own wiring (stories/app) pulls these in only at run time: prebundle them so Vite does not reload.
    return mergeConfig(viteConfig, {
      resolve: sourceResolve,
      optimizeDeps: { include: ['react-router-dom', 'swr', 'oidc-client-ts'] },
    });
  },
};

export default config;

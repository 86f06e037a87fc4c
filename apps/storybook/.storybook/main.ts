import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../../../libs/ui-kit/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: {
    // This machine's network is closed, and CI should not phone home either.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (viteConfig, { configType }) => ({
    ...viteConfig,
    // Workspace libraries resolve to their sources, as in apps/web (README: Developing).
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@captio/source', ...defaultClientConditions],
    },
    ...(configType === 'PRODUCTION' && {
      // The preview bundle carries Storybook's runtime and axe-core (~1.1 MB): expected for
      // a component catalogue, so only Vite's warnings and errors are printed.
      logLevel: 'warn',
      build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 },
    }),
  }),
};

export default config;

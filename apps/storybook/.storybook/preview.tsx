import type { Decorator, Preview } from '@storybook/react-vite';
import './preview.css';

export type Theme = 'light' | 'dark';

// Components take their colours from the inherited color-scheme (light-dark()), so switching
// the document's scheme is all a theme needs. Set before the story renders, so the axe check
// that runs after it measures contrast in the chosen scheme.
const withTheme: Decorator = (Story, { globals }) => {
  const theme: Theme = globals['theme'] === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset['theme'] = theme;
  return <Story />;
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour scheme of the canvas',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: {
    // The theme toolbar sets the background; a second, unrelated background picker would lie.
    backgrounds: { disable: true },
    // Every story is an accessibility test: any axe violation fails it (vitest and the UI).
    a11y: { test: 'error' },
  },
};

export default preview;

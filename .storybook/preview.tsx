import type { Preview } from '@storybook/react-vite';
import { applyStoryGlobals, globalTypes, initialGlobals, viewportOptions } from './globals.ts';
import './preview.css';

const preview: Preview = {
  globalTypes,
  initialGlobals,
  decorators: [
    // Applied before the story renders, so its first paint, its play function and axe all see
    // the chosen brand, scheme and direction.
    (Story, context) => {
      applyStoryGlobals(context.globals);
      return <Story />;
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewportOptions },
    // Any axe violation fails the story's test, in the Vitest run and in the Storybook UI.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;

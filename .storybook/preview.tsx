import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { ThemeProvider, type Direction } from '@sahm/ui';
import '@sahm/ui/styles.css';

// Stories wait for real network (MSW) and animations: allow more than the 1 s default on a busy CI.
configure({ asyncUtilTimeout: 5000 });

// Unhandled requests pass through: stories only mock what they declare. The worker's URL is
// relative, so the static build also mocks when served from a sub-path (/design/iframe.html).
initialize({
  onUnhandledRequest: 'bypass',
  quiet: true,
  serviceWorker: { url: './mockServiceWorker.js' },
});

type Locale = 'ar' | 'en';

const withTheme: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'ar';
  const direction =
    (context.globals.direction as Direction | undefined) ?? (locale === 'ar' ? 'rtl' : 'ltr');
  // The document's own lang/dir drive portals (dialogs, menus) and axe's language checks.
  document.documentElement.lang = locale;
  document.documentElement.dir = direction;
  return (
    <ThemeProvider direction={direction}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ar', title: 'العربية' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'rtl', title: 'Right to left' },
          { value: 'ltr', title: 'Left to right' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ar', direction: 'rtl' },
  decorators: [withTheme],
  loaders: [mswLoader],
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story's test, not only show in the panel.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;

import { Alert, createTheme, type CSSVariablesResolver } from '@mantine/core';

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Noto Sans JP"',
  '"Noto Sans Thai"',
  '"Hiragino Sans"',
  '"Yu Gothic UI"',
  'Meiryo',
  'Tahoma',
  'sans-serif',
].join(', ');

/**
 * Indigo at shade 8 keeps white-on-primary and primary-on-white text above the WCAG AA 4.5:1
 * contrast ratio (Mantine's default shade 6 does not).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 4 },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    // Links look like links: underlined always, not only under a mouse (decision 034).
    Anchor: { defaultProps: { underline: 'always' } },
    // A loader is a live status: its aria-label ("Loading…") is only allowed on an element with a
    // role (axe: aria-prohibited-attr), and a status is read out when it appears.
    Loader: { defaultProps: { role: 'status' } },
    // A light alert's title is tinted with its colour (orange, yellow, red, blue at shade 6), below
    // 4.5:1 on the tinted background; the body text colour keeps every alert title readable.
    Alert: Alert.extend({
      styles: (_theme, props) => (props.variant === undefined || props.variant === 'light' ? { title: { color: 'var(--mantine-color-text)' } } : {}),
    }),
  },
});

/** Mantine's "dimmed" grey (gray-6) is 3.3:1 on white; gray-7 reads at 8:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Field errors: Mantine's red-6 is 3.6:1 on white; red-9 reads at 5.6:1.
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

/**
 * Mantine's error text (red-6) reads at about 3.5:1 on white, under WCAG AA's 4.5:1; red-9 reads
 * above it. For the `styles` of any field that shows an error.
 */
export const READABLE_ERROR = { error: { color: 'var(--mantine-color-red-9)' } } as const;

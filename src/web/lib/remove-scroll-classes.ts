import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * What Mantine's AppShell header, footer and aside take from `react-remove-scroll`: the class names
 * that keep fixed bars in place while a modal locks the page's scroll. The build resolves their
 * import to this module (vite.config.ts), so the area layouts do not load the scroll lock itself
 * (≈4 kB brotli); pages with a Modal still load it with the Modal (decision 022).
 */
export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };

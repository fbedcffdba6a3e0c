import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element on every page: jumps past the header and navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.link} href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skip_to_content')}
    </a>
  );
}

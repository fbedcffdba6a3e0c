import { Button, Card, Collapse, Group, Title } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './icons.tsx';

export interface FilterPanelProps {
  /** The heading's id (the section and its search form are named by it). */
  titleId: string;
  title: string;
  /** How many conditions are applied now (the sort not counted): the phone's "Filters (n)". */
  active: number;
  /** The form; it calls `applied` after it applied its conditions. */
  children: (applied: () => void) => ReactNode;
}

/** Below this width the conditions fold behind their button (Mantine's `sm`). */
const PHONE = '(max-width: 48em)';
/** How long after a search the page keeps the results in view while they load. */
const FOLLOW_RESULTS_MS = 3000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * The search conditions of a list (offers, negotiations). On a phone they fold behind a
 * "Filters (n)" button, so the list is what the page shows first; after a search they fold again
 * and the page scrolls to the results, which follow the panel. Wider screens show them open.
 */
export function FilterPanel({ titleId, title, active, children }: FilterPanelProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const reduceMotion = useReducedMotion();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const end = useRef<HTMLDivElement>(null);
  const scrollWhenClosed = useRef(false);

  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFollowing.current?.(), []);

  const scrollOnce = () => end.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // The new results arrive after the search: while the list loads the page may be too short to
  // scroll, so the page follows the results as the page grows, for a moment, until the user
  // scrolls, touches or types.
  const scrollToResults = () => {
    stopFollowing.current?.();
    scrollOnce();
    const observer = new ResizeObserver(() => scrollOnce());
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
      stopFollowing.current = null;
    };
    const timer = window.setTimeout(stop, FOLLOW_RESULTS_MS);
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    observer.observe(document.body);
    stopFollowing.current = stop;
  };
  const applied = () => {
    if (!phone) return;
    if (open && !reduceMotion) {
      // After the fold: the results' place is known once the panel has its closed height.
      scrollWhenClosed.current = true;
      setOpen(false);
      return;
    }
    setOpen(false);
    requestAnimationFrame(scrollToResults);
  };
  const form = children(applied);

  return (
    <Card component="section" aria-labelledby={titleId} data-testid="filter-panel">
      {phone ? (
        <>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Title id={titleId} order={2} size="h5">
              {title}
            </Title>
            <Button
              variant={open ? 'filled' : 'light'}
              leftSection={<SearchIcon size={16} />}
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen((o) => !o)}
              data-testid="filter-toggle"
            >
              {t('offer.filters.toggle', { count: active })}
            </Button>
          </Group>
          <Collapse
            in={open}
            id={bodyId}
            onTransitionEnd={() => {
              if (!open && scrollWhenClosed.current) {
                scrollWhenClosed.current = false;
                scrollToResults();
              }
            }}
          >
            <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>{form}</div>
          </Collapse>
        </>
      ) : (
        <>
          <Title id={titleId} order={2} size="h5" mb="sm">
            {title}
          </Title>
          {form}
        </>
      )}
      {/* The results start just below the panel: scrolled here, the folded panel goes up behind the fixed header. */}
      <div ref={end} style={{ scrollMarginTop: 'var(--app-shell-header-height, 64px)' }} data-testid="filter-panel-end" />
    </Card>
  );
}

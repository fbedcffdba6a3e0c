import { Anchor, Text } from '@mantine/core';
import { useId, useState } from 'react';
import lineClampClasses from '../../../components/line-clamp.module.css';
import { pagedListClasses } from '../../../components/paged-list.tsx';

interface Props {
  /** The line that opens it: the notification's sentence or the news item's title. */
  title: string;
  body: string;
  unread: boolean;
  /** Called when an unread announcement is opened: opening it is reading it (its notification is marked read). */
  onRead: () => void;
  /** The body on two lines once opened (the home's summary). */
  compact?: boolean;
}

/**
 * An announcement in the notifications or the news: its title opens and closes its text in place
 * (a disclosure button), and opening an unread one marks it read, so the office's readers list
 * counts whoever opened it wherever they did.
 */
export function AnnouncementDisclosure({ title, body, unread, onRead, compact = false }: Props) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <>
      <Anchor
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpen(!open);
          if (!open && unread) onRead();
        }}
        fw={unread ? 700 : 500}
        ta="start"
        className={pagedListClasses.title}
        data-testid="announcement-open"
      >
        {title}
      </Anchor>
      <Text
        id={bodyId}
        hidden={!open}
        size="sm"
        lineClamp={compact ? 2 : undefined}
        className={lineClampClasses.clamp}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="announcement-body"
      >
        {body}
      </Text>
    </>
  );
}

import { InputBase, type InputBaseProps } from '@mantine/core';
import type { ComponentProps, CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

type GrowingTextareaProps = Omit<InputBaseProps, 'multiline' | 'classNames' | 'style'> &
  Omit<ComponentProps<'textarea'>, keyof InputBaseProps | 'rows' | 'style'> & {
    /** Lines shown when empty. */
    minRows: number;
    /** Lines it grows to before it scrolls. */
    maxRows: number;
  };

/**
 * Every text area of the app that grows with its text: from `minRows` to `maxRows` lines, by CSS
 * (growing-textarea.module.css), as Mantine's input for a text area. Mantine's `Textarea` with
 * `autosize` measured the box with a hidden copy (react-textarea-autosize) on every render and
 * keystroke, each a forced layout of the page: a fifth of the negotiation page's blocking time on
 * a phone (docs/decisions/059-a-page-s-first-data-preloaded.md). Without Mantine's `Textarea`, that
 * package is not loaded at all.
 */
export function GrowingTextarea({ minRows, maxRows, ...props }: GrowingTextareaProps) {
  return (
    <InputBase
      component="textarea"
      multiline
      {...props}
      rows={minRows}
      classNames={{ input: classes.input }}
      style={{ '--growing-min-rows': minRows, '--growing-max-rows': maxRows } as CSSProperties}
    />
  );
}

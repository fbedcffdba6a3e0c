import type { ReactNode } from 'react';
import { lazyDialog } from './lazy-dialog.tsx';

export interface ReasonModalTexts {
  title: string;
  lead: string;
  submit: string;
  /** The dismiss button of the first screen. */
  close: string;
  /** The modal's close (×) button; `close` when not given. */
  dismiss?: string;
  /** The title while asking for the final confirmation; `title` when not given. */
  confirmTitle?: string;
  /** With `confirm`: the first screen's button and the way back from the confirmation. */
  next?: string;
  back?: string;
}

/**
 * Why the server refused a decision: a message for the text box (a string), or one about the
 * decision itself, shown at the top of the dialog (`alert`); `final` when sending again cannot help
 * (the page was stale: a version conflict, a step that moved on), so only closing is offered.
 */
export type ReasonModalRefusal = string | { alert: string; final: boolean };

export interface ReasonModalProps {
  opened: boolean;
  texts: ReasonModalTexts;
  /** The text box, when the decision takes one: its label, whether it is required, its limit and count. */
  field?: { label: string; description?: string; required: boolean; max: number; count: (length: number) => string };
  /** Ask once more, showing the text, before sending (a final decision): the confirmation's lead. */
  confirm?: string;
  /** A decision that ends something: its buttons are red. */
  danger?: boolean;
  busy: boolean;
  /** The field's own check (the server's schema), an error message or null. */
  validate?: (text: string) => string | null;
  onClose: () => void;
  /** Sends the decision; answers why the server refused it (its message for the field, or about the decision), else null. */
  onSubmit: (text: string) => Promise<ReasonModalRefusal | null>;
  testId?: string;
  /** Shown under the text box as the user types (e.g. IdentifyingTextWarning). */
  warning?: (text: string) => ReactNode;
}

/**
 * A decision that may take a text (a reason, a note) and may ask for a final confirmation: the
 * modal of every such decision of the browser app (reason-modal-dialog.tsx). Its code (Mantine's
 * Modal, focus trap, scroll lock and text area) is loaded after the page shows (lazy-dialog.tsx).
 */
export const ReasonModal = lazyDialog<ReasonModalProps>(async () => (await import('./reason-modal-dialog.tsx')).ReasonModalDialog);

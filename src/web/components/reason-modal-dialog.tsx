import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Alert, Blockquote, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { READABLE_ERROR } from './form-styles.ts';
import type { ReasonModalProps } from './reason-modal.tsx';
import { DescriptionWithCount } from './character-count.tsx';
import { GrowingTextarea } from './growing-textarea.tsx';

/**
 * A decision that may take a text (a reason, a note) and may ask for a final confirmation: the
 * modal of every such decision of the browser app. While the call is in flight it cannot be sent
 * again or closed.
 */
export function ReasonModalDialog({ opened, texts, field, confirm, danger = false, busy, validate, onClose, onSubmit, testId, warning }: ReasonModalProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A refusal of the decision itself (not of the text): shown inside the dialog, above everything, not behind its overlay.
  const [refusal, setRefusal] = useState<{ alert: string; final: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const close = () => {
    if (busy) return;
    setConfirming(false);
    setError(null);
    setRefusal(null);
    onClose();
  };

  const send = async () => {
    setRefusal(null);
    const refused = await onSubmit(text.trim());
    if (refused) {
      setConfirming(false);
      if (typeof refused === 'string') setError(refused);
      else setRefusal(refused);
      return;
    }
    setText('');
    setConfirming(false);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || refusal?.final) return;
    const invalid = validate?.(text.trim()) ?? null;
    setError(invalid);
    if (invalid) return;
    if (confirm && !confirming) {
      setConfirming(true);
      return;
    }
    void send();
  };

  const color = danger ? 'red.9' : undefined;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={confirming ? (texts.confirmTitle ?? texts.title) : texts.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': texts.dismiss ?? texts.close }}
    >
      <form onSubmit={submit} noValidate data-testid={testId}>
        {refusal && (
          <Alert color="red" role="alert" mb="md" data-testid="dialog-error">
            {refusal.alert}
          </Alert>
        )}
        {confirming ? (
          <Stack gap="md">
            <Alert color={danger ? 'red' : 'blue'} variant="light">
              {confirm}
            </Alert>
            {text.trim() && (
              <Blockquote color={danger ? 'red' : 'blue'} p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {text.trim()}
              </Blockquote>
            )}
            <Group justify="flex-end" gap="sm">
              <Button type="button" variant="default" onClick={() => setConfirming(false)} disabled={busy}>
                {texts.back}
              </Button>
              <Button type="submit" color={color} loading={busy} data-autofocus>
                {texts.submit}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{texts.lead}</Text>
            {field && (
              <GrowingTextarea
                label={field.label}
                description={<DescriptionWithCount help={field.description} count={field.count(text.length)} over={text.length > field.max} />}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  if (error) setError(null);
                }}
                error={error}
                styles={READABLE_ERROR}
                required={field.required}
                minRows={4}
                maxRows={12}
                data-autofocus
              />
            )}
            {field && warning?.(text)}
            {!field && error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button type="button" variant="default" onClick={close} disabled={busy}>
                {texts.close}
              </Button>
              {!refusal?.final && (
                <Button type="submit" color={color} loading={busy} data-autofocus={field ? undefined : true}>
                  {confirm ? texts.next : texts.submit}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </form>
    </Modal>
  );
}

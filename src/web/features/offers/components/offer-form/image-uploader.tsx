import { Alert, Button, FileButton, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error-text.ts';
import { PlusIcon } from '../../../../components/icons.tsx';
import { useLanguage } from '../../../../lib/use-language.ts';
import { ACCEPTED_IMAGE_TYPES, refuseImage, uploadFailure, uploadOfferImage } from '../../api/upload-offer-image.ts';
import type { FormImage } from '../../lib/offer-form-values.ts';
import { ImageThumbnails } from './image-thumbnails.tsx';

export const MAX_OFFER_IMAGES = 10;

interface Upload {
  key: string;
  name: string;
  progress: number;
  /** Queued behind another upload of this form. */
  waiting: boolean;
}

interface Problem {
  key: string;
  text: string;
}

interface ImageUploaderProps {
  id: string;
  value: FormImage[];
  onChange: (images: FormImage[]) => void;
  /** The field's error (already translated), e.g. "Add at least one image." */
  error?: string | undefined;
  /** Told whether uploads are running, so the form can wait for them. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

let uploadSeq = 0;

/**
 * Offer images: each chosen file is checked (type and size) and uploaded, one after another in
 * the order chosen (the server takes one upload of a user at a time, and the order of completion
 * is the order of the images), with its progress. Uploaded images show as thumbnails that can be
 * moved earlier or later and removed; the first is the one lists show. A failure says once what
 * is wrong with the file; only a failed connection suggests trying again.
 */
export function ImageUploader({ id, value, onChange, error, onBusyChange, disabled }: ImageUploaderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [missing, setMissing] = useState(false);
  const resetRef = useRef<() => void>(null);
  // Uploads finish after renders; they add to the latest images, not the ones of their start.
  const valueRef = useRef(value);
  valueRef.current = value;
  const aborts = useRef(new Set<AbortController>());
  // The tail of this form's upload line.
  const line = useRef<Promise<void>>(Promise.resolve());
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  useEffect(() => {
    onBusyChange?.(uploads.length > 0);
  }, [uploads.length, onBusyChange]);

  const commit = (next: FormImage[]) => {
    valueRef.current = next;
    onChange(next);
  };

  const addProblem = (text: string) => setProblems((list) => [...list, { key: `p${++uploadSeq}`, text }]);

  const upload = async (key: string, file: File, controller: AbortController) => {
    if (controller.signal.aborted) return;
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, waiting: false } : u)));
    try {
      const image = await uploadOfferImage(file, {
        signal: controller.signal,
        onProgress: (fraction) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, progress: fraction } : u))),
      });
      commit([...valueRef.current, { image_id: image.image_id, url: image.url, thumbnail_url: image.thumbnail_url }]);
    } catch (err) {
      if (controller.signal.aborted) return;
      addProblem(t(`offer_register.images.failed_${uploadFailure(err)}`, { name: file.name }));
    } finally {
      aborts.current.delete(controller);
      setUploads((list) => list.filter((u) => u.key !== key));
    }
  };

  const start = (file: File) => {
    const key = `u${++uploadSeq}`;
    const controller = new AbortController();
    aborts.current.add(controller);
    setUploads((list) => [...list, { key, name: file.name, progress: 0, waiting: true }]);
    line.current = line.current.then(() => upload(key, file, controller));
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...valueRef.current];
    const to = index + by;
    const [image] = next.splice(index, 1);
    if (!image || to < 0 || to > next.length) return;
    next.splice(to, 0, image);
    commit(next);
    setAnnouncement(t('offer_register.images.moved', { position: to + 1, count: next.length }));
    // Keep the focus on the moved image: on the same button, or the other one at either end.
    const atEnd = by < 0 ? to === 0 : to === next.length - 1;
    setFocusAfterMove(`${image.image_id}:${atEnd ? (by < 0 ? 'later' : 'earlier') : by < 0 ? 'earlier' : 'later'}`);
  };

  useEffect(() => {
    if (!focusAfterMove) return;
    moveButtons.current.get(focusAfterMove)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, value]);

  const moveButtonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  };

  const choose = (files: File[]) => {
    resetRef.current?.();
    let room = MAX_OFFER_IMAGES - valueRef.current.length - uploads.length;
    for (const file of files) {
      const refusal = refuseImage(file);
      if (refusal) {
        addProblem(t(`offer_register.images.refused_${refusal}`, { name: file.name }));
        continue;
      }
      if (room <= 0) {
        addProblem(t('offer_register.images.refused_count', { name: file.name }));
        continue;
      }
      room -= 1;
      start(file);
    }
  };

  const full = value.length + uploads.length >= MAX_OFFER_IMAGES;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id={helpId}>
        {t('offer_register.images.help')}
      </Text>
      <Group gap="sm">
        <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES.join(',')} multiple resetRef={resetRef} disabled={disabled || full}>
          {(props) => (
            <Button
              {...props}
              id={id}
              variant="light"
              leftSection={<PlusIcon size={16} />}
              aria-describedby={error ? `${helpId} ${errorId}` : helpId}
              disabled={disabled || full}
            >
              {t('offer_register.images.add')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" aria-live="polite">
          {t('offer_register.images.count', { count: value.length, max: MAX_OFFER_IMAGES })}
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red.9" id={errorId} role="alert">
          {error}
        </Text>
      )}
      <div role="status" aria-live="polite">
        {problems.map((problem) => (
          <Alert
            key={problem.key}
            color="red"
            variant="light"
            mb="xs"
            data-testid="upload-error"
            withCloseButton
            closeButtonLabel={t('offer_register.images.dismiss')}
            onClose={() => setProblems((list) => list.filter((p) => p.key !== problem.key))}
          >
            {problem.text}
          </Alert>
        ))}
      </div>
      {uploads.length > 0 && (
        <Stack gap="xs">
          {uploads.map((upload) => (
            <div key={upload.key}>
              <Text size="sm" mb={4} truncate="end" c={upload.waiting ? 'dimmed' : undefined}>
                {t(upload.waiting ? 'offer_register.images.waiting' : 'offer_register.images.uploading', { name: upload.name })}
              </Text>
              <Progress
                value={Math.round(upload.progress * 100)}
                animated={!upload.waiting}
                aria-label={t('offer_register.images.progress', { name: upload.name })}
              />
            </div>
          ))}
        </Stack>
      )}
      {missing && (
        <Alert color="orange" variant="light" data-testid="image-missing">
          {errorMessage('image_missing', language)}
        </Alert>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {value.length > 0 && (
        <ImageThumbnails
          images={value}
          disabled={disabled}
          moveButtonRef={moveButtonRef}
          onMove={move}
          onRemove={(imageId) => commit(valueRef.current.filter((candidate) => candidate.image_id !== imageId))}
          onImageError={() => setMissing(true)}
        />
      )}
    </Stack>
  );
}

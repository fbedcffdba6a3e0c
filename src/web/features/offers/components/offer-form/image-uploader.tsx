import { ActionIcon, Alert, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { PlusIcon } from '../../../../components/icons.tsx';
import { ACCEPTED_IMAGE_TYPES, refuseImage, uploadOfferImage } from '../../api/upload-offer-image.ts';
import type { FormImage } from '../../lib/offer-form-values.ts';
import classes from './offer-form.module.css';

export const MAX_OFFER_IMAGES = 10;

interface Upload {
  key: string;
  name: string;
  progress: number;
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
 * Offer images: each chosen file is checked (type and size) and uploaded at once, with its
 * progress; uploaded images show as thumbnails that can be removed. Failures show SPEC §8's
 * "Upload failed, try again" with the server's reason.
 */
export function ImageUploader({ id, value, onChange, error, onBusyChange, disabled }: ImageUploaderProps) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [missing, setMissing] = useState(false);
  const resetRef = useRef<() => void>(null);
  // Uploads finish after renders; they add to the latest images, not the ones of their start.
  const valueRef = useRef(value);
  valueRef.current = value;
  const aborts = useRef(new Set<AbortController>());

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

  const start = (file: File) => {
    const key = `u${++uploadSeq}`;
    const controller = new AbortController();
    aborts.current.add(controller);
    setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
    uploadOfferImage(file, {
      signal: controller.signal,
      onProgress: (fraction) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, progress: fraction } : u))),
    })
      .then((image) => {
        commit([...valueRef.current, { image_id: image.image_id, url: image.url, thumbnail_url: image.thumbnail_url }]);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const reason = isApiError(err) && err.body?.message ? `${t('offer.errors.upload_failed')} ${err.body.message}` : t('offer.errors.upload_failed');
        addProblem(t('offer_register.images.failed_file', { name: file.name, reason }));
      })
      .finally(() => {
        aborts.current.delete(controller);
        setUploads((list) => list.filter((u) => u.key !== key));
      });
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
              <Text size="sm" mb={4} truncate="end">
                {t('offer_register.images.uploading', { name: upload.name })}
              </Text>
              <Progress
                value={Math.round(upload.progress * 100)}
                animated
                aria-label={t('offer_register.images.progress', { name: upload.name })}
              />
            </div>
          ))}
        </Stack>
      )}
      {missing && (
        <Alert color="orange" variant="light" data-testid="image-missing">
          {t('offer.errors.image_missing')}
        </Alert>
      )}
      {value.length > 0 && (
        <ul className={classes.thumbnails} aria-label={t('offer_register.images.label')}>
          {value.map((image, index) => (
            <li key={image.image_id} className={classes.thumbnail}>
              <Image
                src={image.thumbnail_url}
                alt={t('offer_register.images.uploaded_alt', { index: index + 1 })}
                h={110}
                fit="cover"
                onError={() => setMissing(true)}
              />
              <ActionIcon
                pos="absolute"
                top={6}
                right={6}
                variant="default"
                radius="xl"
                size="lg"
                aria-label={t('offer_register.images.remove', { index: index + 1 })}
                disabled={disabled}
                onClick={() => commit(valueRef.current.filter((candidate) => candidate.image_id !== image.image_id))}
              >
                <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" aria-hidden="true">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

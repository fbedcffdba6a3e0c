import { ActionIcon, Badge, Box, Group, Image, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormImage } from '../../lib/offer-form-values.ts';
import classes from './offer-form.module.css';

export interface ImageThumbnailsProps {
  images: FormImage[];
  disabled: boolean | undefined;
  /** Each move button's element, by `<image id>:earlier` or `<image id>:later`, to keep the focus on a moved image. */
  moveButtonRef: (key: string) => (element: HTMLButtonElement | null) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (imageId: string) => void;
  /** A thumbnail did not load (the image is gone from the server). */
  onImageError: () => void;
}

/** The uploaded images in their order (docs/product/limits.md#offer-form), the first the one lists show: each moved earlier or later, or removed. */
export function ImageThumbnails({ images, disabled, moveButtonRef, onMove, onRemove, onImageError }: ImageThumbnailsProps) {
  const { t } = useTranslation();
  return (
    <ol className={classes.thumbnails} aria-label={t('offer_register.images.label')}>
      {images.map((image, index) => (
        <li key={image.image_id} className={classes.thumbnail} data-testid="uploaded-image">
          <Box pos="relative">
            <Image
              src={image.thumbnail_url}
              alt={t('offer_register.images.uploaded_alt', { index: index + 1 })}
              h={110}
              fit="cover"
              onError={onImageError}
            />
            {index === 0 && (
              <Badge pos="absolute" left={6} bottom={6} color="dark" variant="filled" size="sm" data-testid="first-image-badge">
                {t('offer_register.images.first')}
              </Badge>
            )}
          </Box>
          <Group justify="space-between" gap={4} p={4} wrap="nowrap">
            <MoveButton
              buttonRef={moveButtonRef(`${image.image_id}:earlier`)}
              label={t('offer_register.images.move_earlier', { index: index + 1 })}
              disabled={disabled || index === 0}
              onClick={() => onMove(index, -1)}
            >
              <path d="m15 6-6 6 6 6" />
            </MoveButton>
            <Text size="xs" c="dimmed" aria-hidden="true">
              {index + 1} / {images.length}
            </Text>
            <MoveButton
              buttonRef={moveButtonRef(`${image.image_id}:later`)}
              label={t('offer_register.images.move_later', { index: index + 1 })}
              disabled={disabled || index === images.length - 1}
              onClick={() => onMove(index, 1)}
            >
              <path d="m9 6 6 6-6 6" />
            </MoveButton>
          </Group>
          <ActionIcon
            pos="absolute"
            top={6}
            right={6}
            variant="default"
            radius="xl"
            size="lg"
            aria-label={t('offer_register.images.remove', { index: index + 1 })}
            disabled={disabled}
            onClick={() => onRemove(image.image_id)}
          >
            <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </ActionIcon>
        </li>
      ))}
    </ol>
  );
}

interface MoveButtonProps {
  label: string;
  disabled: boolean | undefined;
  onClick: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
  /** The arrow's path. */
  children: ReactNode;
}

function MoveButton({ label, disabled, onClick, buttonRef, children }: MoveButtonProps) {
  return (
    <ActionIcon ref={buttonRef} variant="default" size="lg" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {children}
      </svg>
    </ActionIcon>
  );
}

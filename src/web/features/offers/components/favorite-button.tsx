import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/icons.tsx';
import { useSetFavorite } from '../api/set-favorite.ts';

export interface FavoriteButtonProps {
  offerId: string;
  /** The offer's title, so each button of a list has its own accessible name. */
  title: string;
  isFavorite: boolean;
  size?: 'xs' | 'sm' | 'md';
  /**
   * `toggle` (search, detail): a pressed/unpressed "Favorite" button. `remove` (the favourites
   * list, where every row is a favourite): a plain "Remove" button, since its row leaves the list.
   */
  mode?: 'toggle' | 'remove';
}

/**
 * The one favourite button. As a toggle it is pressed while the offer is among the user's
 * favourites (aria-pressed), so its name stays "Favorite" and only its state changes; the state
 * changes at once and goes back to what it was if the call fails.
 */
export function FavoriteButton({ offerId, title, isFavorite, size = 'sm', mode = 'toggle' }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const mutation = useSetFavorite();
  const [pressed, setPressed] = useState(isFavorite);
  useEffect(() => setPressed(isFavorite), [isFavorite]);

  const toggle = () => {
    const next = !pressed;
    setPressed(next);
    mutation.mutate({ offerId, favorite: next }, { onError: () => setPressed(!next) });
  };
  const remove = () => mutation.mutate({ offerId, favorite: false });

  const button =
    mode === 'remove' ? (
      <Button
        size={size}
        variant="default"
        leftSection={<StarIcon size={16} />}
        aria-label={t('offer_pages.favorite.remove_named', { title })}
        loading={mutation.isPending}
        onClick={remove}
        data-testid="remove-favorite"
      >
        {t('offer_pages.favorite.remove')}
      </Button>
    ) : (
      <Button
        size={size}
        variant={pressed ? 'filled' : 'default'}
        color={pressed ? 'yellow.8' : undefined}
        c={pressed ? 'dark.9' : undefined}
        leftSection={<StarIcon size={16} fill={pressed ? 'currentColor' : 'none'} />}
        aria-pressed={pressed}
        aria-label={t('offer_pages.favorite.named', { title })}
        title={t(pressed ? 'offer_pages.favorite.remove' : 'offer_pages.favorite.add')}
        loading={mutation.isPending}
        onClick={toggle}
        data-testid="favorite-button"
      >
        {t('offer_pages.favorite.label')}
      </Button>
    );

  return (
    <Stack gap={4} align="flex-start">
      {button}
      {mutation.isError && (
        <Text size="xs" c="red.8" role="alert">
          {t('offer_pages.favorite.failed')}
        </Text>
      )}
    </Stack>
  );
}

import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './field-list.module.css';

export interface FieldItem {
  key: string;
  label: string;
  /** null or empty shows "Not registered". */
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label–value pairs as a description list; two columns where the list is 28rem wide or more. */
export function FieldList({ items }: { items: FieldItem[] }) {
  const { t } = useTranslation();
  return (
    <dl className={classes.list}>
      {items.map((item) => (
        <div key={item.key} className={classes.row}>
          <dt className={classes.label}>{item.label}</dt>
          <dd className={classes.value}>
            {isEmpty(item.value) ? (
              <Text span c="dimmed">
                {t('common.not_registered')}
              </Text>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

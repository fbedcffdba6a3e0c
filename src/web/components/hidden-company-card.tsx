import { Alert, Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldItem } from './field-list.tsx';
import { StackedFields } from './stacked-fields.tsx';

export interface HiddenCompanyCardProps {
  /** The card's test id; its heading's id is `{name}-title`. */
  name: string;
  title: string;
  /** What the viewer may know of the company (before disclosure: country, industry, size band; docs/product/visibility.md#hidden-names). */
  items: FieldItem[];
  /** `{prefix}-{key}` on each value, when a page's tests read them. */
  valueTestIdPrefix?: string;
  /** Why the rest is hidden; none once the names are disclosed. */
  notice?: ReactNode;
}

/**
 * Another company as the server lets this viewer know it, in a card for a side column: the offer
 * company on an offer's partner page, the counterpart on the NDA page. It shows only the items the
 * page passes, which the page builds from the server's answer alone.
 */
export function HiddenCompanyCard({ name, title, items, valueTestIdPrefix, notice }: HiddenCompanyCardProps) {
  return (
    <Card component="section" aria-labelledby={`${name}-title`} data-testid={name}>
      <Title id={`${name}-title`} order={2} size="h4" mb="sm">
        {title}
      </Title>
      <StackedFields items={items} testIdPrefix={valueTestIdPrefix} />
      {notice && (
        <Alert color="indigo" variant="light" mt="md">
          {notice}
        </Alert>
      )}
    </Card>
  );
}

import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Badge, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../api/get-users.ts';
import { personName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The organisation's members (`GET users`), for its administrators; `signs`: a company's, with the contract signatory column. */
export function MembersTable({ captionId, signs }: { captionId: string; signs: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending, isError } = useUsers();

  if (isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (isError) return <Alert color="red">{t('settings.members_failed')}</Alert>;
  if (data.items.length === 0) return <Text>{t('settings.members_empty')}</Text>;

  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('settings.members_count', { count: data.total })}
      </Text>
      {/* On a phone the table scrolls sideways; the region is focusable so keyboards can scroll it too. */}
      <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-labelledby={captionId}>
        <Table striped highlightOnHover aria-labelledby={captionId} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fields.name')}</Table.Th>
              <Table.Th scope="col">{t('fields.email')}</Table.Th>
              <Table.Th scope="col">{t('fields.user_type')}</Table.Th>
              {signs && <Table.Th scope="col">{t('fields.is_contract_signatory')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((member) => (
              <Table.Tr key={member.user_id}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {personName(member, language)}
                  </Text>
                  {member.display_name?.trim() && member.display_name !== member.name && (
                    <Text size="xs" c="dimmed">
                      {member.name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {member.email ?? (
                    <Text span size="sm" c="dimmed">
                      {t('common.not_registered')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant={member.user_type === 'administrator' ? 'filled' : 'light'}>
                    {t(`user_type.${member.user_type}`)}
                  </Badge>
                </Table.Td>
                {signs && <Table.Td>{member.is_contract_signatory ? t('common.yes') : t('common.no')}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../shared/enum-values.ts';
import type { GlossaryGroup, GlossaryGroupBody } from '../../../../shared/schemas/glossary.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageTextGate } from '../../../components/page-text-gate.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { loadPageText } from '../../../lib/page-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GLOSSARY_PAGE_SIZE, glossaryCsvHref, useGlossary, useImportGlossary, useRemoveGlossaryGroup, useSaveGlossaryGroup } from '../api/glossary.ts';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';

/** The columns in the order the operator reads them (the CSV file's too). */
const COLUMNS: readonly Language[] = ['ja', 'en', 'th'];
const CAPTION_ID = 'glossary-caption';

/** A group's terms in one line, for the labels of its buttons. */
const termsOf = (group: GlossaryGroup) => COLUMNS.flatMap((language) => group[language]).slice(0, 3).join(' / ');

/** The server's field messages by language (`ja`, `ja.0`, …), and the others. */
function fieldErrors(error: unknown): { byLanguage: Partial<Record<Language, string[]>>; other: string[] } {
  const fields = isApiError(error) ? (error.body?.fields ?? {}) : {};
  const byLanguage: Partial<Record<Language, string[]>> = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(fields)) {
    const language = LANGUAGES.find((l) => path === l || path.startsWith(`${l}.`));
    if (language) byLanguage[language] = [...(byLanguage[language] ?? []), ...messages];
    else other.push(...messages);
  }
  return { byLanguage, other };
}

/** Adds or edits a group: three multiline fields, one term per line. */
function GroupEditor({ group, onDone }: { group: GlossaryGroup | null; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('glossary');
  const save = useSaveGlossaryGroup();
  const titleId = useId();
  const [values, setValues] = useState<Record<Language, string>>(() => ({
    ja: group?.ja.join('\n') ?? '',
    en: group?.en.join('\n') ?? '',
    th: group?.th.join('\n') ?? '',
  }));
  const [failed, setFailed] = useState(false);
  const firstField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const errors = fieldErrors(save.error);

  const submit = async () => {
    setFailed(false);
    const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
    const body: GlossaryGroupBody = { ja: lines(values.ja), en: lines(values.en), th: lines(values.th) };
    try {
      await save.mutateAsync({ id: group?.id ?? null, body });
      onDone(true);
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) setFailed(true);
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} data-testid="glossary-editor">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <div>
            <Title id={titleId} order={2} size="h4">
              {group ? t('edit_title') : t('add_title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('terms_hint')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {COLUMNS.map((language, i) => (
              <GrowingTextarea
                key={language}
                ref={i === 0 ? firstField : undefined}
                label={t(language)}
                name={language}
                lang={language}
                minRows={3}
                maxRows={10}
                value={values[language]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((previous) => ({ ...previous, [language]: value }));
                }}
                error={errors.byLanguage[language]?.join(' ')}
                data-testid={`glossary-terms-${language}`}
              />
            ))}
          </SimpleGrid>
          {(failed || errors.other.length > 0) && (
            <Alert color="red" role="alert">
              {errors.other.length ? errors.other.join(' ') : t('save_failed')}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={save.isPending} data-testid="glossary-save">
              {t('save')}
            </Button>
            <Button variant="default" onClick={() => onDone(false)}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** `/kokopelli/glossary`: the operator's business glossary (docs/decisions/051-glossary.md). */
export function GlossaryPage() {
  return (
    <PageTextGate section="glossary">
      <Glossary />
    </PageTextGate>
  );
}

function Glossary() {
  const { t } = useTranslation('glossary');
  useDocumentTitle(t('title'));
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useGlossary(q, page);
  const remove = useRemoveGlossaryGroup();
  const importCsv = useImportGlossary();
  const [editing, setEditing] = useState<GlossaryGroup | 'new' | null>(null);
  const [removing, setRemoving] = useState<GlossaryGroup | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<{ color: 'teal' | 'red'; text: string; lines?: string[] } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / GLOSSARY_PAGE_SIZE));

  useEffect(() => {
    if (removing || file) confirmButton.current?.focus();
  }, [removing, file]);

  const confirmRemove = async (group: GlossaryGroup) => {
    setNotice(null);
    try {
      await remove.mutateAsync(group.id);
      setNotice({ color: 'teal', text: t('removed') });
    } catch {
      setNotice({ color: 'red', text: t('remove_failed') });
    }
    setRemoving(null);
  };

  const confirmImport = async (chosen: File) => {
    setNotice(null);
    try {
      const result = await importCsv.mutateAsync(await chosen.text());
      setNotice({ color: 'teal', text: t('imported', result) });
    } catch (error) {
      setNotice({ color: 'red', text: t('import_failed'), lines: isApiError(error) ? Object.values(error.body?.fields ?? {}).flat() : [] });
    }
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setNotice(null);
    setFile(event.currentTarget.files?.[0] ?? null);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <Group gap="sm">
            <Button onClick={() => setEditing('new')} disabled={editing !== null} data-testid="glossary-add">
              {t('add')}
            </Button>
            <Button component="a" variant="default" href={glossaryCsvHref()} download="glossary.csv" data-testid="glossary-export">
              {t('export')}
            </Button>
          </Group>
        }
      />

      <Card withBorder padding="md" component="section" aria-label={t('import')}>
        <Stack gap="xs">
          <label htmlFor="glossary-import-file">
            <Text size="sm" fw={500} component="span">
              {t('import_label')}
            </Text>
          </label>
          <input id="glossary-import-file" ref={fileInput} type="file" accept=".csv,text/csv" onChange={chooseFile} data-testid="glossary-import-file" />
          {file && (
            <Alert color="orange" variant="light" role="alertdialog" aria-label={t('import')}>
              <Stack gap="xs">
                <Text size="sm">{t('import_confirm', { name: file.name })}</Text>
                <Group gap="sm">
                  <Button ref={confirmButton} color="red.9" loading={importCsv.isPending} onClick={() => void confirmImport(file)} data-testid="glossary-import-confirm">
                    {t('import_yes')}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => {
                      setFile(null);
                      if (fileInput.current) fileInput.current.value = '';
                    }}
                  >
                    {t('cancel')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Card>

      {editing !== null && (
        <GroupEditor
          key={editing === 'new' ? 'new' : editing.id}
          group={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            setNotice(saved ? { color: 'teal', text: t('saved') } : null);
          }}
        />
      )}

      <div role="status" aria-live="polite">
        {notice && (
          <Alert color={notice.color} variant="light" data-testid="glossary-notice">
            <Text size="sm">{notice.text}</Text>
            {notice.lines?.map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
          </Alert>
        )}
      </div>

      {removing && (
        <Alert color="red" variant="light" role="alertdialog" aria-label={t('remove')} data-testid="glossary-remove-dialog">
          <Stack gap="xs">
            <Text size="sm">{t('remove_confirm', { terms: termsOf(removing) })}</Text>
            <Group gap="sm">
              <Button ref={confirmButton} color="red.9" loading={remove.isPending} onClick={() => void confirmRemove(removing)} data-testid="glossary-remove-confirm">
                {t('remove_yes')}
              </Button>
              <Button variant="default" onClick={() => setRemoving(null)}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      <Stack gap="sm" component="section" aria-labelledby={CAPTION_ID}>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('search_label')}
            placeholder={t('search_placeholder')}
            value={q}
            onChange={(event) => {
              setQ(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 16rem' }}
            data-testid="glossary-search"
          />
          {data && (
            <Text size="sm" c="dimmed" data-testid="glossary-total">
              {t('total', { count: data.total })}
            </Text>
          )}
        </Group>
        <Title id={CAPTION_ID} order={2} size="h4">
          {t('table_caption')}
        </Title>
        {isError && !data ? (
          <Alert color="red" role="alert" data-testid="glossary-failed">
            {t('failed')}
          </Alert>
        ) : isPending || !data ? (
          <Group justify="center" p="xl">
            <Loader aria-label={t('app.loading', { ns: 'translation' })} />
          </Group>
        ) : data.items.length === 0 ? (
          <Text data-testid="glossary-none">{t('none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-labelledby={CAPTION_ID}>
            <Table verticalSpacing="xs" aria-labelledby={CAPTION_ID} data-testid="glossary-table">
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((language) => (
                    <Table.Th scope="col" key={language}>
                      {t(language)}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((group) => (
                  <Table.Tr key={group.id} data-testid="glossary-row" data-group-id={group.id}>
                    {COLUMNS.map((language) => (
                      <Table.Td key={language} lang={language}>
                        {group[language].join(', ')}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="compact-sm" variant="outline" aria-label={t('edit_label', { terms: termsOf(group) })} onClick={() => setEditing(group)} data-testid="glossary-edit">
                          {t('edit')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="outline"
                          color="red.9"
                          aria-label={t('remove_label', { terms: termsOf(group) })}
                          onClick={() => setRemoving(group)}
                          data-testid="glossary-remove"
                        >
                          {t('remove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Group gap="sm" justify="center">
            <Button variant="default" size="compact-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('previous')}
            </Button>
            <Text size="sm">{t('page', { page, pages })}</Text>
            <Button variant="default" size="compact-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('next')}
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}

/** The page, once its text (a page section) is loaded in the reader's language. */
export async function loadGlossaryPage() {
  await loadPageText('glossary');
  return GlossaryPage;
}

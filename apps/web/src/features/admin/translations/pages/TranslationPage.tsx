import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Publish from '@mui/icons-material/Publish';
import { useTranslation } from '#web/lib/i18n/react';
import { useTranslations } from '../api/get-translations';
import { AdminPage } from '#web/features/admin/components/AdminPage';
import { useSearchState } from '#web/features/admin/lib/search-state';
import { HistoryList } from '../components/HistoryList';
import { ImportExportButtons } from '../components/ImportExportButtons';
import { PublishDialog } from '../components/PublishDialog';
import { StringsView } from '../components/StringsView';
import { translationSearchSchema, type TranslationSearch } from '../lib/translation-search';
import { VersionDialog } from '../components/VersionDialog';

/**
 * /admin/settings/translation (MANAGER and ADMIN): edit UI strings in place as drafts, publish
 * them with a memo, browse the published versions; exchange them as a spreadsheet.
 */
export default function TranslationPage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(translationSearchSchema);
  const [publishing, setPublishing] = useState(false);
  const list = useTranslations({
    namespace: search.namespace,
    q: search.q,
    status: search.status,
    lang: search.lang,
    page: search.page,
  });
  const pending = list.data?.pending ?? 0;
  const showView = (view: TranslationSearch['view']) => update({ view: view === 'strings' ? undefined : view }, false);

  return (
    <AdminPage
      title={t('admin:translations.title')}
      actions={
        <>
          <ImportExportButtons />
          <Button variant="contained" startIcon={<Publish aria-hidden />} onClick={() => setPublishing(true)}>
            {t('admin:translations.publishWithCount', { pending })}
          </Button>
        </>
      }
    >
      <Tabs
        value={search.view}
        onChange={(_event, view: TranslationSearch['view']) => showView(view)}
        aria-label={t('admin:translations.views')}
      >
        <Tab value="strings" label={t('admin:translations.strings')} id="tab-strings" aria-controls="panel-strings" />
        <Tab value="history" label={t('admin:translations.history')} id="tab-history" aria-controls="panel-history" />
      </Tabs>
      <Stack spacing={2} role="tabpanel" id={`panel-${search.view}`} aria-labelledby={`tab-${search.view}`}>
        {search.view === 'strings' ? (
          <StringsView search={search} list={list} onChange={update} />
        ) : (
          <HistoryList
            page={search.historyPage}
            onPage={(historyPage) => update({ historyPage }, false)}
            onOpen={(version) => update({ version }, false)}
          />
        )}
      </Stack>
      <PublishDialog open={publishing} pending={pending} onClose={() => setPublishing(false)} />
      {search.version !== undefined && (
        <VersionDialog id={search.version} onClose={() => update({ version: undefined }, false)} />
      )}
    </AdminPage>
  );
}

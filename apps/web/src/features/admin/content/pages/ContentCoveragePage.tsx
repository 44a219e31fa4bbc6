import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Coverage } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import { CONTENT_TYPES } from '@atrium/shared/content/registry';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';
import { AdminErrorAlert } from '../../components/AdminErrorAlert';
import { AdminPage } from '../../components/AdminPage';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { useAdminFormat } from '../../lib/format';
import { useCoverage } from '../api/getCoverage';
import { contentHref, contentTypeNameKey } from '../contentPaths';

type Counts = Coverage[number];
interface CoverageRow {
  type: ContentType;
  counts: Partial<Record<Language, Counts>>;
}

/** /admin/content (MANAGER and ADMIN): every type by language, how many items lack or have stale translations. */
export default function ContentCoveragePage() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const coverage = useCoverage();
  const rows: CoverageRow[] = CONTENT_TYPES.map((type) => ({
    type,
    counts: Object.fromEntries((coverage.data ?? []).filter((c) => c.type === type.type).map((c) => [c.lang, c])),
  }));
  const cell = (counts: Counts | undefined) =>
    counts
      ? t('admin:content.coverage.cell', {
          total: format.number(counts.total),
          missing: format.number(counts.missing),
          stale: format.number(counts.stale),
        })
      : '—';
  const columns: DataColumn<CoverageRow>[] = [
    {
      header: t('admin:content.coverage.type'),
      cell: (row) => (
        <Link
          component={RouterLink}
          to={row.type.singleton ? contentHref.editor(row.type.type, 1) : contentHref.list(row.type.type)}
        >
          {t(contentTypeNameKey(row.type.type))}
        </Link>
      ),
    },
    ...LANGUAGES.map((lang) => ({
      header: LANGUAGE_NAMES[lang],
      cell: (row: CoverageRow) => cell(row.counts[lang]),
    })),
  ];
  return (
    <AdminPage title={t('admin:content.coverage.title')}>
      <Typography color="text.secondary">{t('admin:content.coverage.intro')}</Typography>
      {coverage.isError && <AdminErrorAlert error={coverage.error} />}
      <LinearProgress sx={{ visibility: coverage.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      <DataTable
        caption={t('admin:content.coverage.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.type.type}
        empty={t('admin:common.noData')}
      />
    </AdminPage>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { Coverage } from '@atrium/shared/api/content-admin';
import { UI_STRINGS_COVERAGE_TYPE } from '@atrium/shared/api/translations';
import { CONTENT_TYPES } from '@atrium/shared/content/registry';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminPage } from '#web/features/admin/components/AdminPage';
import { DataTable, type DataColumn } from '#web/features/admin/components/DataTable';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { useCoverage } from '../api/get-coverage';
import { translationsHref } from '#web/features/admin/translations/lib/translations-href';
import { contentHref, contentTypeNameKey } from '../lib/content-paths';
import { keepWords, tableLayout } from '../lib/layout';
import { FetchingBar } from '../components/list/FetchingBar';

type Counts = Coverage[number];
interface CoverageRow {
  type: string;
  /** The type's list, its only item's editor, or the UI strings' translation screen. */
  href: string;
  counts: Partial<Record<Language, Counts>>;
}

/**
 * /admin/content (MANAGER and ADMIN): every type by language, how many items lack or have stale
 * translations; the UI strings last, counted per key.
 */
export default function ContentCoveragePage() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const coverage = useCoverage();
  const countsOf = (type: string) =>
    Object.fromEntries((coverage.data ?? []).filter((c) => c.type === type).map((c) => [c.lang, c]));
  const rows: CoverageRow[] = [
    ...CONTENT_TYPES.map((type) => ({
      type: type.type,
      href: type.singleton ? contentHref.editor(type.type, 1) : contentHref.list(type.type),
      counts: countsOf(type.type),
    })),
    { type: UI_STRINGS_COVERAGE_TYPE, href: translationsHref(), counts: countsOf(UI_STRINGS_COVERAGE_TYPE) },
  ];
  // The count on one line, the gaps under it: in bold when there are any.
  const cell = (counts: Counts | undefined) =>
    counts ? (
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {t('admin:content.coverage.items', { total: format.number(counts.total) })}
        <Typography
          component="span"
          variant="body2"
          color={counts.missing + counts.stale > 0 ? 'text.primary' : 'text.secondary'}
          sx={{ display: 'block', fontWeight: counts.missing + counts.stale > 0 ? 700 : undefined }}
        >
          {t('admin:content.coverage.gaps', {
            missing: format.number(counts.missing),
            stale: format.number(counts.stale),
          })}
        </Typography>
      </Box>
    ) : (
      '—'
    );
  const columns: DataColumn<CoverageRow>[] = [
    {
      header: t('admin:content.coverage.type'),
      cell: (row) => (
        <Link component={RouterLink} to={row.href} sx={{ display: 'inline-block', minWidth: '7rem' }}>
          {t(contentTypeNameKey(row.type))}
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
      <Typography color="text.secondary" sx={keepWords}>
        {t('admin:content.coverage.intro')}
      </Typography>
      {coverage.isError && <AdminErrorAlert error={coverage.error} />}
      <Box sx={{ position: 'relative', ...tableLayout }}>
        <FetchingBar fetching={coverage.isFetching} />
        <DataTable
          caption={t('admin:content.coverage.caption')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.type}
          empty={t('admin:common.noData')}
        />
      </Box>
    </AdminPage>
  );
}

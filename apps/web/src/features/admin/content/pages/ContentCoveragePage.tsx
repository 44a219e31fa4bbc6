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
import { CoverageGapsList, gapsSectionId } from '../components/status/CoverageGapsList';

type Counts = Coverage[number];

/** The row that adds up every content type (not the UI strings, counted per key). */
const ALL_CONTENT = 'all-content';

/** Per language, the counts of the rows `included` takes. */
function sumCounts(coverage: Coverage, included: (type: string) => boolean): Partial<Record<Language, Counts>> {
  const sums: Partial<Record<Language, Counts>> = {};
  for (const c of coverage) {
    if (!included(c.type)) continue;
    const sum = (sums[c.lang] ??= { type: ALL_CONTENT, lang: c.lang, total: 0, missing: 0, stale: 0 });
    sum.total += c.total;
    sum.missing += c.missing;
    sum.stale += c.stale;
  }
  return sums;
}
interface CoverageRow {
  type: string;
  /** The type's list, its only item's editor, or the UI strings' translation screen. */
  href: string;
  counts: Partial<Record<Language, Counts>>;
}

/**
 * /admin/content (MANAGER and ADMIN): every type by language, the share of items translated and
 * up to date, how many lack or have stale translations, all content added up; the UI strings
 * last, counted per key. Below, per language, each item with a gap, linked to its editor.
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
  const contentCounts = sumCounts(coverage.data ?? [], (type) => type !== UI_STRINGS_COVERAGE_TYPE);
  rows.splice(CONTENT_TYPES.length, 0, { type: ALL_CONTENT, href: '', counts: contentCounts });
  // The share up to date, the count, then the gaps (in bold when there are any, leading to the
  // list of them below for content).
  const cell = (row: CoverageRow, lang: Language) => {
    const counts = row.counts[lang];
    if (!counts) return '—';
    const gaps = counts.missing + counts.stale;
    const gapsText = t('admin:content.coverage.gaps', {
      missing: format.number(counts.missing),
      stale: format.number(counts.stale),
    });
    return (
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {counts.total > 0 && (
          <Box component="strong" sx={{ display: 'block' }}>
            {t('admin:content.coverage.percent', { percent: format.percent((counts.total - gaps) / counts.total) })}
          </Box>
        )}
        {t('admin:content.coverage.items', { total: format.number(counts.total) })}
        <Typography
          component="span"
          variant="body2"
          color={gaps > 0 ? 'text.primary' : 'text.secondary'}
          sx={{ display: 'block', fontWeight: gaps > 0 ? 700 : undefined }}
        >
          {gaps > 0 && row.type !== UI_STRINGS_COVERAGE_TYPE ? (
            <Link href={`#${gapsSectionId(lang)}`}>{gapsText}</Link>
          ) : (
            gapsText
          )}
        </Typography>
      </Box>
    );
  };
  const columns: DataColumn<CoverageRow>[] = [
    {
      header: t('admin:content.coverage.type'),
      cell: (row) =>
        row.type === ALL_CONTENT ? (
          <strong>{t('admin:content.coverage.allContent')}</strong>
        ) : (
          <Link component={RouterLink} to={row.href} sx={{ display: 'inline-block', minWidth: '7rem' }}>
            {t(contentTypeNameKey(row.type))}
          </Link>
        ),
    },
    ...LANGUAGES.map((lang) => ({
      header: LANGUAGE_NAMES[lang],
      cell: (row: CoverageRow) => cell(row, lang),
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
      <CoverageGapsList />
    </AdminPage>
  );
}

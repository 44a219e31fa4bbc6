import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '#web/lib/i18n/react';
import { LANGUAGES, LANGUAGE_NAMES } from '@atrium/shared/languages';
import type { TranslationCounts, TranslationRow } from '@atrium/shared/api/translations';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { TranslationCell } from './TranslationCell';

interface TranslationGridProps {
  rows: readonly TranslationRow[];
  /** Per language, the namespace's missing and outdated texts, under the column's name. */
  counts: TranslationCounts;
}

/** Keys down, the five languages across; each row is headed by its key, each cell edits in place. */
export function TranslationGrid({ rows, counts }: TranslationGridProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <TableContainer>
      <Table size="small" sx={{ tableLayout: 'fixed', minWidth: 1000 }}>
        <Box component="caption" sx={visuallyHidden}>
          {t('admin:translations.gridCaption')}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ width: 220 }}>
              {t('admin:translations.key')}
            </TableCell>
            {LANGUAGES.map((lang) => (
              <TableCell key={lang} scope="col">
                <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
                <Box
                  component="span"
                  data-counts={lang}
                  sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem', fontWeight: 400 }}
                >
                  {t('admin:translations.counts', {
                    missing: format.number(counts[lang].missing),
                    stale: format.number(counts[lang].stale),
                  })}
                </Box>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={LANGUAGES.length + 1}>{t('admin:translations.none')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={`${row.namespace}:${row.key}`} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
                  {row.namespace}
                </Box>
                <code>{row.key}</code>
              </TableCell>
              {LANGUAGES.map((lang) => (
                <TableCell key={lang} sx={{ p: 0.5 }}>
                  <TranslationCell
                    row={row}
                    lang={lang}
                    value={row.values[lang]}
                    source={row.values.ko.draft ?? row.values.ko.value}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

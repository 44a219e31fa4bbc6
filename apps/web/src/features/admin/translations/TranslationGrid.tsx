import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '@atrium/shared/languages';
import type { TranslationRow } from '@atrium/shared/api/translations';
import { visuallyHidden } from '../../../components/forms/visuallyHidden';
import { TranslationCell } from './TranslationCell';

/** Keys down, the five languages across; each row is headed by its key, each cell edits in place. */
export function TranslationGrid({ rows }: { rows: readonly TranslationRow[] }) {
  const { t } = useTranslation();
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
                  <TranslationCell row={row} lang={lang} value={row.values[lang]} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

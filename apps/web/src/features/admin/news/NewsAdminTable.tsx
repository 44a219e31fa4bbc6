import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { adminNewsListSchema } from '@atrium/shared/api/news';
import { pickLocalized } from '@atrium/shared/localized';
import { visuallyHidden } from '../../../components/forms/visuallyHidden';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { noticeAdminError } from '../lib/adminErrors';
import { useAdminFormat } from '../lib/format';
import { useSetNewsPublic } from './api/setNewsPublic';
import { NewsArticlesRow } from './NewsArticlesRow';

export type AdminNewsRow = z.infer<typeof adminNewsListSchema>['items'][number];

export const updateHref = (id: number) => `/admin/news/update?id=${id}`;

/** The news items of a page: title (to the editor), date, articles, a public switch, and a disclosure of their articles. */
export function NewsAdminTable({
  rows,
  onDelete,
}: {
  rows: readonly AdminNewsRow[];
  onDelete: (row: AdminNewsRow) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useAdminFormat();
  const toggle = useSetNewsPublic();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <TableContainer>
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          {t('admin:newsAdmin.tableCaption')}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('admin:newsAdmin.columns.title')}</TableCell>
            <TableCell scope="col">{t('admin:newsAdmin.columns.publishedAt')}</TableCell>
            <TableCell scope="col" align="right">
              {t('admin:newsAdmin.columns.articles')}
            </TableCell>
            <TableCell scope="col">{t('admin:newsAdmin.columns.public')}</TableCell>
            <TableCell scope="col">{t('admin:newsAdmin.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{t('admin:newsAdmin.empty')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => {
            const title = pickLocalized(row.title, lang).text;
            const expanded = open === row.id;
            const articlesId = `news-${row.id}-articles`;
            return (
              <Fragment key={row.id}>
                <TableRow>
                  <TableCell>
                    <Link component={RouterLink} to={updateHref(row.id)} sx={{ fontWeight: 700 }}>
                      {title}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.publishedAt)}</TableCell>
                  <TableCell align="right">
                    {t('admin:newsAdmin.articleCounts', {
                      total: format.number(row.articleCount),
                      public: format.number(row.publicArticleCount),
                    })}
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={row.isPublic}
                      disabled={toggle.isPending}
                      onChange={(_e, isPublic) =>
                        toggle.mutate({ newsId: row.id, isPublic }, { onError: noticeAdminError })
                      }
                      slotProps={{ input: { 'aria-label': t('admin:newsAdmin.publicOf', { title }) } }}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-expanded={expanded}
                      aria-controls={articlesId}
                      aria-label={t('admin:newsAdmin.showArticles', { title })}
                      onClick={() => setOpen(expanded ? null : row.id)}
                    >
                      {expanded ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
                    </IconButton>
                    <Button
                      color="error"
                      size="small"
                      aria-label={`${t('admin:newsAdmin.delete')}: ${title}`}
                      onClick={() => onDelete(row)}
                    >
                      {t('admin:newsAdmin.delete')}
                    </Button>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={5} sx={{ p: 0, borderBottom: expanded ? undefined : 0 }}>
                    <Collapse in={expanded} unmountOnExit>
                      <Box id={articlesId} sx={{ px: 2, py: 1.5, ml: 2, borderLeft: 3, borderColor: 'divider' }}>
                        <NewsArticlesRow newsId={row.id} />
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

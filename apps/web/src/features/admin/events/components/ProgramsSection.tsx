import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useTranslation } from '#web/lib/i18n/react';
import type { AdminCategory, AdminProgram } from '@atrium/shared/api/events-admin';
import { pickLocalized } from '@atrium/shared/localized';
import { showNotice } from '#web/components/notice/notice-store';
import { useLanguage } from '#web/lib/i18n/use-language';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { ConfirmDialog } from '#web/features/admin/components/ConfirmDialog';
import { DataTable, type DataColumn } from '#web/features/admin/components/DataTable';
import { noticeAdminError } from '#web/features/admin/lib/admin-errors';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { useAdminCategories, useDeleteProgramItem } from '../api/programs';
import { CategoryForm } from './CategoryForm';
import { ProgramForm } from './ProgramForm';
import { ProgramSessions } from './ProgramSessions';

type Editing =
  | { kind: 'category'; category: AdminCategory | null }
  | { kind: 'program'; program: AdminProgram | null; categoryId: number }
  | { kind: 'sessions'; program: AdminProgram };
type Deleting = { kind: 'category' | 'program'; id: number; title: string };

/** Program categories, their programs and each program's sessions. */
export function ProgramsSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useAdminFormat();
  const categories = useAdminCategories();
  const remove = useDeleteProgramItem();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const name = (title: AdminProgram['title']) => pickLocalized(title, lang).text;
  const close = () => setEditing(null);
  const saved = () => {
    close();
    showNotice('admin:eventAdmin.form.saved', 'success');
  };

  const columns: DataColumn<AdminProgram>[] = [
    { header: t('admin:eventAdmin.programs.title'), cell: (p) => name(p.title) },
    {
      header: t('admin:eventAdmin.form.public'),
      cell: (p) => (p.isPublic ? t('admin:eventAdmin.form.yes') : t('admin:eventAdmin.form.no')),
    },
    { header: t('admin:eventAdmin.programs.sessionCount'), cell: (p) => format.number(p.sessionCount), numeric: true },
    {
      header: t('admin:eventAdmin.form.actions'),
      cell: (p) => (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => setEditing({ kind: 'program', program: p, categoryId: p.categoryId })}
            aria-label={`${t('admin:eventAdmin.form.edit')}: ${name(p.title)}`}
          >
            {t('admin:eventAdmin.form.edit')}
          </Button>
          <Button
            size="small"
            onClick={() => setEditing({ kind: 'sessions', program: p })}
            aria-label={`${t('admin:eventAdmin.sessions.manage')}: ${name(p.title)}`}
          >
            {t('admin:eventAdmin.sessions.manage')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setDeleting({ kind: 'program', id: p.id, title: name(p.title) })}
            aria-label={`${t('admin:eventAdmin.form.delete')}: ${name(p.title)}`}
          >
            {t('admin:eventAdmin.form.delete')}
          </Button>
        </Stack>
      ),
    },
  ];

  if (categories.isError) return <AdminErrorAlert error={categories.error} />;
  if (!categories.data) return <Skeleton variant="rectangular" className={skeletonSizes.h240} />;
  const list = categories.data.categories;
  const dialogTitle =
    editing?.kind === 'category'
      ? t(editing.category ? 'admin:eventAdmin.programs.editCategory' : 'admin:eventAdmin.programs.newCategory')
      : editing?.kind === 'program'
        ? t(editing.program ? 'admin:eventAdmin.programs.editProgram' : 'admin:eventAdmin.programs.newProgram')
        : t('admin:eventAdmin.sessions.heading');
  return (
    <Stack spacing={3}>
      <div>
        <Button
          variant="contained"
          startIcon={<Add aria-hidden />}
          onClick={() => setEditing({ kind: 'category', category: null })}
        >
          {t('admin:eventAdmin.programs.newCategory')}
        </Button>
      </div>
      {list.length === 0 && <Typography color="text.secondary">{t('admin:eventAdmin.programs.empty')}</Typography>}
      {list.map((category) => (
        <Paper
          key={category.id}
          variant="outlined"
          component="section"
          aria-labelledby={`category-${category.id}`}
          sx={{ p: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography
              id={`category-${category.id}`}
              component="h3"
              variant="h6"
              sx={{ fontWeight: 700, flexGrow: 1 }}
            >
              {name(category.title)}
            </Typography>
            <Button
              size="small"
              onClick={() => setEditing({ kind: 'category', category })}
              aria-label={`${t('admin:eventAdmin.form.edit')}: ${name(category.title)}`}
            >
              {t('admin:eventAdmin.form.edit')}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setDeleting({ kind: 'category', id: category.id, title: name(category.title) })}
              aria-label={`${t('admin:eventAdmin.form.delete')}: ${name(category.title)}`}
            >
              {t('admin:eventAdmin.form.delete')}
            </Button>
          </Stack>
          <DataTable
            caption={t('admin:eventAdmin.programs.caption', { category: name(category.title) })}
            columns={columns}
            rows={category.programs}
            rowKey={(p) => String(p.id)}
            empty={t('admin:eventAdmin.programs.noPrograms')}
          />
          <Box sx={{ mt: 1 }}>
            <Button
              size="small"
              startIcon={<Add aria-hidden />}
              onClick={() => setEditing({ kind: 'program', program: null, categoryId: category.id })}
              aria-label={`${t('admin:eventAdmin.programs.newProgram')}: ${name(category.title)}`}
            >
              {t('admin:eventAdmin.programs.newProgram')}
            </Button>
          </Box>
        </Paper>
      ))}
      <Dialog open={editing !== null} onClose={close} aria-labelledby="program-dialog-title" fullWidth maxWidth="md">
        <DialogTitle id="program-dialog-title">{dialogTitle}</DialogTitle>
        <DialogContent>
          {editing?.kind === 'category' && (
            <CategoryForm category={editing.category} onSaved={saved} onCancel={close} />
          )}
          {editing?.kind === 'program' && (
            <ProgramForm
              program={editing.program}
              categories={list}
              categoryId={editing.categoryId}
              onSaved={saved}
              onCancel={close}
            />
          )}
          {editing?.kind === 'sessions' && <ProgramSessions programId={editing.program.id} />}
        </DialogContent>
        {editing?.kind === 'sessions' && (
          <DialogActions>
            <Button onClick={close}>{t('admin:common.close')}</Button>
          </DialogActions>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('admin:eventAdmin.programs.deleteTitle')}
        confirmLabel={t('admin:eventAdmin.form.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { kind: deleting.kind, id: deleting.id },
            {
              onSuccess: () => showNotice('admin:eventAdmin.form.deleted', 'success'),
              onError: noticeAdminError,
              onSettled: () => setDeleting(null),
            },
          )
        }
        onClose={() => setDeleting(null)}
      >
        <Typography>{t('admin:eventAdmin.programs.deleteText', { title: deleting?.title ?? '' })}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}

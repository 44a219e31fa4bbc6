import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import type { Language } from '@atrium/shared/languages';
import { isApiError } from '../../../lib/api/ApiError';
import { showNotice } from '../../../components/notice/noticeStore';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { AdminSection } from '../components/AdminPage';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { noticeAdminError } from '../lib/adminErrors';
import { useDeleteNews } from './api/deleteNews';
import { useSaveNews } from './api/saveNews';
import type { adminNewsSchema } from '@atrium/shared/api/news';
import type { z } from 'zod';
import { ArticleEditor } from './ArticleEditor';
import { CoverField } from './CoverField';
import { errorAt, fieldLabel } from './fieldErrors';
import { LANGUAGE_PANEL_ID, LanguageTabs, languageTabId } from './LanguageTabs';
import {
  coverOf,
  draftOf,
  emptyArticle,
  fromLocalInput,
  inputOf,
  toLocalInput,
  validateDraft,
  type ArticleDraft,
  type FieldErrors,
  type NewsDraft,
} from './newsDraft';
import { NewsPreview } from './NewsPreview';

type AdminNews = z.infer<typeof adminNewsSchema>;

interface NewsFormProps {
  initial: NewsDraft;
  /** After a save: the item as stored. */
  onSaved: (saved: AdminNews) => void;
  /** After the item itself was deleted (only for a stored item). */
  onDeleted?: () => void;
}

type Deleting = { kind: 'news' } | { kind: 'article'; key: string; n: number } | null;

/**
 * Writes or updates a news item and its articles: language tabs (each saying how far it is
 * written), the texts of the open language, the cover and date, publishing, a preview as the
 * public page, and deletion after a confirmation. Checked with the server's schema before sending;
 * the server's own field errors land in the same place.
 */
export function NewsForm({ initial, onSaved, onDeleted }: NewsFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [lang, setLang] = useState<Language>('ko');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState(false);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const save = useSaveNews();
  const remove = useDeleteNews();

  const patch = (change: Partial<NewsDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setText = (field: 'title' | 'summary', text: string) =>
    setDraft((d) => ({ ...d, [field]: { ...d[field], [lang]: text } }));
  const updateArticle = (key: string) => (update: (a: ArticleDraft) => ArticleDraft) =>
    setDraft((d) => ({ ...d, articles: d.articles.map((a) => (a.key === key ? update(a) : a)) }));
  const moveArticle = (index: number, by: -1 | 1) =>
    setDraft((d) => {
      const articles = [...d.articles];
      const [moved] = articles.splice(index, 1);
      if (moved) articles.splice(index + by, 0, moved);
      return { ...d, articles };
    });
  const dropArticle = (key: string) => setDraft((d) => ({ ...d, articles: d.articles.filter((a) => a.key !== key) }));

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    // The summary of what is wrong takes the focus, so it is read out and reachable.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    save.mutate(
      { ...inputOf(draft), ...(draft.id ? { id: draft.id } : {}) },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          showNotice('admin:newsAdmin.saved', 'success');
          onSaved(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) showErrors(error.fields);
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.kind === 'article') {
      const article = draft.articles.find((a) => a.key === deleting.key);
      if (!article?.id) {
        dropArticle(deleting.key);
        setDeleting(null);
        return;
      }
      remove.mutate(
        { kind: 'article', id: article.id },
        {
          onSuccess: () => {
            dropArticle(deleting.key);
            showNotice('admin:newsAdmin.articleDeleted', 'success');
          },
          onError: noticeAdminError,
          onSettled: () => setDeleting(null),
        },
      );
      return;
    }
    if (!draft.id) return;
    remove.mutate(
      { kind: 'news', id: draft.id },
      {
        onSuccess: () => {
          showNotice('admin:newsAdmin.deleted', 'success');
          onDeleted?.();
        },
        onError: noticeAdminError,
        onSettled: () => setDeleting(null),
      },
    );
  };

  const errorEntries = Object.entries(errors);
  const titleError = errorAt(errors, 'title', lang);
  const summaryError = errorAt(errors, 'summary', lang);
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={3}>
        {errorEntries.length > 0 && (
          <Alert severity="error" ref={summaryRef} tabIndex={-1}>
            <Typography sx={{ fontWeight: 700 }}>{t('admin:newsAdmin.invalid')}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {errorEntries.map(([path, code]) => (
                <li key={path}>{`${fieldLabel(path, t)}: ${t(`validation:${code}`)}`}</li>
              ))}
            </Box>
          </Alert>
        )}
        {save.isError && !(isApiError(save.error) && save.error.fields) && <AdminErrorAlert error={save.error} />}

        <AdminSection id="news-texts" title={t('admin:newsAdmin.sections.texts')}>
          <LanguageTabs draft={draft} value={lang} onChange={setLang} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('admin:newsAdmin.languagesHelp')}
          </Typography>
          <Box role="tabpanel" id={LANGUAGE_PANEL_ID} aria-labelledby={languageTabId(lang)} sx={{ pt: 2 }}>
            <Stack spacing={2}>
              <TextField
                label={t('admin:newsAdmin.fields.title')}
                value={draft.title[lang] ?? ''}
                onChange={(event) => setText('title', event.target.value)}
                error={Boolean(titleError)}
                helperText={titleError ? t(`validation:${titleError}`) : t('admin:newsAdmin.titleHelp')}
                slotProps={{ htmlInput: { maxLength: 300, lang } }}
                fullWidth
              />
              <TextField
                label={t('admin:newsAdmin.fields.summary')}
                value={draft.summary[lang] ?? ''}
                onChange={(event) => setText('summary', event.target.value)}
                error={Boolean(summaryError)}
                helperText={summaryError ? t(`validation:${summaryError}`) : undefined}
                slotProps={{ htmlInput: { maxLength: 300, lang } }}
                multiline
                minRows={2}
                fullWidth
              />
              {draft.articles.map((article, index) => (
                <ArticleEditor
                  key={article.key}
                  article={article}
                  index={index}
                  count={draft.articles.length}
                  lang={lang}
                  errors={errors}
                  onChange={updateArticle(article.key)}
                  onMove={(by) => moveArticle(index, by)}
                  onDelete={() => setDeleting({ kind: 'article', key: article.key, n: index + 1 })}
                />
              ))}
              <Box>
                <Button
                  startIcon={<Add aria-hidden />}
                  onClick={() => setDraft((d) => ({ ...d, articles: [...d.articles, emptyArticle()] }))}
                >
                  {t('admin:newsAdmin.article.add')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </AdminSection>

        <AdminSection id="news-settings" title={t('admin:newsAdmin.sections.settings')}>
          <Stack spacing={3}>
            <CoverField
              cover={draft.cover}
              onPick={(item) => patch({ coverId: item?.id ?? null, cover: item ? coverOf(item) : null })}
            />
            <TextField
              type="datetime-local"
              label={t('admin:newsAdmin.fields.publishedAt')}
              value={toLocalInput(draft.publishedAt)}
              onChange={(event) => {
                const iso = fromLocalInput(event.target.value);
                if (iso) patch({ publishedAt: iso });
              }}
              error={Boolean(errors.publishedAt)}
              helperText={errors.publishedAt ? t(`validation:${errors.publishedAt}`) : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 320 }}
            />
            <FormControlLabel
              control={<Switch checked={draft.isPublic} onChange={(_e, isPublic) => patch({ isPublic })} />}
              label={t('admin:newsAdmin.fields.isPublic')}
            />
          </Stack>
        </AdminSection>

        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('admin:common.save')}
          </Button>
          <Button variant="outlined" startIcon={<Visibility aria-hidden />} onClick={() => setPreview(true)}>
            {t('admin:newsAdmin.preview.open')}
          </Button>
          {draft.id && (
            <Button color="error" onClick={() => setDeleting({ kind: 'news' })}>
              {t('admin:newsAdmin.delete')}
            </Button>
          )}
        </Stack>
      </Stack>

      {preview && <NewsPreview draft={draft} lang={lang} onClose={() => setPreview(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t(deleting?.kind === 'article' ? 'admin:newsAdmin.deleteArticleTitle' : 'admin:newsAdmin.deleteTitle')}
        confirmLabel={t('admin:newsAdmin.confirmDelete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Typography>
          {deleting?.kind === 'article'
            ? t('admin:newsAdmin.deleteArticleText', { n: deleting.n })
            : t('admin:newsAdmin.deleteText')}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';
import type { Language } from '@atrium/shared/languages';
import { errorAt } from './fieldErrors';
import type { ArticleDraft, FieldErrors } from './newsDraft';
import { RichTextEditor } from './RichTextEditor';

interface ArticleEditorProps {
  article: ArticleDraft;
  index: number;
  count: number;
  lang: Language;
  errors: FieldErrors;
  /** Gets an update of the latest article (the editor's callbacks may outlive a render). */
  onChange: (update: (article: ArticleDraft) => ArticleDraft) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** One article of the item in the language being edited: title, body, whether it is public, its order. */
export function ArticleEditor({ article, index, count, lang, errors, onChange, onMove, onDelete }: ArticleEditorProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const headingId = `article-${article.key}-heading`;
  const titleError = errorAt(errors, `articles.${index}.title`, lang);
  const bodyError = errorAt(errors, `articles.${index}.body`, lang);
  const bodyErrorId = `article-${article.key}-body-error`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('admin:newsAdmin.article.heading', { n })}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch checked={article.isPublic} onChange={(_e, isPublic) => onChange((a) => ({ ...a, isPublic }))} />
            }
            label={t('admin:newsAdmin.article.public', { n })}
          />
          <IconButton
            aria-label={t('admin:newsAdmin.article.moveUp', { n })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUpward aria-hidden />
          </IconButton>
          <IconButton
            aria-label={t('admin:newsAdmin.article.moveDown', { n })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDownward aria-hidden />
          </IconButton>
          <Button color="error" onClick={onDelete}>
            {t('admin:newsAdmin.article.delete', { n })}
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={2}>
        <TextField
          label={t('admin:newsAdmin.fields.articleTitle', { n })}
          value={article.title[lang] ?? ''}
          onChange={(event) => {
            const text = event.target.value;
            onChange((a) => ({ ...a, title: { ...a.title, [lang]: text } }));
          }}
          error={Boolean(titleError)}
          helperText={titleError ? t(`validation:${titleError}`) : undefined}
          slotProps={{ htmlInput: { maxLength: 300, lang } }}
          fullWidth
        />
        <Box>
          <RichTextEditor
            // A new editor for another language's text: the editor holds its own document.
            key={`${article.key}-${lang}`}
            value={article.body[lang] ?? ''}
            onChange={(html) => onChange((a) => ({ ...a, body: { ...a.body, [lang]: html } }))}
            label={t('admin:newsAdmin.fields.articleBody', { n })}
            lang={lang}
            describedBy={bodyError ? bodyErrorId : undefined}
          />
          {bodyError && (
            <Typography id={bodyErrorId} variant="caption" color="error" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
              {t(`validation:${bodyError}`)}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

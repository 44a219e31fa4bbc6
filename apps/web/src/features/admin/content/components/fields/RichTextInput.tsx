import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { LANGUAGE_NAMES } from '@atrium/shared/languages';
import { RichTextEditor } from './rich-text/RichTextEditor';
import { useEditor } from '../editor/EditorContext';
import { KoreanSource } from './KoreanSource';
import { SourceBeside } from './SourceBeside';
import { StaleMark } from './StaleMark';
import { fieldDomId, useFieldErrors } from './use-field-errors';

/** A `richText` field in the language being edited: the rich-text editor (TipTap), remade for each language. */
export function RichTextInput({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const { lang, clearErrors } = useEditor();
  const path = `${name}.${lang}`;
  const { field } = useController({ name: path });
  const { text } = useFieldErrors(name);
  const translating = lang !== 'ko';
  const sourceId = fieldDomId(name, 'ko-source');
  const errorId = fieldDomId(name, 'error');
  const describedBy = [translating && sourceId, text && errorId].filter(Boolean).join(' ');
  return (
    <SourceBeside
      source={translating && <KoreanSource name={name} id={sourceId} rich />}
      after={translating && <StaleMark name={name} label={label} />}
    >
      <Stack spacing={1}>
        <RichTextEditor
          key={path}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(html) => {
            field.onChange(html);
            clearErrors(name);
          }}
          label={t('admin:content.editor.inLanguage', { field: label, language: LANGUAGE_NAMES[lang] })}
          lang={lang}
          describedBy={describedBy || undefined}
        />
        {text && (
          <Typography id={errorId} variant="caption" color="error" sx={{ mx: 1.75 }}>
            {text}
          </Typography>
        )}
      </Stack>
    </SourceBeside>
  );
}

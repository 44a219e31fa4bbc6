import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { TextInput } from '#web/features/admin/components/TextInput';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { Language } from '@atrium/shared/languages';
import type { TranslationRow } from '@atrium/shared/api/translations';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import { useSaveTranslation } from '../api/save-translation';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { CellState } from './CellState';
import { CellText } from './CellText';

interface TranslationCellProps {
  row: Pick<TranslationRow, 'namespace' | 'key'>;
  lang: Language;
  value: TranslationRow['values'][Language];
  /** The Korean text (draft or published), shown above a translation being edited. */
  source: string;
}

/**
 * One key in one language, edited in place: click (or Enter/Space on the focused cell) opens a
 * textarea; Enter or leaving the field saves a draft, Shift+Enter adds a line, Escape cancels.
 * The focus comes back to the cell afterwards, so the keyboard user keeps their place. Under the
 * text, its translation state (and "still right" for an outdated one); while editing a
 * translation, the Korean it translates above the field.
 */
export function TranslationCell({ row, lang, value, source }: TranslationCellProps) {
  const { t } = useTranslation();
  const save = useSaveTranslation();
  const current = value.draft ?? value.value;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(current);
  // Only a keyboard close (Enter, Escape) gives the focus back: after a click elsewhere the
  // focus belongs where the click put it (possibly another cell's textarea).
  const [refocus, setRefocus] = useState(false);
  const cellRef = useRef<HTMLButtonElement>(null);
  // Enter saves and the field then loses focus: one save, not two.
  const closing = useRef(false);

  useEffect(() => {
    if (!editing && refocus) cellRef.current?.focus();
  }, [editing, refocus]);

  const open = () => {
    closing.current = false;
    setRefocus(false);
    save.reset();
    setText(current);
    setEditing(true);
  };
  const close = (fromKeyboard: boolean) => {
    closing.current = true;
    setRefocus(fromKeyboard);
    setEditing(false);
  };
  const commit = async (fromKeyboard: boolean) => {
    if (closing.current || save.isPending) return;
    if (text === current) return close(fromKeyboard);
    try {
      await save.mutateAsync({ namespace: row.namespace, key: row.key, lang, value: text });
      close(fromKeyboard);
    } catch {
      // Stays open with the error shown, so the text is not lost.
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void commit(true);
    }
  };

  const label = t('admin:translations.cellLabel', { key: `${row.namespace}:${row.key}`, lang: lang.toUpperCase() });
  if (editing) {
    return (
      <Box>
        {lang !== 'ko' && (
          <Box sx={{ mb: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
            <Typography variant="caption" component="p" color="text.secondary" sx={{ fontWeight: 700 }}>
              {t('admin:translations.korean')}
            </Typography>
            <Typography variant="body2" lang="ko" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {source || t('admin:translations.empty')}
            </Typography>
            {value.state === 'stale' && (
              <Typography variant="caption" component="p" color="text.secondary">
                {t('admin:content.stale.text')}
              </Typography>
            )}
          </Box>
        )}
        <TextInput
          multiline
          autoFocus
          fullWidth
          size="small"
          minRows={2}
          value={text}
          disabled={save.isPending}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => void commit(false)}
          slotProps={{ htmlInput: { 'aria-label': label, lang, maxLength: 5000 } }}
          helperText={t('admin:translations.editHelp')}
        />
        {save.isError && <AdminErrorAlert error={save.error} />}
      </Box>
    );
  }
  return (
    <Box>
      <ButtonBase
        ref={cellRef}
        onClick={open}
        sx={{
          display: 'block',
          width: '100%',
          minHeight: 40,
          textAlign: 'left',
          p: 1,
          borderRadius: 1,
          font: 'inherit',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {`${label}: `}
        </Box>
        <CellText value={value} lang={lang} />
      </ButtonBase>
      <CellState row={row} lang={lang} state={value.state} />
    </Box>
  );
}

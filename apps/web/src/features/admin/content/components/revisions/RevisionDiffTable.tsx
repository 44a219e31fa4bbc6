import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '#web/lib/i18n/react';
import type { ContentType } from '@atrium/shared/content/define';
import { isLanguage } from '@atrium/shared/languages';
import type { ContentData } from '@atrium/shared/content/validate';
import { DataTable } from '#web/features/admin/components/DataTable';
import { pathLabel } from '@atrium/shared/content/field-labels';
import { changedFields, textDifference, type FieldChange } from '#web/features/admin/content/lib/revision-diff';

const cellText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
/** A tint of a status colour behind the changed part (its line or underline says it without colour). */
const marked = (color: string) => ({ backgroundColor: alpha(color, 0.14), textDecorationThickness: 2 });

/** The language of a translated value's path ('title.ko' → 'ko'), for its `lang`: the right face and voice. */
const languageOf = (path: string) => {
  const last = path.slice(path.lastIndexOf('.') + 1);
  return isLanguage(last) ? last : undefined;
};

/**
 * One side of a changed value: the part that differs struck through on the revision's side,
 * underlined on the draft's (not by colour alone), the rest as it is.
 */
function Side({ change, side }: { change: FieldChange; side: 'revision' | 'current' }) {
  const { t } = useTranslation();
  const value = change[side];
  if (!value) return <Box sx={{ ...cellText, color: 'text.secondary' }}>{t('admin:content.revisions.emptyValue')}</Box>;
  const { before, removed, added, after } = textDifference(change.revision, change.current);
  // Spaces at the ends of the changed part stay unmarked: an underlined space reads as a stray line.
  const [, lead = '', part = '', trail = ''] =
    /^(\s*)([\s\S]*?)(\s*)$/.exec(side === 'revision' ? removed : added) ?? [];
  return (
    <Box sx={cellText} lang={languageOf(change.path)}>
      {before}
      {lead}
      {part &&
        (side === 'revision' ? (
          <Box component="del" sx={(theme) => marked(theme.palette.error.main)}>
            {part}
          </Box>
        ) : (
          <Box component="ins" sx={(theme) => marked(theme.palette.success.main)}>
            {part}
          </Box>
        ))}
      {trail}
      {after}
    </Box>
  );
}

/** Names other than a revision's, for another pair of versions (an edit conflict: theirs and yours). */
export interface DiffLabels {
  caption: string;
  revision: string;
  current: string;
  /** Said after each field's name (who changed it). */
  note?: (change: FieldChange) => ReactNode;
}

/**
 * The fields a revision and the current draft differ in, side by side (revision left, draft
 * right): what differs is struck through on the left and underlined on the right. `changes` and
 * `labels` compare another pair of versions the same way.
 */
export function RevisionDiffTable({
  type,
  rev,
  revision,
  current,
  changes,
  labels,
}: {
  type: ContentType;
  rev?: number;
  revision?: ContentData;
  current?: ContentData;
  changes?: readonly FieldChange[];
  labels?: DiffLabels;
}) {
  const { t } = useTranslation();
  const rows = changes ?? changedFields(type, revision ?? {}, current ?? {});
  return (
    <DataTable<FieldChange>
      caption={labels?.caption ?? t('admin:content.revisions.diffCaption', { rev })}
      showCaption
      rows={rows}
      rowKey={(change) => change.path}
      empty={t('admin:content.revisions.same')}
      columns={[
        {
          header: t('admin:content.revisions.field'),
          cell: (change) => (
            <>
              {pathLabel(type, change.path, t)}
              {labels?.note && (
                <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                  {labels.note(change)}
                </Box>
              )}
            </>
          ),
        },
        {
          header: labels?.revision ?? t('admin:content.revisions.revisionValue', { rev }),
          cell: (change) => <Side change={change} side="revision" />,
        },
        {
          header: labels?.current ?? t('admin:content.revisions.currentValue'),
          cell: (change) => <Side change={change} side="current" />,
        },
      ]}
    />
  );
}

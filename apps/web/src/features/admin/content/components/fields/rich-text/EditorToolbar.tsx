import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import InsertPhoto from '@mui/icons-material/InsertPhotoOutlined';
import TableChart from '@mui/icons-material/TableChartOutlined';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from '#web/lib/i18n/react';

interface ToolProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A toolbar button: its name is said and shown on hover; toggles say whether they are on. */
function Tool({ label, pressed, disabled, onClick, children }: ToolProps) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the selection in the editor while clicking.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      sx={{
        borderRadius: 1,
        minWidth: 34,
        fontWeight: 700,
        fontSize: '0.9rem',
        color: 'text.primary',
        ...(pressed ? { bgcolor: 'action.selected', color: 'primary.main' } : {}),
      }}
    >
      {children}
    </IconButton>
  );
}

/** Formatting buttons of the article editor; table tools appear while the cursor is in a table. */
export function EditorToolbar({
  editor,
  label,
  onLink,
  onImage,
}: {
  editor: Editor;
  label: string;
  onLink: () => void;
  onImage: () => void;
}) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  const k = (key: string) => t(`admin:richText.editor.${key}`);
  return (
    <Box
      role="toolbar"
      aria-label={t('admin:richText.editor.toolbar', { field: label })}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      {([2, 3, 4] as const).map((level) => (
        <Tool
          key={level}
          // The name starts with what the button shows ("H2"), then says it in words.
          label={`H${level} ${t('admin:richText.editor.heading', { level })}`}
          pressed={state[`h${level}`]}
          onClick={() => run().toggleHeading({ level }).run()}
        >
          {`H${level}`}
        </Tool>
      ))}
      <Divider orientation="vertical" flexItem />
      <Tool label={k('bold')} pressed={state.bold} onClick={() => run().toggleBold().run()}>
        <FormatBold aria-hidden />
      </Tool>
      <Tool label={k('italic')} pressed={state.italic} onClick={() => run().toggleItalic().run()}>
        <FormatItalic aria-hidden />
      </Tool>
      <Tool label={k('bulletList')} pressed={state.bullet} onClick={() => run().toggleBulletList().run()}>
        <FormatListBulleted aria-hidden />
      </Tool>
      <Tool label={k('orderedList')} pressed={state.ordered} onClick={() => run().toggleOrderedList().run()}>
        <FormatListNumbered aria-hidden />
      </Tool>
      <Tool label={k('quote')} pressed={state.quote} onClick={() => run().toggleBlockquote().run()}>
        <FormatQuote aria-hidden />
      </Tool>
      <Divider orientation="vertical" flexItem />
      <Tool label={k('link')} pressed={state.link} onClick={onLink}>
        <InsertLink aria-hidden />
      </Tool>
      <Tool label={k('image')} onClick={onImage}>
        <InsertPhoto aria-hidden />
      </Tool>
      <Tool
        label={k('table')}
        disabled={state.table}
        onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        <TableChart aria-hidden />
      </Tool>
      {state.table &&
        (
          [
            ['addRow', () => run().addRowAfter().run()],
            ['addColumn', () => run().addColumnAfter().run()],
            ['deleteRow', () => run().deleteRow().run()],
            ['deleteColumn', () => run().deleteColumn().run()],
            ['deleteTable', () => run().deleteTable().run()],
          ] as const
        ).map(([key, action]) => (
          <Button
            key={key}
            size="small"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => action()}
            sx={{ minWidth: 0, px: 1 }}
          >
            {k(key)}
          </Button>
        ))}
      <Divider orientation="vertical" flexItem />
      <Tool label={k('undo')} disabled={!state.undo} onClick={() => run().undo().run()}>
        <Undo aria-hidden />
      </Tool>
      <Tool label={k('redo')} disabled={!state.redo} onClick={() => run().redo().run()}>
        <Redo aria-hidden />
      </Tool>
    </Box>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '#web/lib/i18n/react';
import { EditorContent, useEditor } from '@tiptap/react';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import type { Language } from '@atrium/shared/languages';
import type { MediaItem } from '@atrium/shared/api/media';
import { pickLocalized } from '@atrium/shared/localized';
import { richTextTypography } from '#web/components/content/rich-text-typography';
import { proseMirrorBase } from './prose-mirror-base';
import { EditorToolbar } from './EditorToolbar';
import { LinkDialog } from './LinkDialog';
import { MediaPickerDialog } from '#web/features/admin/media/components/MediaPickerDialog';

interface RichTextEditorProps {
  /** HTML of the article body in `lang` ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  /** Names the editing area and its toolbar for screen readers. */
  label: string;
  lang: Language;
  /** Describes the field (its error), by id. */
  describedBy?: string;
}

/**
 * The article body editor (TipTap on ProseMirror): only what the server's allow-list keeps —
 * headings 2–4, bold, italic, lists, quotes, links, library pictures and tables. It loads only
 * with the admin news pages. Remount it (key) to edit another text.
 */
export function RichTextEditor({ value, onChange, label, lang, describedBy }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        // Links stay in the tab they are read in; the server's sanitizer guards what they point at.
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    // Not as a <style> element of TipTap's own, which the CSP refuses: proseMirrorBase below.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        lang,
        spellcheck: 'true',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const insertImage = (item: MediaItem) => {
    setPickerOpen(false);
    editor
      .chain()
      .focus()
      .setImage({ src: item.url, alt: pickLocalized(item.alt, lang).text, width: item.width, height: item.height })
      .run();
  };

  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '&:focus-within': { borderColor: 'primary.main' } }}
      // The link and picture dialogs are forms of their own: React carries their submit through the
      // portal to the form this editor sits in (the content editor), which must not save then.
      onSubmit={(event) => event.stopPropagation()}
    >
      <EditorToolbar
        editor={editor}
        label={label}
        onLink={() => setLinkOpen(true)}
        onImage={() => setPickerOpen(true)}
      />
      <Box
        sx={{
          ...proseMirrorBase,
          '& .ProseMirror': {
            ...proseMirrorBase['& .ProseMirror'],
            ...richTextTypography,
            minHeight: 280,
            maxHeight: '70vh',
            overflowY: 'auto',
            px: 2,
            py: 1.5,
            outline: 'none',
          },
          '& .ProseMirror img.ProseMirror-selectednode': { outline: 3, outlineColor: 'primary.main' },
          '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
          '& .ProseMirror td, & .ProseMirror th': { position: 'relative', minWidth: '4em' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {linkOpen && (
        <LinkDialog
          initial={String(editor.getAttributes('link').href ?? '')}
          onClose={() => setLinkOpen(false)}
          onSave={(url) => {
            setLinkOpen(false);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (url) chain.setLink({ href: url }).run();
            else chain.unsetLink().run();
          }}
        />
      )}
      <MediaPickerDialog
        open={pickerOpen}
        title={t('admin:richText.picker.title')}
        onClose={() => setPickerOpen(false)}
        onPick={insertImage}
      />
    </Box>
  );
}

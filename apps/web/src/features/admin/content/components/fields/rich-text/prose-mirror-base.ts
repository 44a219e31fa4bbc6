/**
 * ProseMirror's base styles (text wrapping, the gap cursor, hidden selections), as TipTap 3
 * writes them (@tiptap/core src/style.ts). TipTap would add them as a <style> element of its
 * own, which the CSP refuses (its text has no hash the server knows): the editor has them in
 * its styles instead (injectCSS: false).
 */
export const proseMirrorBase = {
  '& .ProseMirror': {
    position: 'relative',
    wordWrap: 'break-word',
    whiteSpace: 'break-spaces',
    fontVariantLigatures: 'none',
    fontFeatureSettings: '"liga" 0',
  },
  '& .ProseMirror [contenteditable="false"]': { whiteSpace: 'normal' },
  '& .ProseMirror [contenteditable="false"] [contenteditable="true"]': { whiteSpace: 'pre-wrap' },
  '& .ProseMirror pre': { whiteSpace: 'pre-wrap' },
  '& img.ProseMirror-separator': {
    display: 'inline !important',
    border: 'none !important',
    margin: '0 !important',
    width: '0 !important',
    height: '0 !important',
  },
  '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute', margin: 0 },
  '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
  '& .ProseMirror-gapcursor::after': {
    content: '""',
    display: 'block',
    position: 'absolute',
    top: -2,
    width: 20,
    borderTop: '1px solid',
    animation: 'ProseMirror-cursor-blink 1.1s steps(2, start) infinite',
  },
  '@keyframes ProseMirror-cursor-blink': { to: { visibility: 'hidden' } },
  '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
  '& .ProseMirror-hideselection *': { caretColor: 'transparent' },
} as const;

import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from '#web/lib/i18n/react';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';

/**
 * "Preview" with the language to see it in: `onPreview` gets a tab opened at once (a tab
 * opened after a request would be blocked as a pop-up) and sends it to the signed link.
 */
export function PreviewMenu({
  disabled,
  onPreview,
}: {
  disabled?: boolean;
  onPreview: (lang: Language, tab: Window | null) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id="content-preview-button"
        variant="outlined"
        startIcon={<OpenInNew aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'content-preview-menu' : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('admin:content.preview.button')}
      </Button>
      <Menu
        id="content-preview-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'content-preview-button' } }}
      >
        {LANGUAGES.map((lang) => (
          <MenuItem
            key={lang}
            lang={lang}
            onClick={() => {
              setAnchor(null);
              onPreview(lang, typeof window.open === 'function' ? window.open('about:blank', '_blank') : null);
            }}
          >
            {LANGUAGE_NAMES[lang]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { formatDocumentTitle } from '#web/lib/document-title';

interface AdminPageProps {
  title: string;
  /** Buttons beside the title (publish, export…). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One admin page: its heading (and the document title, so tabs and history name the page), then the content. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  const { t } = useTranslation();
  const adminTitle = t('meta:admin.title');
  useEffect(() => {
    document.title = formatDocumentTitle(title, adminTitle);
  }, [title, adminTitle]);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1400 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      <Stack spacing={3}>{children}</Stack>
    </Box>
  );
}

/** A titled part of an admin page (h2), labelled by its heading for landmarks navigation. */
export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

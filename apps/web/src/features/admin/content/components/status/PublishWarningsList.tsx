import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { listFormat } from '@atrium/shared/intl-formats';
import type { PublishWarnings } from '@atrium/shared/api/content-admin';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { contentHref, contentTypeNameKey } from '#web/features/admin/content/lib/content-paths';

export const hasWarnings = (warnings: PublishWarnings) => warnings.languages.length > 0 || warnings.related.length > 0;

/**
 * What to know before an item goes live (docs/spec/decisions.md §15): languages missing or
 * outdated in its draft, and related items not public yet, each linking to its editor. Nothing
 * at all when there is nothing to know. `title` makes it a headed warning (the publish dialog);
 * without it, plain lines (a release's item).
 */
export function PublishWarningsList({ warnings, title }: { warnings: PublishWarnings; title?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useAdminFormat();
  if (!hasWarnings(warnings)) return null;
  const languages = (state: 'missing' | 'stale') =>
    listFormat(lang, { type: 'conjunction' }).format(
      warnings.languages.filter((l) => l.state === state).map((l) => format.language(l.lang)),
    );
  const missing = languages('missing');
  const stale = languages('stale');
  const lines = (
    <>
      {missing && (
        <Typography variant="body2">{t('admin:content.warnings.missing', { languages: missing })}</Typography>
      )}
      {stale && <Typography variant="body2">{t('admin:content.warnings.stale', { languages: stale })}</Typography>}
      {warnings.related.length > 0 && (
        <>
          <Typography variant="body2">{t('admin:content.warnings.related', { n: warnings.related.length })}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warnings.related.map((item) => (
              <li key={`${item.type} ${item.id}`}>
                <Typography variant="body2" component="span">
                  <Link component={RouterLink} to={contentHref.editor(item.type, item.id)}>
                    {item.title || t('admin:content.list.untitled', { id: item.id })}
                  </Link>{' '}
                  {t('admin:content.warnings.relatedItem', {
                    type: t(contentTypeNameKey(item.type)),
                    status: t(`admin:content.status.${item.status}`),
                  })}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </>
  );
  if (!title) return <Box>{lines}</Box>;
  return (
    <Alert severity="warning">
      <AlertTitle component="h3" sx={{ fontSize: '1rem' }}>
        {title}
      </AlertTitle>
      {lines}
    </Alert>
  );
}

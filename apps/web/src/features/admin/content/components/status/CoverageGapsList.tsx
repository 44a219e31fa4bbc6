import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { CoverageGaps } from '@atrium/shared/api/content-admin';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminSection } from '#web/features/admin/components/AdminPage';
import { useCoverageGaps } from '#web/features/admin/content/api/get-coverage-gaps';
import { contentHref, contentTypeNameKey } from '#web/features/admin/content/lib/content-paths';

/** The id of a language's list of gaps (the coverage table's counts link to it). */
export const gapsSectionId = (lang: Language) => `coverage-gaps-${lang}`;

/** The gaps in one language: each item's editor, opened in that language. */
function LanguageGaps({ lang, gaps }: { lang: Language; gaps: CoverageGaps }) {
  const { t } = useTranslation();
  const id = gapsSectionId(lang);
  return (
    <AdminSection
      id={`${id}-title`}
      title={t('admin:content.coverage.gapsIn', { language: LANGUAGE_NAMES[lang], n: gaps.length })}
    >
      <ul id={id} tabIndex={-1} style={{ margin: 0, paddingInlineStart: 20 }}>
        {gaps.map((gap) => (
          <li key={`${gap.type}/${gap.id}`}>
            <Link component={RouterLink} to={`${contentHref.editor(gap.type, gap.id)}?lang=${lang}`}>
              {t('admin:content.coverage.gapItem', {
                type: t(contentTypeNameKey(gap.type)),
                title: gap.title || t('admin:content.list.untitled', { id: gap.id }),
              })}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t(gap.missing.includes(lang) ? 'admin:content.coverage.gapMissing' : 'admin:content.coverage.gapStale')}
            </Typography>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}

/** Per language, every item whose translation is missing or outdated, each a link to its editor in that language. */
export function CoverageGapsList() {
  const gaps = useCoverageGaps();
  if (gaps.isError) return <AdminErrorAlert error={gaps.error} />;
  if (!gaps.data) return null;
  const data = gaps.data;
  return (
    <>
      {LANGUAGES.map((lang) => {
        const inLang = data.filter((gap) => gap.missing.includes(lang) || gap.stale.includes(lang));
        return inLang.length ? <LanguageGaps key={lang} lang={lang} gaps={inLang} /> : null;
      })}
    </>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Skeleton } from '#web/components/content/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { Attention } from '@atrium/shared/api/content-admin';
import { useContentAttention } from '../api/get-content-attention';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminSection } from '#web/features/admin/components/AdminPage';
import { contentHref, contentTypeNameKey } from '#web/features/admin/content/lib/content-paths';
import { coverageRowHref } from '#web/features/admin/translations/lib/translations-href';
import { useVenueDateTime } from '#web/features/admin/content/lib/use-venue-date-time';
import { ContentStatusChip } from '#web/features/admin/content/components/status/ContentStatusChip';
import { ScheduleText } from '#web/features/admin/content/components/status/ScheduleText';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { FailureReason } from '#web/features/admin/releases/components/FailureReason';
import { releaseHref } from '#web/features/admin/releases/lib/release-paths';

type Item = Attention['drafts'][number];
type Coverage = Attention['translations'][number];
type FailedRelease = Attention['failedReleases'][number];

/** The dashboard's to-do list: drafts to publish, changes scheduled, translations to write or update. */
export function AttentionSection() {
  const { t } = useTranslation();
  const attention = useContentAttention();
  return (
    <AdminSection id="dashboard-attention" title={t('admin:dashboard.attention.title')}>
      {attention.isError && <AdminErrorAlert error={attention.error} />}
      {attention.isPending && <Skeleton variant="rectangular" height={160} />}
      {attention.data && attention.data.failedReleases.length > 0 && (
        <FailedReleases releases={attention.data.failedReleases} />
      )}
      {attention.data && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          <Part
            id="attention-drafts"
            title={t('admin:dashboard.attention.drafts', { n: attention.data.drafts.length })}
            empty={t('admin:dashboard.attention.draftsNone')}
          >
            {attention.data.drafts.map((item) => (
              <DraftEntry key={`${item.type} ${item.id}`} item={item} />
            ))}
          </Part>
          <Part
            id="attention-scheduled"
            title={t('admin:dashboard.attention.scheduled', { n: attention.data.scheduled.length })}
            empty={t('admin:dashboard.attention.scheduledNone')}
          >
            {attention.data.scheduled.map((item) => (
              <Entry key={`${item.type} ${item.id}`} item={item}>
                <ScheduleText publishAt={item.publishAt} unpublishAt={item.unpublishAt} />
                {item.scheduleFailure && <ScheduleFailed item={item} failure={item.scheduleFailure} />}
              </Entry>
            ))}
          </Part>
          <Translations rows={attention.data.translations} />
        </Box>
      )}
    </AdminSection>
  );
}

/** One of the three lists: a heading with its count, the entries or a kind word when there are none. */
function Part({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children.length ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {children}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
    </Box>
  );
}

/** An item, its title linking to its editor, its type below, then what is due. */
function Entry({ item, children }: { item: Item; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link component={RouterLink} to={contentHref.editor(item.type, item.id)} sx={{ fontWeight: 700 }}>
        {item.title || t('admin:content.list.untitled', { id: item.id })}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {t(contentTypeNameKey(item.type))}
      </Typography>
      {children}
    </li>
  );
}

function DraftEntry({ item }: { item: Item }) {
  const { t } = useTranslation();
  const venueTime = useVenueDateTime();
  return (
    <Entry item={item}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <ContentStatusChip status={item.status} />
        <Typography component="span" variant="body2" color="text.secondary">
          {t('admin:dashboard.attention.updated', { time: venueTime(item.updatedAt) })}
        </Typography>
      </Stack>
    </Entry>
  );
}

/** A scheduled change that could not be done: kept, marked failed, with why (docs/spec/decisions.md §15). */
function ScheduleFailed({ item, failure }: { item: Item; failure: NonNullable<Item['scheduleFailure']> }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 0.5, color: 'error.main' }}>
      <Chip size="small" color="error" label={t('admin:dashboard.attention.scheduleFailed')} sx={{ mb: 0.5 }} />
      <FailureReason failure={{ ...failure, type: item.type }} />
    </Box>
  );
}

/** Releases that did not go live (none of their items did): each linking to its page, with the item and why. */
function FailedReleases({ releases }: { releases: readonly FailedRelease[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 3, p: 2, border: 1, borderColor: 'error.main', borderRadius: 1 }}>
      <Part
        id="attention-failed-releases"
        title={t('admin:dashboard.attention.failedReleases', { n: releases.length })}
        empty=""
      >
        {releases.map((release) => (
          <li key={release.id}>
            <Link component={RouterLink} to={releaseHref.release(release.id)} sx={{ fontWeight: 700 }}>
              {release.title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t(contentTypeNameKey(release.failure.type))}
            </Typography>
            <FailureReason failure={release.failure} />
          </li>
        ))}
      </Part>
    </Box>
  );
}

/**
 * Per content type (and the UI strings), the languages with texts missing or outdated; the
 * type's name opens its list (the UI strings': the translation screen).
 */
function Translations({ rows }: { rows: readonly Coverage[] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const byType = new Map<string, Coverage[]>();
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row]);
  return (
    <Part
      id="attention-translations"
      title={t('admin:dashboard.attention.translations', { n: byType.size })}
      empty={t('admin:dashboard.attention.translationsNone')}
    >
      {[...byType].map(([type, languages]) => (
        <li key={type}>
          <Link component={RouterLink} to={coverageRowHref(type)} sx={{ fontWeight: 700 }}>
            {t(contentTypeNameKey(type))}
          </Link>
          {languages.map((row) => (
            <Typography key={row.lang} variant="body2" color="text.secondary">
              {t('admin:dashboard.attention.coverage', {
                language: format.language(row.lang),
                missing: format.number(row.missing),
                stale: format.number(row.stale),
              })}
            </Typography>
          ))}
        </li>
      ))}
    </Part>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { SEARCH_TYPES, type SearchType } from '@atrium/shared/search-rules';
import { searchPageHref } from '@atrium/shared/search-page';

interface SearchTypeFilterProps {
  base: string;
  q: string;
  type?: SearchType;
}

/** The result types as links (?type=): they work without JavaScript, and the address says what is shown. */
export function SearchTypeFilter({ base, q, type }: SearchTypeFilterProps) {
  const { t } = useTranslation();
  const choices: Array<SearchType | undefined> = [undefined, ...SEARCH_TYPES];
  return (
    <Box component="nav" aria-label={t('search:filters.label')} sx={{ my: 2 }}>
      {/* One scrolling row on a phone, so the results start on the first screen. */}
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          overflowX: { xs: 'auto', md: 'visible' },
          gap: 1,
          listStyle: 'none',
          p: 0,
          py: 0.5,
          m: 0,
          '& li': { flexShrink: 0 },
        }}
      >
        {choices.map((choice) => {
          const current = choice === type;
          return (
            <li key={choice ?? 'all'}>
              <Chip
                component={RouterLink}
                to={searchPageHref(base, q, choice)}
                clickable
                aria-current={current ? 'page' : undefined}
                label={choice ? t(`search:types.${choice}`) : t('search:filters.all')}
                color={current ? 'primary' : 'default'}
                variant={current ? 'filled' : 'outlined'}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

import Typography from '@mui/material/Typography';
import type { Language } from '@atrium/shared/languages';
import { useNewsDate } from './use-news-date';

/** A publication date as a <time>, written the page language's way. */
export function NewsDate({ iso, lang }: { iso: string; lang: Language }) {
  const format = useNewsDate(lang);
  return (
    <Typography component="time" dateTime={iso} variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {format(iso)}
    </Typography>
  );
}

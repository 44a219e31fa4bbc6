import Box from '@mui/material/Box';
import { MAIN_ID } from '#web/components/navigation/SkipLink';
import { PageOutlet } from './PageOutlet';
import { StandaloneHeader } from './StandaloneHeader';

/**
 * Standalone pages (ceremony, about, epic, sunghwa, quizzes) fill the screen without the side
 * navigation, under a small header with a HOME link.
 */
export function StandaloneLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <StandaloneHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <PageOutlet />
      </Box>
    </Box>
  );
}

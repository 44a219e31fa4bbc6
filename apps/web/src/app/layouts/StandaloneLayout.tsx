import { MAIN_ID } from '#web/components/navigation/SkipLink';
import { PageOutlet } from './PageOutlet';
import { StandaloneHeader } from './StandaloneHeader';
import styles from './StandaloneLayout.module.css';

/**
 * Standalone pages (ceremony, about, epic, sunghwa, quizzes) fill the screen without the side
 * navigation, under a small header with a HOME link.
 */
export function StandaloneLayout() {
  return (
    <div className={styles.layout}>
      <StandaloneHeader />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <PageOutlet />
      </main>
    </div>
  );
}

import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Skeleton } from './Skeleton';
import styles from './PageSkeleton.module.css';

interface PageSkeletonProps {
  /** A line above the title (a date, what the page belongs to). */
  above?: ReactNode;
  titleWidth: '50%' | '60%';
  /** A rounded block under the title (the cover, the first facts): its height, or its class's. */
  block?: { height: ComponentProps<typeof Skeleton>['height']; className?: string };
  /** What follows, drawn by the page (its rows). */
  children?: ReactNode;
}

/**
 * The shape of a detail page's top while it loads (events, programs, spaces, news): the title's
 * line at the title's size, then what comes under it. The server renders it as the browser does.
 */
export function PageSkeleton({ above, titleWidth, block, children }: PageSkeletonProps) {
  return (
    <div aria-busy="true">
      {above}
      <div className={styles.title}>
        <Skeleton variant="text" width={titleWidth} />
      </div>
      {block && (
        <div className={clsx(styles.block, block.className)}>
          <Skeleton variant="rounded" height={block.height} />
        </div>
      )}
      {children}
    </div>
  );
}

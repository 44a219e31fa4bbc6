import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import { useQuery } from '@tanstack/react-query';
import { fetchGiftPreview } from '../api/gifts';
import { eventAdminKeys } from '../api/keys';

/** A gift's stored file as staff see it (fetched with the staff token: the file is not public). */
export function GiftPreview({ fileUrl, alt }: { fileUrl: string; alt: string }) {
  const file = useQuery({
    queryKey: [...eventAdminKeys.all(), 'giftFile', fileUrl],
    queryFn: ({ signal }) => fetchGiftPreview(fileUrl, signal),
    staleTime: Infinity,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (!url) return file.isError ? null : <Skeleton variant="rectangular" className={skeletonSizes.gift} />;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{
        maxWidth: 240,
        maxHeight: 180,
        objectFit: 'contain',
        display: 'block',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    />
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { showNotice } from '#web/components/notice/notice-store';
import type { ContentId } from '#web/features/admin/content/lib/content-paths';
import { noticeAdminError } from '#web/features/admin/lib/admin-errors';
import { useReleases } from '../api/get-releases';
import { useAddReleaseItem } from '../api/release-items';
import { useCreateRelease } from '../api/create-release';
import { canChangeItems } from '../lib/release-status';
import { NewReleaseDialog } from './NewReleaseDialog';

/**
 * "Add to release" in an item's editor: a menu of the releases still open (or failed, to be fixed
 * and published again), and "New release…" to start one with this item. The item's saved draft
 * goes live when the release is published. The item's type is the editor's (/admin/content/:type/:id).
 */
export function AddToReleaseButton({ id, disabled }: { id: ContentId; disabled?: boolean }) {
  const { t } = useTranslation();
  const type = useParams().type;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [creating, setCreating] = useState(false);
  const releases = useReleases(Boolean(anchor));
  const add = useAddReleaseItem();
  const create = useCreateRelease();
  if (!type) return null;
  const item = { type, id };
  const open = (releases.data?.items ?? []).filter((release) => canChangeItems(release.status));

  const addTo = async (releaseId: number) => {
    setAnchor(null);
    try {
      await add.mutateAsync({ releaseId, item });
      showNotice('admin:releases.add.added', 'success');
    } catch (error) {
      noticeAdminError(error);
    }
  };

  return (
    <>
      <Button
        id="add-to-release-button"
        variant="outlined"
        startIcon={<PlaylistAdd aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'add-to-release-menu' : undefined}
        disabled={disabled || add.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('admin:releases.add.button')}
      </Button>
      <Menu
        id="add-to-release-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'add-to-release-button' } }}
      >
        {releases.isPending && <MenuItem disabled>{t('admin:releases.add.loading')}</MenuItem>}
        {releases.isSuccess && open.length === 0 && <MenuItem disabled>{t('admin:releases.add.none')}</MenuItem>}
        {open.map((release) => (
          <MenuItem key={release.id} onClick={() => void addTo(release.id)}>
            {release.title}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setCreating(true);
          }}
        >
          {t('admin:releases.add.new')}
        </MenuItem>
      </Menu>
      <NewReleaseDialog
        open={creating}
        busy={create.isPending}
        onClose={() => setCreating(false)}
        onCreate={async (title) => {
          await create.mutateAsync({ title, items: [item] });
          setCreating(false);
          showNotice('admin:releases.add.created', 'success');
        }}
      />
    </>
  );
}

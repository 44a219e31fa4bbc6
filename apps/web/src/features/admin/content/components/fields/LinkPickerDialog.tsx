import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { useLanguage } from '#web/lib/i18n/use-language';
import { SearchField } from '#web/features/admin/components/SearchField';
import { useContentSearch } from '#web/features/admin/api/search-content';
import { contentTypeNameKey } from '#web/features/admin/content/lib/content-paths';

interface LinkPickerDialogProps {
  open: boolean;
  /** The link field's label: the dialog's name. */
  field: string;
  onPick: (sitePath: string) => void;
  onClose: () => void;
}

/**
 * Finds a page or an item by its title (any language, drafts too; shown in the admin's) and gives
 * its public address below the language, as the link field takes it. The home page's slides and
 * singletons have none of their own and are left out.
 */
export function LinkPickerDialog({ open, field, onPick, onClose }: LinkPickerDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [q, setQ] = useState('');
  const search = useContentSearch(q.trim(), lang);
  const hits = (search.data?.items ?? []).filter((hit) => hit.sitePath !== '');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="link-picker-title" fullWidth maxWidth="sm">
      <DialogTitle id="link-picker-title">{t('admin:content.linkPicker.title', { field })}</DialogTitle>
      <DialogContent dividers>
        <SearchField
          name="link-picker-q"
          label={t('admin:content.linkPicker.search')}
          value={q}
          onChange={setQ}
          fullWidth
        />
        {q.trim() !== '' && search.data && hits.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('admin:content.linkPicker.none')}
          </Typography>
        )}
        <List aria-label={t('admin:content.linkPicker.results')}>
          {hits.map((hit) => (
            <li key={`${hit.type}/${hit.id}`}>
              <ListItemButton onClick={() => onPick(hit.sitePath)}>
                <ListItemText primary={hit.title} secondary={`${t(contentTypeNameKey(hit.type))} · /${hit.sitePath}`} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin:common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
